import { contractEndpoints } from '@aster/core-api';
import type { CheckoutApplication, ContractDetail, ContractText, PrepayParams, RefundPreview, RenewalApplication } from '@aster/core-domain';
import { expectOk, requestId, startBookingWorld, type BookingWorld } from '../bookings/testing/bookingWorld';
import { moneyInvariantProblems } from '../pay/ledger';

const C = '/tapp/v1/contract';
const CHECKOUT = '/tenant-service/checkout/v1';
const RENEWAL = '/tenant-service/renewal/v1';

describe('ending and renewing a lease: settlement on the pay ledger, the agreement, renewal requests', () => {
  let world: BookingWorld;
  beforeEach(async () => {
    world = await startBookingWorld();
  });
  afterEach(() => world.server.close());

  const get = <T>(path: string, query: Record<string, string> = {}, token = world.tenant) => world.server.call<T>('GET', path, { token, query });
  const post = <T>(path: string, body: unknown = {}, token = world.tenant) => world.server.call<T>('POST', path, { token, body });
  const idOf = (contractNo: string) => String((world.server.db.prepare('SELECT id FROM contracts WHERE contract_no = ?').get(contractNo) as { id: number }).id);
  const detail = async (id: string) => expectOk(await get<ContractDetail>(`${C}/${id}`));
  const payouts = () => world.server.db.prepare("SELECT user_id AS userId, biz_type AS bizType, biz_id AS bizId, amount_fen AS fen FROM pay_ledger WHERE kind = 'payout'").all();
  const settleAsManager = (id: string) => world.server.call<CheckoutApplication>('POST', `/__dev/checkout/${id}/settle`);

  it('settled by the manager at the handover: 提前解约 before the last day, the refund paid out once on the ledger', async () => {
    const id = idOf('HTDEMO06'); // checkout applied for 2026-12-31, the lease ends 2027-02-28
    const open = contractEndpoints.undoneCheckout.response.parse(expectOk(await get(`${CHECKOUT}/getUndoneCheckoutApplyByContractId/${id}`)));
    if (open === null) throw new Error('HTDEMO06 has an open checkout');
    // The tenant paid the rent to the lease's end: the unlived months and the deposit come back less the penalty.
    world.server.db.prepare('UPDATE contract_bills SET paid_at = 1 WHERE contract_id = ? AND paid_at IS NULL').run(id);
    const preview = expectOk(await get<RefundPreview>(`${C}/refund-preview/${id}`));
    const agreement = contractEndpoints.checkoutAgreement.response.parse(expectOk(await get<ContractText>(`${CHECKOUT}/agreement/${id}`)));
    expect(agreement).toMatchObject({ title: '房屋租赁退租协议', signed: false });
    expect(agreement.paragraphs.join('\n')).toContain(preview.lines[0]?.label ?? 'none');

    const settled = contractEndpoints.checkoutDetail.response.parse(expectOk(await settleAsManager(open.id)));
    expect(settled).toMatchObject({ status: 'settled', settledBy: 'operator', netAmount: preview.netAmount });
    expect(settled.lines?.map((line) => line.amountFen)).toEqual(preview.lines.map((line) => line.amountFen));
    expect((await detail(id)).status).toBe('terminated');
    // Settled twice: the same answer, no second payout.
    expect(expectOk(await settleAsManager(open.id))).toMatchObject({ status: 'settled', settledAt: settled.settledAt });
    const tenantId = (world.server.db.prepare('SELECT user_id AS u FROM contracts WHERE id = ?').get(id) as { u: number }).u;
    expect(preview.lines.map((line) => line.kind)).toEqual(['deposit_back', 'rent_back', 'penalty']);
    expect(preview.netFen).toBeGreaterThan(0);
    expect(settled.money).toMatchObject({ direction: 'refund', amount: preview.netAmount });
    expect(settled.money?.refundedAt).toEqual(expect.any(String));
    expect(payouts()).toEqual([{ userId: tenantId, bizType: 'checkout_refund', bizId: open.id, fen: preview.netFen }]);
    expect(moneyInvariantProblems(world.server.db)).toEqual([]);
    // A second payout for the same checkout is refused by the ledger; a wrong amount would be reported.
    expect(() =>
      world.server.db.prepare("INSERT INTO pay_ledger (kind, user_id, biz_type, biz_id, amount_fen, reason, created_at) VALUES ('payout', ?, 'checkout_refund', ?, 1, 'again', 0)").run(tenantId, open.id),
    ).toThrow(/UNIQUE/);
    world.server.db.prepare('UPDATE pay_ledger SET amount_fen = amount_fen + 1 WHERE kind = \'payout\'').run();
    expect(moneyInvariantProblems(world.server.db).join('\n')).toContain(`checkout ${open.id} settled at ${preview.netFen} fen`);
    world.server.db.prepare('UPDATE pay_ledger SET amount_fen = amount_fen - 1 WHERE kind = \'payout\'').run();
    const signed = expectOk(await get<ContractText>(`${CHECKOUT}/agreement/${id}`));
    expect(signed.signed).toBe(true);
    // Another tenant: not found, whatever the id.
    expect((await get(`${CHECKOUT}/list/${open.id}`, {}, world.other)).body.errorCode).toBe('CHECKOUT_NOT_FOUND');
    expect((await get(`${CHECKOUT}/agreement/${id}`, {}, world.other)).body.errorCode).toBe('CONTRACT_NOT_FOUND');
    expect(expectOk(await get<CheckoutApplication[]>(`${CHECKOUT}/list`, {}, world.other))).toEqual([]);
  });

  it('signed by the tenant with a balance owed: an order to pay, no payout; myApply lists every contract\'s', async () => {
    const id = idOf('HTDEMO05');
    const applied = expectOk(await post<CheckoutApplication>(CHECKOUT, { contractId: id, expectCheckoutDate: '2026-12-31' }));
    const preview = expectOk(await get<RefundPreview>(`${C}/refund-preview/${id}`));
    const all = contractEndpoints.checkoutList.response.parse(expectOk(await get(`${CHECKOUT}/list`)));
    expect(all.map((application) => application.contractNo).sort()).toEqual(['HTDEMO05', 'HTDEMO06', 'HTDEMO07', 'HTDEMO08']);
    const settled = expectOk(await get<CheckoutApplication>(`${C}/refund-sign/${id}`, { sign: preview.sign }));
    expect(settled).toMatchObject({ id: applied.id, status: 'settled', settledBy: 'tenant' });
    expect(preview.netFen).toBeLessThan(0); // the unpaid December-February rent, water and the penalty outweigh the deposit
    expect(settled.money).toMatchObject({ direction: 'collect', amount: ((-preview.netFen) / 100).toFixed(2), balancePaidAt: null });
    const orderNo = settled.money?.balanceOrder?.orderNo ?? '';
    expect(settled.money?.balanceOrder?.amount).toBe(((-preview.netFen) / 100).toFixed(2));
    expect(payouts()).toEqual([]);
    // The tenant pays the balance through the pay module: the application shows it paid.
    const params = expectOk(await post<PrepayParams>(`/tapp/v1/pay/orders/${orderNo}/prepay`, { channel: 'wechat', attemptKey: requestId() }));
    if (params.channel !== 'wechat') throw new Error('expected wechat parameters');
    await world.server.call('POST', '/provider/wechat/pay', { body: { prepayId: params.package.replace('prepay_id=', ''), outcome: 'success' } });
    const paid = contractEndpoints.checkoutDetail.response.parse(expectOk(await get(`${CHECKOUT}/list/${applied.id}`)));
    expect(paid.money?.balancePaidAt).toEqual(expect.any(String));
    expect((await post(`/tapp/v1/pay/orders/${orderNo}/prepay`, { channel: 'wechat', attemptKey: requestId() }, world.other)).body.errorCode).toBe('ORDER_NOT_FOUND');
    expect(moneyInvariantProblems(world.server.db)).toEqual([]);
  });

  it('renews: the quoted term and rent, one open request, cancel, the manager agrees with a new contract to sign', async () => {
    const id = idOf('HTDEMO05'); // 2026-06-01 .. 2027-05-31, renting
    const lease = await detail(id);
    expect((await post(RENEWAL, { contractId: id, leaseMonths: 7 })).body.errorCode).toBe('PARAM_INVALID');
    expect((await post(RENEWAL, { contractId: idOf('HTDEMO04'), leaseMonths: 12 })).body).toMatchObject({ errorCode: 'RENEWAL_NOT_ALLOWED', message: '仅在租中的合同可以申请续租' });
    const first = contractEndpoints.renewalApply.response.parse(expectOk(await post<RenewalApplication>(RENEWAL, { contractId: id, leaseMonths: 6, remark: '希望保留原房间' })));
    expect(first).toMatchObject({ status: 'applied', statusText: '待管家确认', startDate: '2027-06-01', endDate: '2027-11-30', leaseMonths: 6, rent: ((Math.round(Number(lease.rent) * 100 * 1.05)) / 100).toFixed(2) });
    expect((await post(RENEWAL, { contractId: id, leaseMonths: 12 })).body.errorCode).toBe('RENEWAL_ALREADY_APPLIED');
    expect((await post(`${RENEWAL}/close/${first.id}`, {}, world.other)).body.errorCode).toBe('RENEWAL_NOT_FOUND');
    expect(expectOk(await post<RenewalApplication>(`${RENEWAL}/close/${first.id}`))).toMatchObject({ status: 'closed' });
    expect((await post(`${RENEWAL}/close/${first.id}`)).body.errorCode).toBe('RENEWAL_STATE_INVALID');

    const second = expectOk(await post<RenewalApplication>(RENEWAL, { contractId: id, leaseMonths: 12 }));
    expect(second).toMatchObject({ startDate: '2027-06-01', endDate: '2028-05-31', rent: lease.rent });
    const agreed = expectOk(await world.server.call<RenewalApplication>('POST', `/__dev/renewal/${second.id}/decide`, { body: { approve: true } }));
    expect(agreed).toMatchObject({ status: 'approved', statusText: '已同意续租' });
    const next = await detail(agreed.newContractId ?? '');
    expect(next).toMatchObject({ status: 'pre_created', startDate: '2027-06-01', endDate: '2028-05-31', rent: lease.rent });
    expect(next.bills.filter((bill) => bill.kind === 'deposit')).toEqual([]);
    expect((await world.server.call('POST', `/__dev/renewal/${second.id}/decide`, { body: { approve: false } })).body.errorCode).toBe('RENEWAL_STATE_INVALID');
    const mine = contractEndpoints.renewalList.response.parse(expectOk(await get(`${RENEWAL}/list`)));
    expect(mine.map((application) => application.status)).toEqual(['approved', 'closed']);
    expect(expectOk(await get(`${RENEWAL}/list`, {}, world.other))).toEqual([]);
    expect((await get(`${RENEWAL}/list/${second.id}`, {}, world.other)).body.errorCode).toBe('RENEWAL_NOT_FOUND');
    expect((await get(`${RENEWAL}/list`, { contractId: id }, world.other)).body.errorCode).toBe('CONTRACT_NOT_FOUND');
  });
});
