import { REQUEST_HEADERS, billEndpoints, orderEndpoints } from '@aster/core-api';
import type { BillDetail, BillList, Order, OrderDetail, PayOrder, PrepayParams } from '@aster/core-domain';
import { expectOk, MINUTE, requestId, startBookingWorld, type BookingWorld } from '../bookings/testing/bookingWorld';
import { moneyInvariantProblems } from '../pay/ledger';

const B = '/tapp/v1/bill';
const DAY = 24 * 60 * MINUTE;
const inWechat = { [REQUEST_HEADERS.platform]: 'weapp' };

describe('bills over HTTP: statuses, late fees, paying through the pay module, orders', () => {
  let world: BookingWorld;
  beforeEach(async () => {
    world = await startBookingWorld();
  });
  afterEach(() => world.server.close());

  const get = async <T>(path: string, query: Record<string, string> = {}, token = world.tenant) => world.server.call<T>('GET', path, { token, query, headers: inWechat });
  const list = async (query: Record<string, string> = {}) => billEndpoints.list.response.parse(expectOk(await get<BillList>(`${B}/list`, query)));
  const detail = async (id: string) => billEndpoints.detail.response.parse(expectOk(await get<BillDetail>(`${B}/${id}`)));
  const payBill = (id: string, way = 'wechat') => world.server.call<PayOrder>('POST', `${B}/${id}/pay`, { token: world.tenant, body: { way }, headers: inWechat });
  const prepay = async (orderNo: string) =>
    expectOk(await world.server.call<PrepayParams>('POST', `/tapp/v1/pay/orders/${orderNo}/prepay`, { token: world.tenant, body: { channel: 'wechat', attemptKey: requestId() } }));
  const wechatPay = async (params: PrepayParams) =>
    (await world.server.call('POST', '/provider/wechat/pay', { body: { prepayId: params.channel === 'wechat' ? params.package.replace('prepay_id=', '') : '', outcome: 'success' } })).body;
  const billNamed = async (title: string) => {
    const bill = (await list()).bills.find((candidate) => candidate.title === title);
    if (bill === undefined) throw new Error(`no bill ${title}`);
    return bill;
  };

  it("lists the tenant's bills owed first, overdue before unpaid, with every status and nobody else's", async () => {
    const { bills, unpaidCount, unpaidAmount } = await list();
    const statuses = new Set(bills.map((bill) => bill.status));
    for (const status of ['unpaid', 'overdue', 'paid', 'closed']) expect(statuses).toContain(status);
    const owed = bills.filter((bill) => bill.status === 'unpaid' || bill.status === 'overdue');
    expect(bills.slice(0, owed.length)).toEqual(owed);
    expect(owed[0]?.status).toBe('overdue');
    expect(unpaidCount).toBe(owed.length);
    expect(Number(unpaidAmount)).toBeGreaterThan(0);
    // A year of bills: electricity of every month since the lease began.
    expect(bills.filter((bill) => bill.title.startsWith('电费')).length).toBeGreaterThanOrEqual(12);
    // Unsigned and voided contracts owe nothing.
    expect(bills.map((bill) => bill.contractNo)).not.toContain('HTDEMO02');

    const other = expectOk(await get<BillList>(`${B}/list`, {}, world.other));
    expect(other.bills).toEqual([]);
    expect((await get(`${B}/${bills[0]?.id ?? ''}`, {}, world.other)).body).toMatchObject({ errorCode: 'BILL_NOT_FOUND', message: '账单不存在' });
    expect((await get(`${B}/abc`)).body.errorCode).toBe('BILL_NOT_FOUND');
  });

  it('filters by contract, kind, month and what is still owed', async () => {
    const all = (await list()).bills;
    const contractId = all.find((bill) => bill.contractNo === 'HTDEMO05')?.contractId ?? '';
    expect((await list({ contractId })).bills.every((bill) => bill.contractNo === 'HTDEMO05')).toBe(true);
    expect((await list({ kind: 'rent' })).bills.every((bill) => bill.kind === 'rent')).toBe(true);
    expect((await list({ month: '2026-08' })).bills.every((bill) => bill.dueDate.startsWith('2026-08'))).toBe(true);
    expect((await list({ open: '1' })).bills.every((bill) => bill.payable || bill.status === 'unpaid' || bill.status === 'overdue')).toBe(true);
    expect((await get(`${B}/list`, { month: '2026-8' })).body.errorCode).not.toBe('0');
  });

  it('pays a bill with WeChat Pay once: the bill is paid, the order listed with its channel, a second pay refused', async () => {
    const gas = await billNamed('燃气费（2026-10）');
    expect(gas).toMatchObject({ status: 'overdue', payable: true, amount: '43.20', lateFee: '0.00' });
    expect((await payBill(gas.id, 'card')).body).toMatchObject({ errorCode: 'PAY_WAY_UNAVAILABLE' });
    const order = billEndpoints.pay.response.parse(expectOk(await payBill(gas.id)));
    expect(order).toMatchObject({ amount: '43.20', paySubChannel: 'wechat', subAccountType: 'utility' });
    // Asked again the same day: the same order.
    expect(expectOk(await payBill(gas.id)).orderNo).toBe(order.orderNo);
    expect(await wechatPay(await prepay(order.orderNo))).toEqual({ charged: true });

    const paid = await detail(gas.id);
    expect(paid).toMatchObject({ status: 'paid', payable: false, payment: { orderNo: order.orderNo, channel: 'wechat', amount: '43.20', refunded: false } });
    expect(paid.items).toEqual([{ name: '燃气费', amount: '43.20' }]);
    expect((await payBill(gas.id)).body).toMatchObject({ errorCode: 'BILL_PAID', message: '该账单已支付，无需重复支付' });

    const orders = orderEndpoints.list.response.parse(expectOk(await get<Order[]>('/tapp/v1/order/list')));
    expect(orders[0]).toMatchObject({ orderNo: order.orderNo, status: 'paid', channel: 'wechat', billId: gas.id, bizType: 'bill' });
    const orderDetail = orderEndpoints.detail.response.parse(expectOk(await get<OrderDetail>(`/tapp/v1/order/detail/${order.orderNo}`)));
    expect(orderDetail).toMatchObject({ orderNo: order.orderNo, refunds: [] });
    expect((await get(`/tapp/v1/order/detail/${order.orderNo}`, {}, world.other)).body.errorCode).toBe('ORDER_NOT_FOUND');
    expect(moneyInvariantProblems(world.server.db)).toEqual([]);
  });

  it("charges a rent bill's late fee by the day; yesterday's order closes and its sheet can no longer charge", async () => {
    const rent = (await list({ kind: 'rent', open: '1' })).bills.find((bill) => bill.payable);
    if (rent === undefined) throw new Error('the demo tenant owes a rent bill');
    // Ten days late: 7 days past the grace, 0.05% of the rent a day.
    world.server.db.prepare('UPDATE contract_bills SET due_date = ? WHERE id = ?').run('2026-11-11', rent.id);
    const late = await detail(rent.id);
    const rentFen = Math.round(Number(late.items[0]?.amount) * 100);
    expect(late).toMatchObject({ status: 'overdue', lateFee: (Math.round(rentFen * 0.0035) / 100).toFixed(2) });
    expect(late.items.map((item) => item.name)).toEqual([expect.stringMatching(/^租金（/), '滞纳金']);

    const yesterday = expectOk(await payBill(rent.id));
    const sheet = await prepay(yesterday.orderNo);
    world.clock.advance(DAY);
    const today = expectOk(await payBill(rent.id));
    expect(today.orderNo).not.toBe(yesterday.orderNo);
    expect(Number(today.amount)).toBeGreaterThan(Number(yesterday.amount));
    // The tenant pays today's order; yesterday's sheet, confirmed late, cannot charge a closed order.
    expect(await wechatPay(await prepay(today.orderNo))).toEqual({ charged: true });
    expect(await wechatPay(sheet)).toEqual({ charged: false });
    const paid = await detail(rent.id);
    expect(paid).toMatchObject({ status: 'paid', payment: { orderNo: today.orderNo, amount: today.amount } });
    expect(moneyInvariantProblems(world.server.db)).toEqual([]);
  });

  it('refunds a charge of an earlier day that is confirmed after the bill was paid, so a bill is never paid twice', async () => {
    const inAlipay = { [REQUEST_HEADERS.platform]: 'aliapp' };
    const water = await billNamed('水费（2026-10）');
    const alipayOrder = async () => expectOk(await world.server.call<PayOrder>('POST', `${B}/${water.id}/pay`, { token: world.tenant, body: { way: 'alipay' }, headers: inAlipay }));
    const alipayPay = async (orderNo: string, outcome: 'success' | 'pending') => {
      const params = expectOk(await world.server.call<PrepayParams>('POST', `/tapp/v1/pay/orders/${orderNo}/prepay`, { token: world.tenant, body: { channel: 'alipay', attemptKey: requestId() } }));
      return (await world.server.call('POST', '/provider/alipay/pay', { body: { tradeNO: params.channel === 'alipay' ? params.tradeNO : '', outcome } })).body;
    };
    // Yesterday's order is charged, its notify still on the way; today the tenant pays again and that one lands first.
    const yesterday = await alipayOrder();
    expect(await alipayPay(yesterday.orderNo, 'pending')).toEqual({ charged: true });
    world.clock.advance(DAY);
    const today = await alipayOrder();
    expect(await alipayPay(today.orderNo, 'success')).toEqual({ charged: true });
    const refundOf = (orderNo: string) => world.server.db.prepare("SELECT amount_fen AS fen FROM pay_ledger WHERE kind = 'refund' AND order_no = ?").get(orderNo) as { fen: number } | undefined;
    for (let waited = 0; refundOf(yesterday.orderNo) === undefined && waited < 100; waited += 1) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(refundOf(yesterday.orderNo)?.fen).toBe(Math.round(Number(yesterday.amount) * 100));
    expect(await detail(water.id)).toMatchObject({ status: 'paid', payment: { orderNo: today.orderNo, channel: 'alipay' } });
    const refunded = orderEndpoints.detail.response.parse(expectOk(await get<OrderDetail>(`/tapp/v1/order/detail/${yesterday.orderNo}`)));
    expect(refunded.refunds).toEqual([{ amount: yesterday.amount, at: expect.any(String) as string, reason: '订单已关闭，款项已原路退回' }]);
    expect(moneyInvariantProblems(world.server.db)).toEqual([]);
  });

  it('owes a rent period only once it is issued, 30 days before it is due', async () => {
    const listed = new Set((await list()).bills.map((bill) => bill.id));
    const contractId = String((world.server.db.prepare("SELECT id FROM contracts WHERE contract_no = 'HTDEMO05'").get() as { id: number }).id);
    const later = world.server.db.prepare("SELECT id, due_date AS due FROM contract_bills WHERE contract_id = ? AND kind = 'rent' AND due_date > '2026-12-21' ORDER BY due_date LIMIT 1").get(contractId) as { id: number; due: string };
    expect(listed.has(String(later.id))).toBe(false);
    const unissued = await detail(String(later.id));
    expect(unissued).toMatchObject({ status: 'unpaid', payable: false, paidOnContractPage: false });
    expect(unissued.notPayableReason).toMatch(/^该账单将于\d{4}-\d{2}-\d{2}出账，出账后即可支付$/);
    expect((await payBill(String(later.id))).body.errorCode).toBe('BILL_NOT_PAYABLE');
  });

  it("sends a contract's first payment to contract_pay, and owes nothing on an ended lease", async () => {
    const bills = (await list()).bills;
    const closed = bills.find((bill) => bill.status === 'closed');
    expect((await payBill(closed?.id ?? '')).body).toMatchObject({ errorCode: 'BILL_CLOSED' });
    const contractId = String((world.server.db.prepare("SELECT id FROM contracts WHERE contract_no = 'HTDEMO03'").get() as { id: number }).id);
    world.server.db.prepare('UPDATE contracts SET signed_at = 1 WHERE id = ?').run(contractId);
    const first = (await list({ contractId })).bills.find((bill) => bill.kind === 'deposit');
    expect(first).toMatchObject({ status: 'unpaid', payable: false });
    expect(await detail(first?.id ?? '')).toMatchObject({ notPayableReason: '首期账单请在合同支付页支付', paidOnContractPage: true });
    expect((await payBill(first?.id ?? '')).body).toMatchObject({ errorCode: 'BILL_NOT_PAYABLE', message: '首期账单请在合同支付页支付' });
  });
});
