import { REQUEST_HEADERS, billEndpoints, orderEndpoints, servicePackageEndpoints } from '@aster/core-api';
import type { BillDetail, BillSplit, BillSplitOptions, CreateBillOptions, Order, PayOrder, PrepayParams, PurchaseOptions } from '@aster/core-domain';
import { expectOk, requestId, startBookingWorld, type BookingWorld } from '../bookings/testing/bookingWorld';
import { moneyInvariantProblems } from '../pay/ledger';

const B = '/tapp/v1/bill';
const S = '/tapp/v1/service-package';
const inWechat = { [REQUEST_HEADERS.platform]: 'weapp' };

// One seeded world for the file (each test leaves what it did: a split bill, paid orders): the demo tenant's rent of
// HTDEMO05 (¥8,730.00, due 2026-11-24, the world's day being 2026-11-21) is the splittable one.
describe('splits, created bills and service packages over HTTP', () => {
  let world: BookingWorld;
  beforeAll(async () => {
    world = await startBookingWorld();
  });
  afterAll(() => world.server.close());

  const get = async <T>(path: string, token = world.tenant) => world.server.call<T>('GET', path, { token, headers: inWechat });
  const post = async <T>(path: string, body: Record<string, unknown>, token = world.tenant) => world.server.call<T>('POST', path, { token, body, headers: inWechat });
  const payWithWechat = async (orderNo: string) => {
    const params = expectOk(await post<PrepayParams>(`/tapp/v1/pay/orders/${orderNo}/prepay`, { channel: 'wechat', attemptKey: requestId() }));
    return (await world.server.call('POST', '/provider/wechat/pay', { body: { prepayId: params.channel === 'wechat' ? params.package.replace('prepay_id=', '') : '', outcome: 'success' } })).body;
  };
  const rentId = () =>
    String((world.server.db.prepare("SELECT b.id FROM contract_bills b JOIN contracts c ON c.id = b.contract_id WHERE c.contract_no = 'HTDEMO05' AND b.kind = 'rent' AND b.paid_at IS NULL ORDER BY b.due_date LIMIT 1").get() as { id: number }).id);
  const contractId = (no: string) => String((world.server.db.prepare('SELECT id FROM contracts WHERE contract_no = ?').get(no) as { id: number }).id);

  it('splits a rent bill into 3 at once, once per request key, and the first instalment is paid like any bill', async () => {
    const id = rentId();
    const detail = billEndpoints.detail.response.parse(expectOk(await get<BillDetail>(`${B}/${id}`)));
    expect(detail).toMatchObject({ amount: '8730.00', splittable: true, splitOf: null });
    const options = billEndpoints.splitOptions.response.parse(expectOk(await get<BillSplitOptions>(`${B}/${id}/split-options`)));
    expect(options).toMatchObject({ counts: [2, 3, 6], problem: null, today: '2026-11-21', rules: { minBillFen: 100_000, feeBasisPoints: 0 } });
    // Another tenant's bill is not found, a count the bill may not take is refused.
    expect((await get(`${B}/${id}/split-options`, world.other)).body.errorCode).toBe('BILL_NOT_FOUND');
    expect((await post(`${B}/${id}/split`, { count: 4, requestKey: requestId() })).body.errorCode).toBe('PARAM_INVALID');

    const key = requestId();
    const split = billEndpoints.split.response.parse(expectOk(await post<BillSplit>(`${B}/${id}/split`, { count: 3, requestKey: key })));
    expect(split.original).toMatchObject({ id, status: 'split', payable: false });
    expect(split.instalments.map((part) => [part.instalment, part.amount, part.dueDate, part.status])).toEqual([
      [1, '2910.00', '2026-11-24', 'unpaid'],
      [2, '2910.00', '2026-12-24', 'unpaid'],
      [3, '2910.00', '2027-01-24', 'unpaid'],
    ]);
    // The same key again: the same split; another key: refused, the bill is split already.
    expect(expectOk(await post<BillSplit>(`${B}/${id}/split`, { count: 3, requestKey: key })).instalments.map((part) => part.id)).toEqual(split.instalments.map((part) => part.id));
    expect((await post(`${B}/${id}/split`, { count: 2, requestKey: requestId() })).body).toMatchObject({ errorCode: 'BILL_NOT_SPLITTABLE', message: '该账单已分期' });
    expect((await post(`${B}/${id}/pay`, { way: 'wechat' })).body.errorCode).toBe('BILL_CLOSED');

    const first = split.instalments[0];
    if (first === undefined) throw new Error('no first instalment');
    const firstDetail = expectOk(await get<BillDetail>(`${B}/${first.id}`));
    expect(firstDetail).toMatchObject({ splitOf: id, splittable: false, payable: true });
    expect(expectOk(await get<BillSplit>(`${B}/${first.id}/split`)).original.id).toBe(id);
    expect((await get(`${B}/${first.id}/split`, world.other)).body.errorCode).toBe('BILL_NOT_FOUND');

    const order = expectOk(await post<PayOrder>(`${B}/${first.id}/pay`, { way: 'wechat' }));
    expect(order.amount).toBe('2910.00');
    expect(await payWithWechat(order.orderNo)).toEqual({ charged: true });
    const after = expectOk(await get<BillSplit>(`${B}/${id}/split`));
    expect(after.instalments.map((part) => part.status)).toEqual(['paid', 'unpaid', 'unpaid']);
    expect(moneyInvariantProblems(world.server.db)).toEqual([]);
  });

  it("splits a rent period ahead of its issue: its instalments are owed and payable at once, listed in 我的账单", async () => {
    const later = world.server.db.prepare("SELECT b.id FROM contract_bills b JOIN contracts c ON c.id = b.contract_id WHERE c.contract_no = 'HTDEMO05' AND b.kind = 'rent' AND b.due_date = '2027-02-22'").get() as { id: number };
    expect(expectOk(await get<BillDetail>(`${B}/${later.id}`))).toMatchObject({ payable: false, splittable: true });
    const split = expectOk(await post<BillSplit>(`${B}/${later.id}/split`, { count: 2, requestKey: requestId() }));
    expect(split.instalments.map((part) => [part.dueDate, part.payable])).toEqual([
      ['2027-02-22', true],
      ['2027-03-22', true],
    ]);
    const listed = expectOk(await get<{ bills: { id: string }[] }>(`${B}/list`)).bills.map((bill) => bill.id);
    for (const part of split.instalments) expect(listed).toContain(part.id);
  });

  it('refuses to split a bill that is not rent, too small, or an instalment', async () => {
    const gas = world.server.db.prepare("SELECT id FROM contract_bills WHERE title = '燃气费（2026-10）'").get() as { id: number };
    expect(expectOk(await get<BillSplitOptions>(`${B}/${gas.id}/split-options`))).toMatchObject({ counts: [], problem: '仅租金账单可以申请分期' });
    expect((await post(`${B}/${gas.id}/split`, { count: 2, requestKey: requestId() })).body).toMatchObject({ errorCode: 'BILL_NOT_SPLITTABLE', message: '仅租金账单可以申请分期' });
    const instalment = world.server.db.prepare('SELECT id FROM contract_bills WHERE split_of IS NOT NULL LIMIT 1').get() as { id: number };
    expect((await post(`${B}/${instalment.id}/split`, { count: 2, requestKey: requestId() })).body.message).toBe('分期账单不可再次分期');
  });

  it('creates a 预存水电费 bill with its remark for a lease of the tenant and pays it, once per request key', async () => {
    const options = billEndpoints.createOptions.response.parse(expectOk(await get<CreateBillOptions>(`${B}/create-options`)));
    expect(options.kinds.map((kind) => kind.label)).toEqual(['合同账户充值', '预存水电费', '其他']);
    expect(options.contracts.map((contract) => contract.contractNo).sort()).toEqual(['HTDEMO04', 'HTDEMO05', 'HTDEMO06']);
    expect(options.rules).toEqual({ minFen: 100, maxFen: 5_000_000 });
    expect(expectOk(await get<CreateBillOptions>(`${B}/create-options`, world.other)).contracts).toEqual([]);

    const form = { contractId: contractId('HTDEMO05'), kind: 'utility_prepay', amount: '300.5', remark: ' 十一月 水电😀 ', requestKey: requestId() };
    expect((await post(`${B}/create`, { ...form, amount: '60000' })).body).toMatchObject({ errorCode: 'PARAM_INVALID' });
    expect((await post(`${B}/create`, form, world.other)).body).toMatchObject({ errorCode: 'CONTRACT_NOT_FOUND', message: '合同不存在或已结束，请重新选择' });
    const order = billEndpoints.create.response.parse(expectOk(await post<PayOrder>(`${B}/create`, form)));
    expect(order.amount).toBe('300.50');
    expect(expectOk(await post<PayOrder>(`${B}/create`, form)).orderNo).toBe(order.orderNo);
    expect(world.server.db.prepare('SELECT kind, amount_fen, remark, paid_at FROM created_bills WHERE order_no = ?').get(order.orderNo)).toEqual({ kind: 'utility_prepay', amount_fen: 30_050, remark: '十一月 水电', paid_at: null });

    expect(await payWithWechat(order.orderNo)).toEqual({ charged: true });
    const orders = orderEndpoints.list.response.parse(expectOk(await get<Order[]>('/tapp/v1/order/list')));
    expect(orders.find((listed) => listed.orderNo === order.orderNo)).toMatchObject({ status: 'paid', bizType: 'created_bill', subject: '预存水电费（HTDEMO05）' });
    expect((await post(`${B}/create`, form)).body.errorCode).toBe('ORDER_PAID');
    expect(moneyInvariantProblems(world.server.db)).toEqual([]);
  });

  it('sells a cleaning package for a room of the tenant at the server price, paid and listed in 我的订单', async () => {
    const options = servicePackageEndpoints.options.response.parse(expectOk(await get<PurchaseOptions>(`${S}/options`)));
    expect(options.packages.map((item) => item.kind)).toEqual(['cleaning', 'cleaning', 'broadband', 'moving']);
    expect(options).toMatchObject({ firstDate: '2026-11-22', lastDate: '2026-12-21' });
    const clean = options.packages[0];
    if (clean === undefined) throw new Error('no cleaning package');
    expect(clean).toMatchObject({ name: '深度保洁', price: '199.00', unit: '次' });

    const request = { packageId: clean.id, contractId: contractId('HTDEMO05'), quantity: 2, serviceDate: options.firstDate, requestKey: requestId() };
    expect((await post(`${S}/order`, { ...request, serviceDate: '2026-11-21' })).body).toMatchObject({ errorCode: 'SERVICE_DATE_INVALID', message: '服务日期最早为明天' });
    expect((await post(`${S}/order`, { ...request, quantity: 5 })).body).toMatchObject({ errorCode: 'SERVICE_QUANTITY_INVALID', message: '数量最多为4' });
    expect((await post(`${S}/order`, { ...request, packageId: 'gone' })).body.errorCode).toBe('SERVICE_PACKAGE_NOT_FOUND');
    expect((await post(`${S}/order`, request, world.other)).body.errorCode).toBe('CONTRACT_NOT_FOUND');
    const order = servicePackageEndpoints.order.response.parse(expectOk(await post<PayOrder>(`${S}/order`, request)));
    expect(order.amount).toBe('398.00');
    expect(expectOk(await post<PayOrder>(`${S}/order`, request)).orderNo).toBe(order.orderNo);
    expect(await payWithWechat(order.orderNo)).toEqual({ charged: true });
    const orders = expectOk(await get<Order[]>('/tapp/v1/order/list'));
    expect(orders.find((listed) => listed.orderNo === order.orderNo)).toMatchObject({ status: 'paid', bizType: 'service_order', subject: '深度保洁 ×2（2026-11-22）' });
    expect(moneyInvariantProblems(world.server.db)).toEqual([]);
  });

  it('finds a split bill paid by itself or instalments not summing to it (so the invariant can fail)', () => {
    const split = world.server.db.prepare('SELECT bill_id FROM bill_splits WHERE instalments = 3').get() as { bill_id: number };
    world.server.db.prepare('UPDATE contract_bills SET amount_fen = amount_fen + 1 WHERE split_of = ? AND instalment = 3').run(split.bill_id);
    expect(moneyInvariantProblems(world.server.db)).toEqual([expect.stringMatching(/^split bill \d+ .* has 3 instalments of 873001 fen$/)]);
  });
});
