import { REQUEST_HEADERS, askPayEndpoints, billEndpoints } from '@aster/core-api';
import type { AskPayShare, BillAskPay, BillList, PayableBill, PayOrder, PrepayParams, SharedBill } from '@aster/core-domain';
import { demoUsers } from '../auth/seed';
import { OTHER_TENANT_MOBILE, expectOk, MINUTE, requestId, startBookingWorld, type BookingWorld } from '../bookings/testing/bookingWorld';
import { moneyInvariantProblems } from '../pay/ledger';
import { ManualClock, startTestServer, type TestServer } from '../testing/testServer';
import { DEMO_BILL_CODE } from './seed';

const B = '/tapp/v1/bill';
const HOUR = 60 * MINUTE;
const inWechat = { [REQUEST_HEADERS.platform]: 'weapp' };
const inAlipay = { [REQUEST_HEADERS.platform]: 'aliapp' };

describe('paying a bill for someone else over HTTP: share links (请人代付) and paper bill codes (扫码缴费)', () => {
  let world: BookingWorld;
  beforeAll(async () => {
    world = await startBookingWorld();
  });
  afterAll(() => world.server.close());

  const call = <T>(method: 'GET' | 'POST', path: string, token: string | null, body?: object, headers = inWechat) => world.server.call<T>(method, path, { token, body, headers });
  const share = async (billId: string) => askPayEndpoints.share.response.parse(expectOk(await call<AskPayShare>('POST', `${B}/${billId}/ask-pay`, world.tenant, {})));
  const ofBill = async (billId: string) => askPayEndpoints.ofBill.response.parse(expectOk(await call<BillAskPay>('GET', `${B}/${billId}/ask-pay`, world.tenant)));
  const shared = (code: string, token: string | null) => call<SharedBill>('POST', '/tapp/v1/ask-pay/shared', token, { code });
  const payShared = (code: string, token: string, way = 'wechat', headers = inWechat) => call<PayOrder>('POST', '/tapp/v1/ask-pay/shared/pay', token, { code, way }, headers);
  const prepay = async (orderNo: string, token: string, channel: 'wechat' | 'alipay') =>
    expectOk(await world.server.call<PrepayParams>('POST', `/tapp/v1/pay/orders/${orderNo}/prepay`, { token, body: { channel, attemptKey: requestId() } }));
  const wechatPay = async (params: PrepayParams) =>
    (await world.server.call('POST', '/provider/wechat/pay', { body: { prepayId: params.channel === 'wechat' ? params.package.replace('prepay_id=', '') : '', outcome: 'success' } })).body;
  const alipayPay = async (params: PrepayParams, outcome: 'success' | 'pending') =>
    (await world.server.call('POST', '/provider/alipay/pay', { body: { tradeNO: params.channel === 'alipay' ? params.tradeNO : '', outcome } })).body;
  const owed = async () => expectOk(await call<BillList>('GET', `${B}/list`, world.tenant)).bills.filter((bill) => bill.payable);
  const billNamed = async (title: string) => {
    const bill = (await owed()).find((candidate) => candidate.title === title);
    if (bill === undefined) throw new Error(`the demo tenant owes no ${title}`);
    return bill;
  };
  /** Nothing that names the tenant beyond 张*: no phone (plain or masked), no ID number, no full name. */
  const expectNoPersonalData = (body: unknown) => {
    const text = JSON.stringify(body);
    expect(text).not.toContain(demoUsers.tenant.mobile);
    expect(text).not.toContain(`${demoUsers.tenant.mobile.slice(0, 3)}****`);
    expect(text).not.toContain(demoUsers.tenant.userName);
    expect(text).not.toMatch(/\d{17}[\dX]/);
  };

  it('shares an unpaid bill; a friend and a guest see it masked; the friend pays it once; the tenant sees who paid', async () => {
    const gas = await billNamed('燃气费（2026-10）');
    const link = await share(gas.id);
    expect(link.code).toMatch(/^[A-Za-z0-9_-]{32}$/);
    // One open link per bill: asked again, the same one.
    expect((await share(gas.id)).code).toBe(link.code);
    expect(await ofBill(gas.id)).toEqual({ share: link, paidBy: null });

    const asFriend = askPayEndpoints.shared.response.parse(expectOk(await shared(link.code, world.other)));
    expect(asFriend).toMatchObject({ title: '燃气费（2026-10）', amount: gas.amount, tenantName: '张*', problem: null, ways: [{ way: 'wechat', label: '微信支付' }] });
    expect(asFriend.items).toEqual([{ name: '燃气费', amount: '43.20' }]);
    expect(asFriend.houseTitle).toBe(gas.houseTitle);
    expectNoPersonalData(asFriend);
    // A guest reads it too (login only to pay); the tenant is told it is their own bill.
    expect(expectOk(await shared(link.code, null)).problem).toBeNull();
    expect(expectOk(await shared(link.code, world.tenant)).problem).toBe('own');
    expect((await payShared(link.code, world.tenant)).body).toMatchObject({ errorCode: 'ASK_PAY_OWN', message: '这是您自己的账单，请在我的账单中直接支付' });
    expect((await payShared(link.code, world.other, 'alipay')).body.errorCode).toBe('PAY_WAY_UNAVAILABLE');
    expect((await call('POST', '/tapp/v1/ask-pay/shared/pay', null, { code: link.code, way: 'wechat' })).status).toBe(401);

    const order = askPayEndpoints.pay.response.parse(expectOk(await payShared(link.code, world.other)));
    expect(order).toMatchObject({ amount: '43.20', paySubChannel: 'wechat' });
    expect(expectOk(await payShared(link.code, world.other)).orderNo).toBe(order.orderNo);
    expect(await wechatPay(await prepay(order.orderNo, world.other, 'wechat'))).toEqual({ charged: true });

    const paid = billEndpoints.detail.response.parse(expectOk(await call('GET', `${B}/${gas.id}`, world.tenant)));
    expect(paid).toMatchObject({ status: 'paid', payment: { orderNo: order.orderNo, amount: '43.20' } });
    const friendName = (world.server.db.prepare('SELECT user_name FROM users WHERE mobile = ?').get(OTHER_TENANT_MOBILE) as { user_name: string }).user_name;
    expect(await ofBill(gas.id)).toEqual({ share: null, paidBy: `${Array.from(friendName)[0] ?? ''}*` });
    // Opened again: already paid, and a second payment is refused.
    expect(expectOk(await shared(link.code, world.other)).problem).toBe('paid');
    expect((await payShared(link.code, world.other)).body).toMatchObject({ errorCode: 'ASK_PAY_PAID', message: '该账单已支付，无需再付' });
    expect((await call('POST', `${B}/${gas.id}/ask-pay`, world.tenant, {})).body.errorCode).toBe('BILL_PAID');
    // The friend's order is theirs; the tenant's list does not show it.
    expect((await call('GET', `/tapp/v1/order/detail/${order.orderNo}`, world.tenant)).body.errorCode).toBe('ORDER_NOT_FOUND');
    expect(moneyInvariantProblems(world.server.db)).toEqual([]);
  });

  it('closes a link the tenant cancels, and one that expires after 24 hours; a new one replaces it', async () => {
    const bill = (await owed()).find((candidate) => candidate.title !== '电费（2026-10）');
    if (bill === undefined) throw new Error('the demo tenant owes another bill');
    const first = await share(bill.id);
    const cancelled = askPayEndpoints.cancel.response.parse(expectOk(await call('POST', `${B}/${bill.id}/ask-pay/cancel`, world.tenant, {})));
    expect(cancelled).toEqual({ share: null, paidBy: null });
    expect(expectOk(await shared(first.code, world.other)).problem).toBe('cancelled');
    expect((await payShared(first.code, world.other)).body.errorCode).toBe('ASK_PAY_CANCELLED');

    const second = await share(bill.id);
    expect(second.code).not.toBe(first.code);
    const order = expectOk(await payShared(second.code, world.other));
    const sheet = await prepay(order.orderNo, world.other, 'wechat');
    world.clock.advance(24 * HOUR + MINUTE);
    expect(expectOk(await shared(second.code, world.other)).problem).toBe('expired');
    // The sheet opened before it expired cannot charge the closed order.
    expect(await wechatPay(sheet)).toEqual({ charged: false });
    expect((await ofBill(bill.id)).share).toBeNull();
    const third = await share(bill.id);
    expect(third.code).not.toBe(second.code);
    expect(expectOk(await shared(second.code, world.other)).problem).toBe('expired');
    expect(expectOk(await shared(third.code, world.other)).problem).toBeNull();
    // Somebody else's bill, or a code nobody made: not found, and no difference between the two.
    expect((await call('POST', `${B}/${bill.id}/ask-pay`, world.other, {})).body.errorCode).toBe('BILL_NOT_FOUND');
    expect((await call('POST', `${B}/${bill.id}/ask-pay/cancel`, world.other, {})).body.errorCode).toBe('BILL_NOT_FOUND');
    expect((await shared('A'.repeat(32), world.other)).body).toMatchObject({ errorCode: 'ASK_PAY_NOT_FOUND', message: '代付链接不存在，请向好友重新索取' });
    expect((await shared('../../etc', world.other)).body.errorCode).not.toBe('0');
    expect(moneyInvariantProblems(world.server.db)).toEqual([]);
  });

  it('refunds the friend whose charge is confirmed after the tenant paid the bill themselves', async () => {
    const bill = (await owed()).find((candidate) => candidate.title !== '电费（2026-10）');
    if (bill === undefined) throw new Error('the demo tenant owes another bill');
    const link = await share(bill.id);
    const friendOrder = expectOk(await payShared(link.code, world.other, 'alipay', inAlipay));
    // The friend's charge is taken, its notify still on the way; the tenant pays meanwhile and lands first.
    expect(await alipayPay(await prepay(friendOrder.orderNo, world.other, 'alipay'), 'pending')).toEqual({ charged: true });
    const own = expectOk(await call<PayOrder>('POST', `${B}/${bill.id}/pay`, world.tenant, { way: 'wechat' }));
    expect(await wechatPay(await prepay(own.orderNo, world.tenant, 'wechat'))).toEqual({ charged: true });
    const refundOf = (orderNo: string) => world.server.db.prepare("SELECT amount_fen AS fen FROM pay_ledger WHERE kind = 'refund' AND order_no = ?").get(orderNo) as { fen: number } | undefined;
    for (let waited = 0; refundOf(friendOrder.orderNo) === undefined && waited < 100; waited += 1) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(refundOf(friendOrder.orderNo)?.fen).toBe(Math.round(Number(friendOrder.amount) * 100));
    expect(expectOk(await call('GET', `${B}/${bill.id}`, world.tenant))).toMatchObject({ status: 'paid', payment: { orderNo: own.orderNo } });
    expect(await ofBill(bill.id)).toEqual({ share: null, paidBy: null });
    expect(moneyInvariantProblems(world.server.db)).toEqual([]);
  });

  it("pays a paper bill's code: anyone reads it masked, a logged-in payer pays it once", async () => {
    const codeBill = (code: string, token: string | null) => call<PayableBill>('POST', '/tapp/v1/minipay/bill', token, { code });
    const asGuest = askPayEndpoints.codeBill.response.parse(expectOk(await codeBill(DEMO_BILL_CODE.toLowerCase(), null)));
    expect(asGuest).toMatchObject({ title: '电费（2026-10）', tenantName: '张*', problem: null, amount: '138.70' });
    expectNoPersonalData(asGuest);
    expect((await codeBill('ASTERPAY27', null)).body).toMatchObject({ errorCode: 'BILL_CODE_NOT_FOUND', message: '账单编码不存在，请核对纸质账单' });
    expect((await codeBill('0000', null)).body.errorCode).not.toBe('0');
    expect((await call('POST', '/tapp/v1/minipay/pay', null, { code: DEMO_BILL_CODE, way: 'wechat' })).status).toBe(401);

    const order = expectOk(await call<PayOrder>('POST', '/tapp/v1/minipay/pay', world.other, { code: DEMO_BILL_CODE, way: 'wechat' }));
    expect(await wechatPay(await prepay(order.orderNo, world.other, 'wechat'))).toEqual({ charged: true });
    const billId = String((world.server.db.prepare('SELECT bill_id FROM bill_codes WHERE code = ?').get(DEMO_BILL_CODE) as { bill_id: number }).bill_id);
    expect(expectOk(await call('GET', `${B}/${billId}`, world.tenant))).toMatchObject({ status: 'paid', payment: { orderNo: order.orderNo } });
    expect(expectOk(await codeBill(DEMO_BILL_CODE, null)).problem).toBe('paid');
    expect((await call('POST', '/tapp/v1/minipay/pay', world.other, { code: DEMO_BILL_CODE, way: 'wechat' })).body.errorCode).toBe('ASK_PAY_PAID');

    // The tenant's own bill's code (mini_program_pay), made once; nobody else's.
    const unpaid = (await owed())[0];
    if (unpaid === undefined) throw new Error('the demo tenant owes a bill');
    const own = expectOk(await call<{ code: string }>('GET', `${B}/${unpaid.id}/pay-code`, world.tenant));
    expect(own.code).toMatch(/^[A-HJ-NP-Z2-9]{10}$/);
    expect(expectOk(await call<{ code: string }>('GET', `${B}/${unpaid.id}/pay-code`, world.tenant)).code).toBe(own.code);
    expect((await call('GET', `${B}/${unpaid.id}/pay-code`, world.other)).body.errorCode).toBe('BILL_NOT_FOUND');
    expect(moneyInvariantProblems(world.server.db)).toEqual([]);
  });
});

