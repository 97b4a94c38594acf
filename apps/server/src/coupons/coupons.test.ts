import { couponEndpoints } from '@aster/core-api';
import type { BalancePayment, BillCoupon, BillDetail, BillList, Coupon, CouponOffer, CouponShare, PayOrder, PrepayParams, SharedCoupon } from '@aster/core-domain';
import { expectOk, requestId, setPaymentPassword, startBookingWorld, type BookingWorld } from '../bookings/testing/bookingWorld';
import { accountBalance } from '../ledger/ledger';
import { moneyInvariantProblems } from '../pay/ledger';

const C = '/tapp/v1/coupon';

describe('coupons over HTTP: claimed once, shared once, spent once on a bill by the server\u2019s rules, on the ledger', () => {
  let world: BookingWorld;
  beforeEach(async () => {
    world = await startBookingWorld();
  });
  afterEach(() => world.server.close());

  const get = async <T>(path: string, token = world.tenant) => world.server.call<T>('GET', path, { token });
  const post = async <T>(path: string, body: unknown = {}, token = world.tenant) => world.server.call<T>('POST', path, { token, body });
  const mine = async (token = world.tenant) => couponEndpoints.list.response.parse(expectOk(await get<Coupon[]>(`${C}/list`, token)));
  const owed = async (title: string) => {
    const { bills } = expectOk(await get<BillList>('/tapp/v1/bill/list?open=1'));
    const bill = bills.find((candidate) => candidate.title === title);
    if (bill === undefined) throw new Error(`no owed bill ${title}`);
    return { id: bill.id, fen: Math.round(Number(bill.amount) * 100) };
  };
  const utilityCoupon = async () => (await mine()).find((coupon) => coupon.title === '水电燃气券' && coupon.status === 'available')?.id ?? '';
  const payByWechat = async (orderNo: string) => {
    const params = expectOk(await post<PrepayParams>(`/tapp/v1/pay/orders/${orderNo}/prepay`, { channel: 'wechat', attemptKey: requestId() }));
    if (params.channel !== 'wechat') throw new Error('expected wechat parameters');
    await world.server.call('POST', '/provider/wechat/pay', { body: { prepayId: params.package.replace('prepay_id=', ''), outcome: 'success' } });
    for (let tries = 0; tries < 50 && moneyInvariantProblems(world.server.db).some((line) => line.includes('paying')); tries += 1) await new Promise((resolve) => setTimeout(resolve, 20));
  };

  it('offers coupons claimable once each, and lists the tenant\u2019s own by status', async () => {
    const offers = couponEndpoints.offers.response.parse(expectOk(await get<CouponOffer[]>(`${C}/offers`)));
    expect(offers.find((offer) => offer.id === 'UTIL10')).toMatchObject({ claimed: true });
    expect(offers.find((offer) => offer.id === 'RENT100')).toMatchObject({ claimed: false, left: 500 });
    const rent = expectOk(await post<Coupon>(`${C}/offers/RENT100/claim`));
    expect(rent).toMatchObject({ title: '房租立减券', valueFen: 10_000, minSpendFen: 200_000, scopes: ['rent'], status: 'available', shareable: true });
    expect((await post(`${C}/offers/RENT100/claim`)).body).toMatchObject({ errorCode: 'COUPON_CLAIMED', message: '您已领取过该优惠券' });
    expect((await post(`${C}/offers/NOPE/claim`)).body.errorCode).toBe('COUPON_OFFER_NOT_FOUND');
    // Available first, the soonest to expire first (the rent coupon, claimed now for 30 days; the utilities one has 60).
    expect((await mine()).map((coupon) => [coupon.title, coupon.status])).toEqual([
      ['房租立减券', 'available'],
      ['水电燃气券', 'available'],
      ['老用户回馈券', 'expired'],
    ]);
    world.server.db.prepare("UPDATE coupon_offers SET stock = claimed WHERE id = 'ANY5'").run();
    expect((await post(`${C}/offers/ANY5/claim`)).body).toMatchObject({ errorCode: 'COUPON_SOLD_OUT', message: '优惠券已领完' });
  });

  it('says which coupons apply to a bill and why the others do not; the server takes the discount off a balance payment once', async () => {
    expectOk(await post(`${C}/offers/RENT100/claim`));
    const gas = await owed('燃气费（2026-10）');
    const choices = couponEndpoints.forBill.response.parse(expectOk(await get<BillCoupon[]>(`/tapp/v1/bill/${gas.id}/coupons`)));
    expect(choices.map((choice) => [choice.coupon.title, choice.discountFen, choice.problem])).toEqual([
      ['水电燃气券', 1_000, null],
      ['房租立减券', 0, '仅限房租账单使用'],
    ]);
    const couponId = await utilityCoupon();
    await setPaymentPassword(world, '135790');
    const paid = expectOk(await post<BalancePayment>(`/tapp/v1/bill/${gas.id}/pay-by-balance`, { password: '135790', requestKey: requestId(), couponId }));
    expect(paid).toMatchObject({ amountFen: gas.fen - 1_000, discountFen: 1_000 });
    expect((await mine()).find((coupon) => coupon.id === couponId)).toMatchObject({ status: 'used', usedOn: '燃气费（2026-10）', shareable: false });
    expect(accountBalance(world.server.db, 'discounts:coupon')).toBe(1_000);
    // One truth for the money (issue 46): the bill says what was charged, how, with the coupon as a line; the invoice
    // request offers the same figure.
    const paidYuan = ((gas.fen - 1_000) / 100).toFixed(2);
    const detail = expectOk(await get<BillDetail>(`/tapp/v1/bill/${gas.id}`));
    expect(detail.items).toContainEqual({ name: '优惠券', amount: '-10.00' });
    expect(detail.payment).toMatchObject({ way: 'balance', orderNo: null, amount: paidYuan, channel: null });
    expect(detail.discount).toBe('10.00');
    const invoiceable = expectOk(await get<{ items: { id: string; amountFen: number }[] }>('/tapp/v1/invoice/invoiceable'));
    expect(invoiceable.items.find((item) => item.id === gas.id)?.amountFen).toBe(gas.fen - 1_000);
    const power = await owed('电费（2026-10）');
    expect((await post(`/tapp/v1/bill/${power.id}/pay-by-balance`, { password: '135790', requestKey: requestId(), couponId })).body).toMatchObject({ errorCode: 'COUPON_USED' });
    expect((await post(`/tapp/v1/bill/${power.id}/pay`, { way: 'card', couponId: 'x1' })).body.errorCode).toBe('COUPON_NOT_FOUND');
    expect(moneyInvariantProblems(world.server.db)).toEqual([]);
  });

  it('holds a coupon on a pay order until it is paid, and gives the money back when the coupon went elsewhere meanwhile', async () => {
    const couponId = await utilityCoupon();
    const gas = await owed('燃气费（2026-10）');
    const order = expectOk(await world.server.call<PayOrder>('POST', `/tapp/v1/bill/${gas.id}/pay`, { token: world.tenant, body: { way: 'wechat', couponId }, headers: { platform: 'weapp' } }));
    expect(Math.round(Number(order.amount) * 100)).toBe(gas.fen - 1_000);
    await payByWechat(order.orderNo);
    expect((await owed('电费（2026-10）')).id).toBeTruthy();
    expect((await mine()).find((coupon) => coupon.id === couponId)?.status).toBe('used');
    const { bills } = expectOk(await get<BillList>('/tapp/v1/bill/list'));
    expect(bills.find((bill) => bill.id === gas.id)?.status).toBe('paid');
    expect(moneyInvariantProblems(world.server.db)).toEqual([]);

    // A second coupon held by an order for 电费, then spent from the balance on another bill before the order is paid.
    expectOk(await post(`${C}/offers/ANY5/claim`));
    const noThreshold = (await mine()).find((coupon) => coupon.title === '无门槛券')?.id ?? '';
    const power = await owed('电费（2026-10）');
    const heldOrder = expectOk(await world.server.call<PayOrder>('POST', `/tapp/v1/bill/${power.id}/pay`, { token: world.tenant, body: { way: 'wechat', couponId: noThreshold }, headers: { platform: 'weapp' } }));
    const params = expectOk(await post<PrepayParams>(`/tapp/v1/pay/orders/${heldOrder.orderNo}/prepay`, { channel: 'wechat', attemptKey: requestId() }));
    const rent = world.server.db.prepare("SELECT b.id FROM contract_bills b JOIN contracts c ON c.id = b.contract_id WHERE c.contract_no = 'HTDEMO05' AND b.paid_at IS NULL AND b.kind = 'utility' LIMIT 1").get() as { id: number } | undefined;
    const other = rent?.id ?? Number(world.server.db.prepare("INSERT INTO contract_bills (contract_id, kind, title, period_start, period_end, due_date, amount_fen) SELECT id, 'utility', '水费（测试）', '2026-11-01', '2026-11-30', '2026-11-20', 5000 FROM contracts WHERE contract_no = 'HTDEMO05'").run().lastInsertRowid);
    await setPaymentPassword(world, '135790');
    expectOk(await post(`/tapp/v1/bill/${other}/pay-by-balance`, { password: '135790', requestKey: requestId(), couponId: noThreshold }));
    if (params.channel !== 'wechat') throw new Error('expected wechat parameters');
    await world.server.call('POST', '/provider/wechat/pay', { body: { prepayId: params.package.replace('prepay_id=', ''), outcome: 'success' } });
    // The order's coupon is gone: the sheet cannot charge it any more (the order closes), or a charge already taken is
    // given back; either way the order holds nothing and the bill stays owed.
    const held = () => world.server.db.prepare(`SELECT o.status, COALESCE(SUM(CASE l.kind WHEN 'charge' THEN l.amount_fen ELSE -l.amount_fen END), 0) AS net
      FROM pay_orders o LEFT JOIN pay_ledger l ON l.order_no = o.order_no WHERE o.order_no = ? GROUP BY o.order_no`).get(heldOrder.orderNo) as { status: string; net: number };
    expect(held()).toMatchObject({ net: 0 });
    expect(held().status).not.toBe('paid');
    expect((await owed('电费（2026-10）')).id).toBe(power.id);
    expect(moneyInvariantProblems(world.server.db)).toEqual([]);
  });

  it('passes a coupon to a friend through a share link, once', async () => {
    const couponId = await utilityCoupon();
    const share = couponEndpoints.share.response.parse(expectOk(await post<CouponShare>(`${C}/${couponId}/share`)));
    expect(expectOk(await post<CouponShare>(`${C}/${couponId}/share`)).code).toBe(share.code);
    expect((await post(`${C}/${couponId}/share`, {}, world.other)).body.errorCode).toBe('COUPON_NOT_FOUND');
    const seen = expectOk(await get<SharedCoupon>(`${C}/shared/${share.code}`, world.other));
    // The friend sees the sharer as every other answer shows a tenant to someone else (ask-pay, lock shares): 张*.
    expect(seen).toMatchObject({ fromName: '张*', claimable: true, problem: null, coupon: { title: '水电燃气券' } });
    expect(expectOk(await get<SharedCoupon>(`${C}/shared/${share.code}`))).toMatchObject({ claimable: false, problem: '不能领取自己分享的优惠券' });
    expect((await post(`${C}/shared/${share.code}/claim`)).body.errorCode).toBe('COUPON_SHARE_OWN');
    const claimed = expectOk(await post<Coupon>(`${C}/shared/${share.code}/claim`, {}, world.other));
    expect(claimed).toMatchObject({ id: couponId, shareable: false });
    expect((await mine()).some((coupon) => coupon.id === couponId)).toBe(false);
    expect((await mine(world.other)).map((coupon) => coupon.id)).toEqual([couponId]);
    expect((await post(`${C}/shared/${share.code}/claim`, {}, world.other)).body.errorCode).toBe('COUPON_SHARE_GONE');
    expect((await get(`${C}/shared/not-a-share-code-0000`, world.other)).body.errorCode).toBe('COUPON_SHARE_GONE');
  });
});
