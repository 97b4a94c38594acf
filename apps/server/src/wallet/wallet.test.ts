import { walletEndpoints } from '@aster/core-api';
import type { BalancePayment, BillList, PrepayParams, Wallet, WalletMovementPage, WalletTopUpOrder, Withdrawal } from '@aster/core-domain';
import { demoUsers } from '../auth/seed';
import { MINUTE, OTHER_TENANT_MOBILE, expectOk, requestId, startBookingWorld, type BookingWorld } from '../bookings/testing/bookingWorld';
import { accountBalance } from '../ledger/ledger';
import { moneyInvariantProblems } from '../pay/ledger';

const W = '/tapp/v1/wallet';
const CARD = '6222021234567890128';

describe('the wallet over HTTP: password, paying a bill from the balance, withdrawing, topping up, on the ledger', () => {
  let world: BookingWorld;
  beforeEach(async () => {
    world = await startBookingWorld();
  });
  afterEach(() => world.server.close());

  const get = async <T>(path: string, token = world.tenant) => world.server.call<T>('GET', path, { token });
  const post = async <T>(path: string, body: unknown = {}, token = world.tenant) => world.server.call<T>('POST', path, { token, body });
  const wallet = async (token = world.tenant) => walletEndpoints.summary.response.parse(expectOk(await get<Wallet>(`${W}/summary`, token)));
  const owedBill = async () => {
    const { bills } = expectOk(await get<BillList>('/tapp/v1/bill/list?open=1'));
    const bill = bills.find((candidate) => candidate.payable);
    if (bill === undefined) throw new Error('the demo tenant owes nothing');
    return bill;
  };
  const smsCode = async (mobile: string = demoUsers.tenant.mobile) => (await world.server.call<{ code: string }>('GET', '/__dev/sms-code', { query: { mobile } })).body.data?.code ?? '';
  // Every password, the first too, needs the SMS check's ticket; a wallet code may go a minute after the last one.
  const resetTicket = async (token = world.tenant) => {
    world.clock.advance(2 * MINUTE);
    expectOk(await post(`${W}/password/send-code`, {}, token));
    const code = await smsCode(token === world.tenant ? demoUsers.tenant.mobile : OTHER_TENANT_MOBILE);
    return expectOk(await post<{ resetTicket: string }>(`${W}/password/check-code`, { code }, token)).resetTicket;
  };
  const setPassword = async (password: string, token = world.tenant) => expectOk(await post(`${W}/password`, { password, resetTicket: await resetTicket(token) }, token));
  const move = (id: string, to: string, reason?: string) => world.server.call<Withdrawal>('POST', `/__dev/wallet/withdrawals/${id}/move`, { body: { to, reason } });

  it('shows the demo tenant the refunded deposit, no password, no card, and the limits', async () => {
    expect(await wallet()).toMatchObject({ availableFen: 150_000, frozenFen: 0, totalFen: 150_000, hasPassword: false, lockedUntil: null, withdrawCard: null, infoComplete: false });
    const page = walletEndpoints.movements.response.parse(expectOk(await get<WalletMovementPage>(`${W}/movements`)));
    expect(page.movements.map((movement) => [movement.kind, movement.amountFen, movement.balanceAfterFen])).toEqual([['refund', 150_000, 150_000]]);
    expect(expectOk(await get(`${W}/movements/${page.movements[0]?.id ?? ''}`))).toMatchObject({ title: '押金退还（合同HTDEMO07）', bill: null, withdrawal: null });
    expect((await get(`${W}/movements/${page.movements[0]?.id ?? ''}`, world.other)).body).toMatchObject({ errorCode: 'WALLET_MOVEMENT_NOT_FOUND' });
    expect(await wallet(world.other)).toMatchObject({ availableFen: 0, hasPassword: false });
  });

  it('sets a 6-digit password, the first one too, only after an SMS check of its own purpose, and never answers it back', async () => {
    expect((await post(`${W}/password`, { password: '123456' })).body).toMatchObject({ errorCode: 'PARAM_INVALID' });
    expect((await post(`${W}/password`, { password: '12345' })).body.message).toContain('支付密码为6位数字');
    // No password without the ticket, the first one included (issue 46).
    expect((await post(`${W}/password`, { password: '135790' })).body).toMatchObject({ errorCode: 'PARAM_INVALID' });
    // The login code of a moment ago is no wallet code, even right and unspent.
    world.clock.advance(2 * MINUTE);
    const loginCode = await world.server.call('GET', '/tapp/v1/verify-code/send-code', { query: { mobile: demoUsers.tenant.mobile, companyId: '0', type: 0 }, token: world.tenant });
    expectOk(loginCode);
    expect((await post(`${W}/password/check-code`, { code: await smsCode() })).body.errorCode).toBe('SMS_CODE_WRONG');
    await setPassword('135790');
    expect((await wallet()).hasPassword).toBe(true);
    // Another tenant cannot spend this tenant's wallet code (it is bound to the tenant who asked).
    world.clock.advance(2 * MINUTE);
    expectOk(await post(`${W}/password/send-code`));
    expect((await post(`${W}/password/check-code`, { code: await smsCode() }, world.other)).body.errorCode).toBe('SMS_CODE_WRONG');
    world.clock.advance(2 * MINUTE);
    expect(expectOk(await post(`${W}/password/send-code`))).toEqual({ mobileMasked: '138****8000' });
    expect((await post(`${W}/password/check-code`, { code: (Number(await smsCode()) ^ 1).toString().padStart(6, '0') })).body.errorCode).toBe('SMS_CODE_WRONG');
    const { resetTicket } = expectOk(await post<{ resetTicket: string }>(`${W}/password/check-code`, { code: await smsCode() }));
    expectOk(await post(`${W}/password`, { password: '246801', resetTicket }));
    expect((await post(`${W}/password`, { password: '975310', resetTicket })).body).toMatchObject({ errorCode: 'WALLET_RESET_EXPIRED' });
    expect((await post(`${W}/password`, { password: '975310', resetTicket: 'x'.repeat(32) })).body).toMatchObject({ errorCode: 'WALLET_RESET_EXPIRED' });
    const stored = world.server.db.prepare('SELECT password_hash FROM wallet_accounts WHERE user_id = ?').get(demoUsers.tenant.id) as { password_hash: string };
    expect(stored.password_hash).not.toContain('246801');
  });

  it('pays a bill from the balance once per tap, counts wrong passwords and locks after 5 until an SMS reset', async () => {
    await setPassword('135790');
    const bill = await owedBill();
    const key = requestId();
    expect((await post(`/tapp/v1/bill/${bill.id}/pay-by-balance`, { password: '000001', requestKey: key })).body).toMatchObject({ errorCode: 'WALLET_PASSWORD_WRONG', message: '支付密码错误，还可输入4次' });
    const paid = walletEndpoints.payBill.response.parse(expectOk(await post<BalancePayment>(`/tapp/v1/bill/${bill.id}/pay-by-balance`, { password: '135790', requestKey: key })));
    const amountFen = Math.round(Number(bill.amount) * 100);
    expect(paid).toMatchObject({ billId: bill.id, amountFen, balanceAfterFen: 150_000 - amountFen });
    // The same tap again (a lost answer): the same payment, nothing more taken.
    expect(expectOk(await post<BalancePayment>(`/tapp/v1/bill/${bill.id}/pay-by-balance`, { password: '135790', requestKey: key }))).toEqual(paid);
    expect((await post(`/tapp/v1/bill/${bill.id}/pay-by-balance`, { password: '135790', requestKey: requestId() })).body).toMatchObject({ errorCode: 'BILL_PAID' });
    expect((await wallet()).availableFen).toBe(150_000 - amountFen);
    expect(accountBalance(world.server.db, `tenant:${demoUsers.tenant.id}:wallet`)).toBe(-(150_000 - amountFen));
    expect(moneyInvariantProblems(world.server.db)).toEqual([]);

    const next = await owedBill();
    for (const left of [4, 3, 2, 1]) {
      expect((await post(`/tapp/v1/bill/${next.id}/pay-by-balance`, { password: '000001', requestKey: requestId() })).body.message).toBe(`支付密码错误，还可输入${left}次`);
    }
    const locked = await post(`/tapp/v1/bill/${next.id}/pay-by-balance`, { password: '000001', requestKey: requestId() });
    expect(locked.body).toMatchObject({ errorCode: 'WALLET_LOCKED' });
    expect(locked.body.message).toMatch(/^支付密码错误次数过多，钱包已锁定至\d{2}-\d{2} \d{2}:\d{2}，可通过短信验证找回密码$/);
    expect((await post(`/tapp/v1/bill/${next.id}/pay-by-balance`, { password: '135790', requestKey: requestId() })).body.errorCode).toBe('WALLET_LOCKED');
    expect((await wallet()).lockedUntil).toBe(world.clock.now() + 180 * MINUTE);
    expectOk(await post(`${W}/password`, { password: '246801', resetTicket: await resetTicket() }));
    expect((await wallet()).lockedUntil).toBeNull();
    expectOk(await post(`/tapp/v1/bill/${next.id}/pay-by-balance`, { password: '246801', requestKey: requestId() }));
    expect(moneyInvariantProblems(world.server.db)).toEqual([]);
  });

  it('refuses a bill of another tenant and a balance that does not cover the bill', async () => {
    const bill = await owedBill();
    await setPassword('135790', world.other);
    expect((await post(`/tapp/v1/bill/${bill.id}/pay-by-balance`, { password: '135790', requestKey: requestId() }, world.other)).body.errorCode).toBe('BILL_NOT_FOUND');
    world.server.db.prepare('UPDATE contract_bills SET amount_fen = 200000 WHERE id = ?').run(Number(bill.id));
    await setPassword('135790');
    expect((await post(`/tapp/v1/bill/${bill.id}/pay-by-balance`, { password: '135790', requestKey: requestId() })).body).toMatchObject({ errorCode: 'WALLET_BALANCE_LOW', message: '余额不足，请选择其他支付方式' });
    expect((await owedBill()).id).toBe(bill.id);
    expect(moneyInvariantProblems(world.server.db)).toEqual([]);
  });

  it('withdraws to the card once per tap, freezes the money until the bank pays or returns it, with the fee on the ledger', async () => {
    expect((await post(`${W}/withdrawals`, { amountFen: 10_000, password: '135790', requestKey: requestId() })).body.errorCode).toBe('WALLET_NO_PASSWORD');
    await setPassword('135790');
    expect((await post(`${W}/withdrawals`, { amountFen: 10_000, password: '135790', requestKey: requestId() })).body.errorCode).toBe('WALLET_INFO_MISSING');
    expectOk(await post(`${W}/info`, { occupation: '企业职员', address: '上海市徐汇区漕溪北路1号' }));
    expect((await post(`${W}/withdrawals`, { amountFen: 10_000, password: '135790', requestKey: requestId() })).body.errorCode).toBe('WALLET_NO_CARD');
    world.clock.advance(2 * MINUTE);
    expectOk(await post('/tapp/v1/bank-card/send-code', { cardNumber: CARD, mobile: demoUsers.tenant.mobile }));
    expectOk(await post('/tapp/v1/bank-card/add', { cardNumber: CARD, mobile: demoUsers.tenant.mobile, code: await smsCode() }));
    expect((await wallet()).withdrawCard).toMatchObject({ bankName: '工商银行', lastFour: '0128' });
    expect((await post(`${W}/withdrawals`, { amountFen: 999, password: '135790', requestKey: requestId() })).body.message).toBe('单笔提现金额不能低于¥10.00');
    expect((await post(`${W}/withdrawals`, { amountFen: 150_001, password: '135790', requestKey: requestId() })).body.message).toBe('提现金额超过可提现余额');

    const key = requestId();
    const first = walletEndpoints.withdraw.response.parse(expectOk(await post<Withdrawal>(`${W}/withdrawals`, { amountFen: 100_000, password: '135790', requestKey: key })));
    expect(first).toMatchObject({ amountFen: 100_000, feeFen: 100, arrivalFen: 99_900, status: 'applied', bankName: '工商银行', lastFour: '0128' });
    expect(expectOk(await post<Withdrawal>(`${W}/withdrawals`, { amountFen: 100_000, password: '135790', requestKey: key })).id).toBe(first.id);
    expect(await wallet()).toMatchObject({ availableFen: 50_000, frozenFen: 100_000, totalFen: 150_000 });
    expect((await get(`${W}/withdrawals/${first.id}`, world.other)).body.errorCode).toBe('WITHDRAWAL_NOT_FOUND');
    expect(moneyInvariantProblems(world.server.db)).toEqual([]);

    expectOk(await move(first.id, 'processing'));
    const paid = expectOk(await move(first.id, 'paid'));
    expect(paid).toMatchObject({ status: 'paid', paidAt: world.clock.now() });
    expect((await move(first.id, 'failed')).body.errorCode).toBe('WITHDRAWAL_DECIDED');
    expect(await wallet()).toMatchObject({ availableFen: 50_000, frozenFen: 0 });
    expect(accountBalance(world.server.db, 'income:withdraw_fee')).toBe(-100);

    const second = expectOk(await post<Withdrawal>(`${W}/withdrawals`, { amountFen: 20_000, password: '135790', requestKey: requestId() }));
    expectOk(await move(second.id, 'failed', '户名与卡号不符'));
    expect(await wallet()).toMatchObject({ availableFen: 50_000, frozenFen: 0 });
    expect(expectOk(await get<Withdrawal>(`${W}/withdrawals/${second.id}`))).toMatchObject({ status: 'failed', failReason: '户名与卡号不符' });
    const kinds = expectOk(await get<WalletMovementPage>(`${W}/movements`)).movements.map((movement) => movement.kind);
    expect(kinds).toEqual(['withdrawal_returned', 'withdrawal', 'withdrawal', 'refund']);
    expectOk(await post(`${W}/withdrawals`, { amountFen: 1_000, password: '135790', requestKey: requestId() }));
    expect((await post(`${W}/withdrawals`, { amountFen: 1_000, password: '135790', requestKey: requestId() })).body).toMatchObject({ errorCode: 'WALLET_WITHDRAW_DAILY', message: '今日提现已达3次，请明天再试' });
    expect(moneyInvariantProblems(world.server.db)).toEqual([]);
  });

  it('adds a paid top-up to the balance once, through the pay module', async () => {
    expect((await post(`${W}/top-up`, { amountFen: 50, requestKey: requestId() })).body.message).toBe('单笔充值金额不能低于¥1.00');
    const order = expectOk(await post<WalletTopUpOrder>(`${W}/top-up`, { amountFen: 20_000, requestKey: requestId() }));
    const params = expectOk(await post<PrepayParams>(`/tapp/v1/pay/orders/${order.orderNo}/prepay`, { channel: 'wechat', attemptKey: requestId() }));
    if (params.channel !== 'wechat') throw new Error('expected wechat parameters');
    await world.server.call('POST', '/provider/wechat/pay', { body: { prepayId: params.package.replace('prepay_id=', ''), outcome: 'success' } });
    for (let tries = 0; tries < 50 && (await wallet()).availableFen === 150_000; tries += 1) await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await wallet()).availableFen).toBe(170_000);
    const top = expectOk(await get<WalletMovementPage>(`${W}/movements`, world.tenant)).movements[0];
    expect(top).toMatchObject({ kind: 'top_up', amountFen: 20_000, orderNo: order.orderNo });
    expect(moneyInvariantProblems(world.server.db)).toEqual([]);
  });
});
