import path from 'node:path';
import { contractEndpoints } from '@aster/core-api';
import type { ContractSummary, Handover, RefundAccount, RefundPreview } from '@aster/core-domain';
import { demoUsers } from '../auth/seed';
import { BOOKING_TEST_START, MINUTE, OTHER_TENANT_MOBILE, expectOk } from '../bookings/testing/bookingWorld';
import type { Services } from '../services';
import { ManualClock, removeDir, startTestServer, tempDir, type TestServer, withTamperedTicket } from '../testing/testServer';
import { contractsAccountCancel } from './accountCancel';

const C = '/tapp/v1/contract';

// The lease view's server side over real HTTP and a SQLite file: the move-in handover (answers, photos), binding a
// contract the manager made for a phone, and the deposit's refund account.
describe('handover, binding and the refund account', () => {
  let server: TestServer;
  let dir: string;
  let tenant: string;
  let other: string;
  beforeEach(async () => {
    dir = tempDir();
    server = await startTestServer({ dbPath: path.join(dir, 'aster.db'), clock: new ManualClock(BOOKING_TEST_START), sessionTtlMs: 365 * 24 * 60 * MINUTE, logger: { level: 'error' } });
    tenant = await server.loginByPhone(demoUsers.tenant.mobile);
    other = await server.loginByPhone(OTHER_TENANT_MOBILE);
  });
  afterEach(async () => {
    await server.close();
    removeDir(dir);
  });

  const get = <T>(url: string, token = tenant) => server.call<T>('GET', url, { token });
  const post = <T>(url: string, body: unknown, token = tenant) => server.call<T>('POST', url, { token, body });
  const idOf = (contractNo: string) => String((server.db.prepare('SELECT id FROM contracts WHERE contract_no = ?').get(contractNo) as { id: number }).id);
  const handoverOf = async (id: string, token = tenant) => contractEndpoints.checkIn.response.parse(expectOk(await get<Handover | null>(`${C}/check-in/${id}`, token)));

  it('lets the tenant confirm or dispute each line of the move-in handover, with photos for them alone', async () => {
    const id = idOf('HTDEMO04');
    const handover = await handoverOf(id);
    if (handover === null) throw new Error('HTDEMO04 has a handover');
    expect(handover).toMatchObject({ managerName: '王管家', complete: false });
    expect(handover.items.map((item) => item.category)).toEqual(['item', 'item', 'item', 'item', 'item', 'meter', 'meter', 'meter', 'key', 'key']);
    expect(handover.items.find((item) => item.name === '电表')).toMatchObject({ reading: '1024.6', unit: '度', state: 'pending' });

    // A photo opens through its link, for nobody without the ticket or after it expires.
    const photo = handover.items[0]?.photos[0] ?? '';
    const link = new URL(photo);
    expect(link.search).not.toMatch(/token|userId/);
    const shown = await fetch(new URL(link.pathname + link.search, server.baseUrl));
    expect([shown.status, shown.headers.get('content-type')]).toEqual([200, 'image/png']);
    expect((await fetch(new URL(link.pathname, server.baseUrl))).status).toBe(404);
    expect((await fetch(new URL(`${link.pathname}${withTamperedTicket(link.search)}`, server.baseUrl))).status).toBe(404);

    const desk = handover.items.find((item) => item.name === '书桌椅');
    if (!desk) throw new Error('desk');
    // A dispute needs its reason; a confirmed line is final.
    const noReason = await post(`${C}/handover/${id}/answer`, { itemId: desk.id, decision: 'dispute', reason: ' ' });
    expect(noReason.body).toMatchObject({ errorCode: 'PARAM_INVALID' });
    expect(noReason.body.message).toContain('请填写异议原因');
    const disputed = expectOk(await post<Handover>(`${C}/handover/${id}/answer`, { itemId: desk.id, decision: 'dispute', reason: '划痕比描述的更深' }));
    expect(disputed.items.find((item) => item.id === desk.id)).toMatchObject({ state: 'disputed', disputeReason: '划痕比描述的更深' });
    for (const item of disputed.items) expectOk(await post<Handover>(`${C}/handover/${id}/answer`, { itemId: item.id, decision: 'confirm' }));
    const done = await handoverOf(id);
    expect(done?.complete).toBe(true);
    expect((await post(`${C}/handover/${id}/answer`, { itemId: desk.id, decision: 'dispute', reason: '还是有问题' })).body.errorCode).toBe('HANDOVER_ITEM_CONFIRMED');
    const records = contractEndpoints.onlineRecords.response.parse(expectOk(await get(`${C}/online-records/${id}`)));
    expect(records.map((record) => record.title)).toEqual(expect.arrayContaining(['物业交割异议', '物业交割确认']));

    // Another tenant: not found, by contract and by line; a line of another contract is not this one's.
    expect((await get(`${C}/check-in/${id}`, other)).body.errorCode).toBe('CONTRACT_NOT_FOUND');
    expect((await post(`${C}/handover/${id}/answer`, { itemId: desk.id, decision: 'confirm' }, other)).body.errorCode).toBe('CONTRACT_NOT_FOUND');
    const renting = idOf('HTDEMO05');
    expect((await post(`${C}/handover/${renting}/answer`, { itemId: desk.id, decision: 'confirm' })).body.errorCode).toBe('HANDOVER_ITEM_NOT_FOUND');
    // No handover yet: null; a lease that is over is not answered.
    expect(await handoverOf(idOf('HTDEMO03'))).toBeNull();
  });

  it('binds a contract the manager made for the caller\'s phone, and no one else\'s', async () => {
    const id = idOf('HTDEMO10');
    // contract/list lists it after the caller's own, not bound yet; contract-count counts it; nobody else sees it.
    const listed = expectOk(await get<ContractSummary[]>(`${C}/list`));
    expect(listed.filter((contract) => !contract.bound).map((contract) => contract.contractNo)).toEqual(['HTDEMO10']);
    expect(listed.at(-1)).toMatchObject({ contractNo: 'HTDEMO10', bound: false });
    expect(expectOk(await get(`${C}/contract-count`))).toMatchObject({ unBindCount: 1 });
    expect(expectOk(await get<ContractSummary[]>(`${C}/list`, other)).map((contract) => contract.contractNo)).not.toContain('HTDEMO10');
    // Another phone: told it is not theirs (never which phone it is), and refused.
    expect(expectOk(await get(`${C}/check-contract-phone/${id}`, other))).toEqual({ bound: false, phoneMatches: false, myPhoneMasked: '137****7000' });
    expect((await post(`${C}/banding/${id}`, {}, other)).body.errorCode).toBe('CONTRACT_PHONE_DIFFERENT');
    expect(expectOk(await get(`${C}/check-contract-phone/${id}`))).toMatchObject({ bound: false, phoneMatches: true });

    const bound = expectOk(await post<ContractSummary>(`${C}/banding/${id}`, {}));
    expect(bound).toMatchObject({ id, contractNo: 'HTDEMO10', status: 'pre_created' });
    expect(expectOk(await get<ContractSummary[]>(`${C}/list`)).find((contract) => contract.contractNo === 'HTDEMO10')).toMatchObject({ bound: true });
    expect(expectOk(await get(`${C}/contract-count`))).toMatchObject({ unBindCount: 0 });
    expect(expectOk(await post<ContractSummary>(`${C}/banding/${id}`, {}))).toMatchObject({ id });
    // Bound now: the other tenant cannot even tell it exists.
    expect((await get(`${C}/check-contract-phone/${id}`, other)).body.errorCode).toBe('CONTRACT_NOT_FOUND');
    expect((await get(`${C}/check-contract-phone/${idOf('HTDEMO05')}`, other)).body.errorCode).toBe('CONTRACT_NOT_FOUND');
  });

  it('keeps the refund account of a contract: the tenant\'s own card, Luhn-checked, answered masked, in the refund preview', async () => {
    const id = idOf('HTDEMO05');
    // The account on file comes with the contract (contract/{id}): none yet.
    const refundAccountOf = async () => contractEndpoints.detail.response.parse(expectOk(await get(`${C}/${id}`))).refundAccount;
    expect(await refundAccountOf()).toBeNull();
    const wrongDigit = await post(`${C}/modify-shroff-acc/${id}`, { holderName: '张三', bankName: '招商银行', cardNumber: '6222021234567890124' });
    expect(wrongDigit.body.message).toContain('银行卡号有误，请核对后重新输入');
    const someoneElse = await post(`${C}/modify-shroff-acc/${id}`, { holderName: '李四', bankName: '招商银行', cardNumber: '6222021234567890128' });
    expect(someoneElse.body).toMatchObject({ errorCode: 'CARD_HOLDER_MISMATCH', message: '持卡人姓名须与实名认证姓名一致' });

    const saved = expectOk(await post<RefundAccount>(`${C}/modify-shroff-acc/${id}`, { holderName: '张三', bankName: '招商银行', cardNumber: '6222 0212 3456 7890 128' }));
    expect(saved).toMatchObject({ holderName: '张三', bankName: '招商银行', cardNumberMasked: '**** **** **** 0128' });
    expect(await refundAccountOf()).toMatchObject({ holderName: '张三', cardNumberMasked: '**** **** **** 0128' });
    expect(JSON.stringify(expectOk(await get(`${C}/${id}`)))).not.toContain('62220212');
    const preview = expectOk(await get<RefundPreview>(`${C}/refund-preview/${id}`));
    expect(preview.refundAccount).toBe('招商银行（尾号0128）张三');

    expect((await get(`${C}/${id}`, other)).body.errorCode).toBe('CONTRACT_NOT_FOUND');
    expect((await post(`${C}/modify-shroff-acc/${id}`, { holderName: '张三', bankName: '招商银行', cardNumber: '6222021234567890128' }, other)).body.errorCode).toBe('CONTRACT_NOT_FOUND');
    // A lease that is over takes no new account.
    expect((await post(`${C}/modify-shroff-acc/${idOf('HTDEMO07')}`, { holderName: '张三', bankName: '招商银行', cardNumber: '6222021234567890128' })).body.errorCode).toBe('CONTRACT_STATE_INVALID');

    // The verified name and the contract's tenant must both be the holder; without a real name, no card at all.
    server.db.prepare("UPDATE contracts SET tenant_name = '李四' WHERE id = ?").run(Number(id));
    expect((await post(`${C}/modify-shroff-acc/${id}`, { holderName: '张三', bankName: '招商银行', cardNumber: '6222021234567890128' })).body).toMatchObject({ errorCode: 'REFUND_HOLDER_MISMATCH', message: '开户人须为合同承租人本人' });
    server.db.prepare('DELETE FROM real_names WHERE user_id = ?').run(demoUsers.tenant.id);
    expect((await post(`${C}/modify-shroff-acc/${id}`, { holderName: '张三', bankName: '招商银行', cardNumber: '6222021234567890128' })).body).toMatchObject({ errorCode: 'REAL_NAME_REQUIRED', message: '请先完成实名认证' });

    // The card goes with the account (the hook account log-out runs once nothing blocks it).
    contractsAccountCancel({ db: server.db, clock: new ManualClock(BOOKING_TEST_START) } as unknown as Services).onAccountCancel?.(demoUsers.tenant.id);
    expect(server.db.prepare('SELECT COUNT(*) AS n FROM contract_refund_accounts').get()).toEqual({ n: 0 });
    // The co-occupants the tenant registered stay on the operator's record masked only.
    const members = (server.db.prepare("SELECT co_tenants FROM contracts WHERE contract_no = 'HTDEMO05'").get() as { co_tenants: string }).co_tenants;
    expect(JSON.parse(members)).toEqual([{ name: '*娜', phone: '139****5678', relation: '配偶' }]);
  });
});
