import { MerchantRealNameSchema } from '@aster/core-api';
import { demoUsers } from '../auth/seed';
import { ManualClock, startTestServer, type TestServer } from '../testing/testServer';

const REAL_NAME = '/tapp/v1/sua-merchants/real-name';
const HELD = '/tapp/v1/sua-merchants/company-self-real-name';
const REPLACE = '/tapp/v1/sua-merchants/replace-real-name/1';
const PLATFORM_REAL_NAME = '/common/v1/user-setting/real-name';
const BRAND = '1001';
const ID = '11010119820303001X';

describe('sua-merchants: the real name a brand company holds, over HTTP and SQLite', () => {
  let server: TestServer;
  const clock = new ManualClock();
  const logs: string[] = [];
  beforeAll(async () => {
    server = await startTestServer({ clock, logger: { level: 'info', stream: { write: (line: string) => logs.push(line) } } as never });
  });
  afterAll(() => server.close());

  const held = async (token: string, companyId = BRAND) => MerchantRealNameSchema.parse((await server.call('GET', HELD, { token, companyId, query: { type: 1 } })).body.data);

  it('verifies a new identity and registers it with the brand in one step, masked, never logging the number', async () => {
    const token = await server.loginByPhone('13700004601');
    expect(await held(token)).toMatchObject({ companyId: BRAND, held: false, matchesUser: false, truth: 0, name: null, idNum: null });
    const done = await server.call('POST', REAL_NAME, { token, companyId: BRAND, body: { idNumType: 1, idNum: ID, name: '赵六' } });
    expect(MerchantRealNameSchema.parse(done.body.data)).toMatchObject({ held: true, matchesUser: true, truth: 1, authBinding: 1, name: '*六', idNum: '11**************1X' });
    expect((await server.call('GET', '/common/v1/user-setting/user-info', { token })).body.data).toMatchObject({ truth: 1, authBinding: 1 });
    expect(await held(token)).toMatchObject({ held: true, matchesUser: true });
    expect(JSON.stringify(done.body)).not.toContain(ID);
    expect(logs.join('\n')).not.toContain(ID);
    // Nothing is stored whole beside real_names.
    expect(JSON.stringify(server.db.prepare('SELECT * FROM merchant_real_names').all())).not.toContain(ID);
  });

  it("once verified, registers only the tenant's own identity", async () => {
    const token = await server.loginByPhone(demoUsers.tenant.mobile);
    const other = await server.call('POST', REAL_NAME, { token, companyId: BRAND, body: { idNumType: 1, idNum: '110101198001010053', name: '王五' } });
    expect(other.body).toMatchObject({ errorCode: 'REAL_NAME_DIFFERS', message: '与您已认证的实名信息不一致，请核对后重试' });
    const own = await server.call('POST', REAL_NAME, { token, companyId: BRAND, body: { idNumType: 1, idNum: '11010519491231002X', name: '张三' } });
    expect(MerchantRealNameSchema.parse(own.body.data)).toMatchObject({ held: true, matchesUser: true, name: '*三' });
  });

  it('replaces what the merchant holds with the verified identity, and needs one', async () => {
    const unverified = await server.loginByPhone('13700004602');
    expect((await server.call('POST', REPLACE, { token: unverified, companyId: BRAND })).body.errorCode).toBe('REAL_NAME_REQUIRED');
    const token = await server.loginByPhone('13700004603');
    await server.call('POST', PLATFORM_REAL_NAME, { token, body: { idNumType: 1, idNum: '110101199507070015', name: '孙七' } });
    expect(await held(token)).toMatchObject({ held: false });
    // An older copy (another identity's digest) is told apart from the tenant's own, then replaced.
    server.db.prepare(`INSERT INTO merchant_real_names (user_id, company_id, id_type, identity_hash, masked_name, masked_id, registered_at)
      SELECT user_id, ?, 1, 'stale', '*旧', '11**************00', 0 FROM real_names WHERE name = '孙七'`).run(BRAND);
    expect(await held(token)).toMatchObject({ held: true, matchesUser: false, truth: 0, name: '*旧' });
    const replaced = await server.call('POST', REPLACE, { token, companyId: BRAND });
    expect(MerchantRealNameSchema.parse(replaced.body.data)).toMatchObject({ held: true, matchesUser: true, truth: 1, name: '*七', idNum: '11**************15' });
  });

  it('answers only for a brand company, the type 1 and a logged-in caller; each tenant sees only their own', async () => {
    const token = await server.loginByPhone('13700004604');
    expect((await server.call('GET', HELD, { token, companyId: '0', query: { type: 1 } })).body.errorCode).toBe('MERCHANT_NOT_FOUND');
    expect((await server.call('GET', HELD, { token, companyId: '999999', query: { type: 1 } })).body.errorCode).toBe('MERCHANT_NOT_FOUND');
    expect((await server.call('GET', HELD, { token, companyId: BRAND, query: { type: 2 } })).body.errorCode).toBe('PARAM_INVALID');
    expect((await server.call('GET', HELD, { companyId: BRAND, query: { type: 1 } })).status).toBe(401);
    expect((await server.call('POST', REPLACE, { companyId: BRAND })).status).toBe(401);
    // 13700004601's registration is not this tenant's.
    expect(await held(token)).toMatchObject({ held: false, name: null });
  });

  it('forgets the merchants’ copies with the account', async () => {
    const token = await server.loginByPhone('13700004605');
    await server.call('POST', REAL_NAME, { token, companyId: BRAND, body: { idNumType: 1, idNum: '110101197706060013', name: '周八' } });
    const userId = (server.db.prepare('SELECT id FROM users WHERE mobile = ?').get('13700004605') as { id: number }).id;
    expect(server.db.prepare('SELECT COUNT(*) AS n FROM merchant_real_names WHERE user_id = ?').get(userId)).toEqual({ n: 1 });
    expect((await server.cancelAccount(token, '13700004605')).errorCode).toBe('0');
    expect(server.db.prepare('SELECT COUNT(*) AS n FROM merchant_real_names WHERE user_id = ?').get(userId)).toEqual({ n: 0 });
  });
});
