import type { DeviceHome, MeterChargeRecords, MeterDetail } from '@aster/core-api';
import { addCalendarDays, chinaDate, type MeterBalancePayment, type Wallet, type WalletMovementPage } from '@aster/core-domain';
import { demoUsers } from '../auth/seed';
import { accountBalance } from '../ledger/ledger';
import { expectOk, requestId, setPaymentPassword, startBookingWorld, type BookingWorld } from '../bookings/testing/bookingWorld';
import { moneyInvariantProblems } from '../pay/ledger';

const V3 = '/tapp/v3';
const PAY = '/tapp/v1/intelligent/meter/pay-by-balance';
const PASSWORD = '135790';

/**
 * A meter topped up from the wallet balance over HTTP (issue 46): the balance and the meter move by the same amount
 * in one transaction, on the ledger, once per request key; an offline meter's money waits for its Bluetooth write
 * like a cashier-paid top-up; refusals (password, 余额不足, 退租清零 done, someone else's meter) write nothing.
 */
describe('meter top-ups paid from the wallet balance', () => {
  let world: BookingWorld;
  beforeEach(async () => {
    world = await startBookingWorld();
  });
  afterEach(() => world.server.close());

  const get = <T>(path: string, query: Record<string, string> = {}, token = world.tenant) => world.server.call<T>('GET', path, { token, query });
  const post = <T>(path: string, body: unknown, token = world.tenant) => world.server.call<T>('POST', path, { token, body });
  const meterOf = async (model: string) => {
    const home = expectOk(await get<DeviceHome>(`${V3}/smart-device/home`));
    const found = home.contracts.flatMap((c) => c.rooms.flatMap((r) => r.devices)).find((d) => d.model === model);
    if (found === undefined) throw new Error(`no ${model}`);
    return expectOk(await get<MeterDetail>(`${V3}/smart-device/meter/detail`, { meterId: found.id }));
  };
  const wallet = async () => expectOk(await get<Wallet>('/tapp/v1/wallet/summary'));
  const withPassword = () => setPaymentPassword(world, PASSWORD);

  it('debits the wallet and credits an online meter by the same amount, on the ledger, once for a retried tap', async () => {
    await withPassword();
    const meter = await meterOf('device_meter');
    const before = await wallet();
    expect(before.availableFen).toBe(150_000);
    const key = requestId();
    const body = { meterId: meter.id, amount: '50', password: PASSWORD, requestKey: key };
    // a double tap: both answers are the one payment
    const [first, second] = await Promise.all([post<MeterBalancePayment>(PAY, body), post<MeterBalancePayment>(PAY, body)]);
    const payment = expectOk(first);
    expect(expectOk(second)).toEqual(payment);
    expect(payment).toMatchObject({ meterId: meter.id, amountFen: 5_000, walletBalanceAfterFen: 145_000, meterBalanceFen: meter.balanceFen + 5_000, awaitingWriteFen: 0 });
    // the answer lost and asked again later: still the first payment
    expect(expectOk(await post<MeterBalancePayment>(PAY, body))).toEqual(payment);
    expect((await wallet()).availableFen).toBe(145_000);
    expect((await meterOf('device_meter')).balanceFen).toBe(meter.balanceFen + 5_000);

    const movements = expectOk(await get<WalletMovementPage>('/tapp/v1/wallet/movements'));
    expect(movements.movements[0]).toMatchObject({ kind: 'meter_top_up', title: '电表充值', amountFen: -5_000, balanceAfterFen: 145_000 });
    const records = expectOk(await get<MeterChargeRecords>('/tapp/v1/intelligent/meter/charge-record', { meterId: meter.id }));
    expect(records.records[0]).toMatchObject({ id: payment.topUpId, amountFen: 5_000, status: 'credited' });
    const db = world.server.db;
    expect(db.prepare("SELECT COUNT(*) AS n FROM meter_topups WHERE paid_by = 'balance'").get()).toEqual({ n: 1 });
    // the wallet's ledger account gave the 50 元 to the account meter top-ups credit (退租清零 refunds from it)
    expect(db.prepare("SELECT e.account, e.amount_fen AS fen FROM ledger_movements m JOIN ledger_entries e ON e.movement_id = m.id WHERE m.idem_key = ? ORDER BY e.account").all(`wallet:meter_topup:${payment.topUpId}`)).toEqual([
      { account: 'orders:meter_topup', fen: -5_000 },
      { account: `tenant:${demoUsers.tenant.id}:wallet`, fen: 5_000 },
    ]);
    expect(-accountBalance(db, `tenant:${demoUsers.tenant.id}:wallet`)).toBe(145_000);
    expect(moneyInvariantProblems(db)).toEqual([]);

    // another key is another top-up
    const again = expectOk(await post<MeterBalancePayment>(PAY, { ...body, amount: 20, requestKey: requestId() }));
    expect(again.topUpId).not.toBe(payment.topUpId);
    expect(again).toMatchObject({ walletBalanceAfterFen: 143_000, meterBalanceFen: meter.balanceFen + 7_000 });
    expect(moneyInvariantProblems(db)).toEqual([]);
  });

  it("puts an offline meter's money in wait for its Bluetooth write, as a cashier-paid top-up", async () => {
    await withPassword();
    const hot = await meterOf('meter4');
    const payment = expectOk(await post<MeterBalancePayment>(PAY, { meterId: hot.id, amount: '30.00', password: PASSWORD, requestKey: requestId() }));
    expect(payment).toMatchObject({ amountFen: 3_000, meterBalanceFen: hot.balanceFen, awaitingWriteFen: 3_000, walletBalanceAfterFen: 147_000 });
    expect(await meterOf('meter4')).toMatchObject({ balanceFen: hot.balanceFen, pendingRechargeFen: 3_000 });
    const records = expectOk(await get<MeterChargeRecords>('/tapp/v1/intelligent/meter/charge-record', { meterId: hot.id }));
    expect(records.records[0]).toMatchObject({ id: payment.topUpId, status: 'awaiting_write' });
    // the relay writes exactly what waits: the command is for the 30 元
    expect((await post(`${V3}/smart-device/device/offlineChargeBalance`, { meterId: hot.id, amount: 30 })).body.errorCode).toBe('0');
    expect(moneyInvariantProblems(world.server.db)).toEqual([]);
  });

  it('refuses without moving money: no password set, a wrong one, 余额不足, bad amounts, a zeroed meter, a stranger', async () => {
    const meter = await meterOf('device_meter');
    const pay = (body: Record<string, unknown>, token = world.tenant) => post(PAY, { meterId: meter.id, amount: '50', password: PASSWORD, requestKey: requestId(), ...body }, token);
    expect((await pay({})).body).toMatchObject({ errorCode: 'WALLET_NO_PASSWORD', message: '请先设置支付密码' });
    await withPassword();
    expect((await pay({ password: '246801' })).body).toMatchObject({ errorCode: 'WALLET_PASSWORD_WRONG', message: '支付密码错误，还可输入4次' });
    expect((await pay({ amount: '1600' })).body).toMatchObject({ errorCode: 'WALLET_BALANCE_LOW', message: '余额不足，请选择其他支付方式' });
    expect((await pay({ amount: '9.99' })).body).toMatchObject({ errorCode: 'METER_AMOUNT_TOO_LOW' });
    expect((await pay({ amount: '5000.01' })).body).toMatchObject({ errorCode: 'METER_AMOUNT_TOO_HIGH' });
    expect((await pay({ amount: 'abc' })).body.errorCode).not.toBe('0');
    expect((await pay({}, world.other)).body.errorCode).toMatch(/METER_NOT_FOUND|WALLET_NO_PASSWORD/);
    expect((await pay({ meterId: 'MEnothere' })).body.errorCode).toBe('METER_NOT_FOUND');
    expect((await wallet()).availableFen).toBe(150_000);
    expect((await meterOf('device_meter')).balanceFen).toBe(meter.balanceFen);
    expect(world.server.db.prepare("SELECT COUNT(*) AS n FROM meter_topups WHERE paid_by = 'balance'").get()).toEqual({ n: 0 });

    // 退租清零 done for this lease: no top-up of the meter, by the cashier or the balance
    expectOk(await post('/tenant-service/checkout/v1', { contractId: meter.contractId, expectCheckoutDate: addCalendarDays(chinaDate(world.clock.now()), 7) }));
    expectOk(await post(`${V3}/baozu/device/${meter.id}/meter-zero-balance-online`, {}));
    expect((await pay({})).body.errorCode).toBe('METER_ZEROED');
    expect(moneyInvariantProblems(world.server.db)).toEqual([]);
  });

  it('spends the balance exactly once when taps with many keys race for the last of it', async () => {
    await withPassword();
    const meter = await meterOf('device_meter');
    // 1,500 元 in the wallet, twenty taps of 100 元: fifteen pay, five are 余额不足, nothing below zero
    const answers = await Promise.all(Array.from({ length: 20 }, () => post<MeterBalancePayment>(PAY, { meterId: meter.id, amount: 100, password: PASSWORD, requestKey: requestId() })));
    expect(answers.filter((a) => a.body.errorCode === '0')).toHaveLength(15);
    expect(answers.filter((a) => a.body.errorCode === 'WALLET_BALANCE_LOW')).toHaveLength(5);
    expect((await wallet()).availableFen).toBe(0);
    expect((await meterOf('device_meter')).balanceFen).toBe(meter.balanceFen + 150_000);
    expect(moneyInvariantProblems(world.server.db)).toEqual([]);
  });
});
