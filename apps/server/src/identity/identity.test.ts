import { demoUsers } from '../auth/seed';
import { ManualClock, startTestServer, type TestServer } from '../testing/testServer';
import { uploadTestPhoto } from '../uploads/testing';

const REAL_NAME = '/common/v1/user-setting/real-name';
const STATUS = '/tapp/v1/sua-merchants/user-self-real-name';
const USER_INFO = '/common/v1/user-setting/user-info';
const FACE_INIT = '/third-party-sdk/v1/alipay/face-verify/init';
const FACE_CONFIRM = '/third-party-sdk/v1/alipay/face-verify/confirm';
const OTHER_ID = '110101199003070011';

describe('real-name identity over HTTP and SQLite', () => {
  let server: TestServer;
  const clock = new ManualClock();
  const logs: string[] = [];
  beforeAll(async () => {
    server = await startTestServer({ clock, logger: { level: 'info', stream: { write: (line: string) => logs.push(line) } } as never });
  });
  afterAll(() => server.close());

  it('verifies a well-formed identity once, answers it masked (first 2 and last 2) and never logs the number', async () => {
    const token = await server.loginByPhone('13700004441');
    expect((await server.call('GET', STATUS, { token })).body.data).toMatchObject({ truth: 0, authBinding: 0, name: null, idNum: null });
    const bad = await server.call('POST', REAL_NAME, { token, body: { idNumType: 1, idNum: '110101199003070012', name: '李四' } });
    expect(bad.body).toMatchObject({ errorCode: 'PARAM_INVALID', message: '参数错误：请输入正确的18位身份证号码' });
    const done = await server.call('POST', REAL_NAME, { token, body: { idNumType: 1, idNum: OTHER_ID.toLowerCase(), name: '李四' } });
    expect(done.body.data).toMatchObject({ truth: 1, authBinding: 1, name: '*四', idNum: '11**************11' });
    expect((await server.call('GET', USER_INFO, { token })).body.data).toMatchObject({ truth: 1, authBinding: 1 });
    expect((await server.call('POST', REAL_NAME, { token, body: { idNumType: 1, idNum: OTHER_ID, name: '李四' } })).body.errorCode).toBe('REAL_NAME_DONE');
    expect(JSON.stringify((await server.call('GET', STATUS, { token })).body)).not.toContain(OTHER_ID);
    expect(logs.length).toBeGreaterThan(0);
    expect(logs.join('\n')).not.toContain(OTHER_ID);
    expect(logs.join('\n')).not.toContain('110101199003070012');
  });

  it('refuses an identity another account holds', async () => {
    const token = await server.loginByPhone('13700004442');
    const taken = await server.call('POST', REAL_NAME, { token, body: { idNumType: 1, idNum: OTHER_ID, name: '李四' } });
    expect(taken.body).toMatchObject({ errorCode: 'REAL_NAME_TAKEN', message: '该证件已被其他账号实名认证，如有疑问请联系客服' });
    expect((await server.call('GET', USER_INFO, { token })).body.data).toMatchObject({ truth: 0 });
  });

  it('asks the identity provider before saving: a name that is not the holder’s is refused and nothing is kept', async () => {
    const token = await server.loginByPhone('13700004450');
    // The simulator answers a mismatch for names containing 不符 (src/identity/simulatedRealName.ts).
    const refused = await server.call('POST', REAL_NAME, { token, body: { idNumType: 1, idNum: '110101198505050016', name: '李不符' } });
    expect(refused.body).toMatchObject({ errorCode: 'REAL_NAME_MISMATCH', message: '姓名与身份证号不一致，请核对后重试' });
    expect((await server.call('GET', STATUS, { token })).body.data).toMatchObject({ truth: 0, name: null, idNum: null });
  });

  it('passes an Alipay face scan confirmed by the caller who started it, once', async () => {
    const token = await server.loginByPhone('13700004443');
    const other = await server.loginByPhone('13700004444');
    const started = await server.call<{ verifyId: string }>('POST', FACE_INIT, { token, body: { idNum: '110101198001010053', name: '王五' } });
    const verifyId = started.body.data?.verifyId ?? '';
    expect(verifyId.length).toBeGreaterThan(16);
    expect((await server.call('POST', FACE_CONFIRM, { token: other, body: { verifyId } })).body.errorCode).toBe('FACE_VERIFY_EXPIRED');
    expect((await server.call('POST', FACE_CONFIRM, { token, body: { verifyId } })).body.data).toEqual({ passed: true });
    expect((await server.call('GET', STATUS, { token })).body.data).toMatchObject({ truth: 1, authBinding: 1, method: 'face' });
    // A scan id counts once.
    expect((await server.call('POST', FACE_CONFIRM, { token, body: { verifyId } })).body.errorCode).toBe('FACE_VERIFY_EXPIRED');
  });

  it("keeps the ID card photos of the caller's own uploads only, of the right sides", async () => {
    const token = await server.loginByPhone('13700004445');
    const stranger = await server.loginByPhone('13700004446');
    const front = (await uploadTestPhoto(server.baseUrl, token, 'id_front')).body.data?.id ?? '';
    const back = (await uploadTestPhoto(server.baseUrl, token, 'id_back')).body.data?.id ?? '';
    expect((await server.call('POST', '/tapp/v1/identity/id-photos', { token, body: { frontId: front, backId: back } })).body.errorCode).toBe('REAL_NAME_REQUIRED');
    await server.call('POST', REAL_NAME, { token, body: { idNumType: 1, idNum: '110101198001010037', name: '赵六' } });
    expect((await server.call('POST', '/tapp/v1/identity/id-photos', { token, body: { frontId: back, backId: front } })).body.errorCode).toBe('PHOTO_NOT_FOUND');
    const saved = await server.call<{ front: { id: string } }>('POST', '/tapp/v1/identity/id-photos', { token, body: { frontId: front, backId: back } });
    expect(saved.body.data?.front.id).toBe(front);
    expect((await server.call<{ front: unknown }>('GET', '/tapp/v1/identity/id-photos', { token: stranger })).body.data).toEqual({ front: null, back: null });
    const strangerFront = (await uploadTestPhoto(server.baseUrl, stranger, 'id_front')).body.data?.id ?? '';
    expect((await server.call('POST', '/tapp/v1/identity/id-photos', { token, body: { frontId: strangerFront, backId: back } })).body.errorCode).toBe('PHOTO_NOT_FOUND');
  });

  it('lists the sessions with the current one marked, and signs another one out (not another tenant’s)', async () => {
    const first = await server.loginByPhone('13700004447');
    // One SMS code a minute per phone.
    clock.advance(61_000);
    const second = await server.loginByPhone('13700004447');
    const stranger = await server.loginByPhone('13700004448');
    // The first one is used from the WeChat mini-program, the second from a browser.
    await server.call('GET', USER_INFO, { token: first, headers: { platform: 'weapp' } });
    const list = (await server.call<{ id: string; current: boolean; platform: string | null }[]>('GET', '/tapp/v1/identity/sessions', { token: second })).body.data ?? [];
    expect(list).toHaveLength(2);
    expect(list.map((session) => [session.current, session.platform])).toEqual([
      [true, 'h5'],
      [false, 'weapp'],
    ]);
    expect(list.filter((session) => session.current)).toHaveLength(1);
    const firstId = list.find((session) => !session.current)?.id ?? '';
    expect(JSON.stringify(list)).not.toContain(first);
    expect((await server.call('POST', `/tapp/v1/identity/sessions/${firstId}/end`, { token: stranger })).body.errorCode).toBe('SESSION_NOT_FOUND');
    expect((await server.call('POST', `/tapp/v1/identity/sessions/${firstId}/end`, { token: second })).body.errorCode).toBe('0');
    expect((await server.call('GET', USER_INFO, { token: first })).status).toBe(401);
    expect((await server.call('GET', USER_INFO, { token: second })).body.errorCode).toBe('0');
  });

  it('says what blocks cancelling the account, naming each lease, and nothing for a new tenant', async () => {
    const demo = await server.loginByPhone(demoUsers.tenant.mobile);
    const check = await server.call<{ allowed: boolean; blockers: { kind: string; text: string }[] }>('GET', '/tapp/v1/identity/account-cancel-check', { token: demo });
    expect(check.body.data?.allowed).toBe(false);
    expect(check.body.data?.blockers.some((blocker) => blocker.kind === 'lease' && /^合同HTDEMO\d+（.+）的租约尚未结束，请先办理退租$/.test(blocker.text))).toBe(true);
    const fresh = await server.loginByPhone('13700004449');
    expect((await server.call('GET', '/tapp/v1/identity/account-cancel-check', { token: fresh })).body.data).toEqual({ allowed: true, blockers: [], pending: null });
    expect((await server.call('GET', STATUS, { token: demo })).body.data).toMatchObject({ truth: 1, name: '*三', idNum: '11**************2X' });
  });

  it('asks the identity provider at most the daily limit of times per tenant (each is paid, and answers a name for a number)', async () => {
    const token = await server.loginByPhone('13700004451');
    const ask = (name: string) => server.call('POST', REAL_NAME, { token, body: { idNumType: 1, idNum: '110101198505050024', name } });
    // The default limit: 5 a day (ASTER_LIMIT_REAL_NAME_CHECKS_DAILY), a face scan started counting as one.
    expect((await server.call('POST', FACE_INIT, { token, body: { idNum: '110101198505050024', name: '周七' } })).body.errorCode).toBe('0');
    for (const name of ['周不符一', '周不符二', '周不符三', '周不符四']) expect((await ask(name)).body.errorCode).toBe('REAL_NAME_MISMATCH');
    expect((await ask('周七')).body).toMatchObject({ errorCode: 'REAL_NAME_CHECK_LIMIT', message: '今日实名核验次数已达上限，请明天再试' });
    expect((await server.call('POST', FACE_INIT, { token, body: { idNum: '110101198505050024', name: '周七' } })).body.errorCode).toBe('REAL_NAME_CHECK_LIMIT');
    clock.advance(24 * 3600 * 1000);
    expect((await ask('周七')).body.data).toMatchObject({ truth: 1, name: '*七' });
  });
});