// Issue 39: a paper bill's code (10 characters) could be guessed without any limit.
describe('guessing share-link and paper-bill codes', () => {
  const fromIp = (ip: string) => ({ ...inWechat, 'x-forwarded-for': ip });
  const tooMany = { errorCode: 'CODE_TRIES_LIMIT', data: null, message: '输入错误次数过多，请1小时后再试' };
  const codeBill = (server: TestServer, code: string, ip: string, token: string | null = null) =>
    server.call<PayableBill>('POST', '/tapp/v1/minipay/bill', { token, body: { code }, headers: fromIp(ip) });
  const shared = (server: TestServer, code: string, ip: string, token: string | null = null) =>
    server.call<SharedBill>('POST', '/tapp/v1/ask-pay/shared', { token, body: { code }, headers: fromIp(ip) });
  const wrongShare = 'x'.repeat(32);

  it('are limited per client IP per hour, a right code refused too while over, and free again an hour on', async () => {
    const clock = new ManualClock();
    const server = await startTestServer({ clock, trustProxy: true, config: { limits: { wrongCodesPerIpHourly: 3 } } });
    try {
      expect((await codeBill(server, 'ASTERPAY27', '203.0.113.7')).body.errorCode).toBe('BILL_CODE_NOT_FOUND');
      expect((await shared(server, wrongShare, '203.0.113.7')).body.errorCode).toBe('ASK_PAY_NOT_FOUND');
      // A right code is no wrong try.
      expectOk(await codeBill(server, DEMO_BILL_CODE, '203.0.113.7'));
      expect((await codeBill(server, 'ASTERPAY28', '203.0.113.7')).body.errorCode).toBe('BILL_CODE_NOT_FOUND');
      expect((await codeBill(server, DEMO_BILL_CODE, '203.0.113.7')).body).toEqual(tooMany);
      expect((await shared(server, wrongShare, '203.0.113.7')).body).toEqual(tooMany);
      expectOk(await codeBill(server, DEMO_BILL_CODE, '198.51.100.2'));
      clock.advance(HOUR + 1);
      expectOk(await codeBill(server, DEMO_BILL_CODE, '203.0.113.7'));
      expect(server.db.prepare('SELECT COUNT(*) AS n FROM code_guesses').get()).toEqual({ n: 0 });
    } finally {
      await server.close();
    }
  });

  it('are limited per account, whatever address it comes from', async () => {
    const server = await startTestServer({ trustProxy: true, config: { limits: { wrongCodesPerAccountHourly: 2 } } });
    try {
      const account = await server.loginByPhone(OTHER_TENANT_MOBILE);
      expect((await codeBill(server, 'ASTERPAY27', '203.0.113.1', account)).body.errorCode).toBe('BILL_CODE_NOT_FOUND');
      expect((await shared(server, wrongShare, '203.0.113.2', account)).body.errorCode).toBe('ASK_PAY_NOT_FOUND');
      expect((await codeBill(server, DEMO_BILL_CODE, '203.0.113.3', account)).body).toEqual(tooMany);
      const pay = await server.call('POST', '/tapp/v1/minipay/pay', { token: account, body: { code: DEMO_BILL_CODE, way: 'wechat' }, headers: fromIp('203.0.113.4') });
      expect(pay.body).toEqual(tooMany);
      // A guest from a fresh address is not held back by the account's tries.
      expectOk(await codeBill(server, DEMO_BILL_CODE, '203.0.113.5'));
    } finally {
      await server.close();
    }
  });

  it('are limited per mini-program device, counted by its hashed openId', async () => {
    const server = await startTestServer({ trustProxy: true, config: { limits: { wrongCodesPerDeviceHourly: 2 } } });
    try {
      const login = await server.call<{ token: string }>('POST', '/common/v2/login', { body: { openIdCode: 'guessing-phone', clientType: 1, loginScene: 1 } });
      const onPhone = expectOk(login).token;
      expect((await codeBill(server, 'ASTERPAY27', '203.0.113.1', onPhone)).body.errorCode).toBe('BILL_CODE_NOT_FOUND');
      expect((await codeBill(server, 'ASTERPAY28', '203.0.113.2', onPhone)).body.errorCode).toBe('BILL_CODE_NOT_FOUND');
      expect((await codeBill(server, DEMO_BILL_CODE, '203.0.113.3', onPhone)).body).toEqual(tooMany);
      expect(server.db.prepare('SELECT COUNT(DISTINCT device_hash) AS devices FROM code_guesses').get()).toEqual({ devices: 1 });
      expect(JSON.stringify(server.db.prepare('SELECT * FROM code_guesses').all())).not.toContain('guessing-phone');
    } finally {
      await server.close();
    }
  });
});
