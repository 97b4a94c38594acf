import { DEFAULT_WALLET_RULES } from '@aster/core-domain';
import { createWalletStore } from '../wallet/walletStore';
import { demoUsers } from './seed';
import { ManualClock, startTestServer } from '../testing/testServer';
import { MINUTE, VALID_ID_CARD, availableHouse, expectOk, houseAvailability, requestId, startBookingWorld, type BookingWorld } from '../bookings/testing/bookingWorld';

type Db = BookingWorld['server']['db'];

/** The demo tenant's seeded leases, over: the state in which an account may be cancelled. */
function endLeasesOf(db: Db, userId: number): void {
  db.prepare("UPDATE contracts SET status = 'checked_out' WHERE user_id = ? AND status IN ('awaiting_payment', 'to_move_in', 'renting', 'checkout_applied')").run(userId);
  db.prepare('UPDATE contract_bills SET paid_at = 0 WHERE paid_at IS NULL AND contract_id IN (SELECT id FROM contracts WHERE user_id = ?)').run(userId);
}

/** The tenant took the wallet's money out (the seed refunded a deposit to it): nothing is held for them any more. */
function emptyWalletOf(db: Db, userId: number): void {
  const wallet = createWalletStore({ db, clock: { now: () => Date.now() }, walletRules: DEFAULT_WALLET_RULES });
  const { availableFen } = wallet.summary(userId);
  if (availableFen > 0) wallet.move(userId, { kind: 'withdrawal', title: '提现', amountFen: -availableFen, key: `test-empty-${userId}`, counterAccount: 'operator:bank' });
}

// Issue 16 item 7 and issue 11's user_cancel: contracts of a cancelled account.
describe('account log-out with contracts', () => {
  it('is refused while a signed lease is not over, then voids the unsigned ones and keeps only masked names and ID numbers', async () => {
    const server = await startTestServer();
    try {
      const userId = demoUsers.tenant.id;
      const token = await server.loginByPhone(demoUsers.tenant.mobile);
      const contracts = () => server.db.prepare('SELECT contract_no, status, tenant_name, tenant_id_number FROM contracts WHERE user_id = ? ORDER BY contract_no').all(userId) as {
        contract_no: string;
        status: string;
        tenant_name: string;
        tenant_id_number: string | null;
      }[];
      const before = contracts();
      expect(before.some((contract) => contract.status === 'renting')).toBe(true);

      const refused = await server.call('POST', '/tapp/v2/account/log-out', { token, body: { code: '000000' } });
      // Each lease not over is named, with its house.
      expect(refused.body.errorCode).toBe('ACCOUNT_CANCEL_BLOCKED');
      expect(refused.body.message).toMatch(/^暂时无法注销账号：合同HTDEMO\d+（[^）]+）的租约尚未结束，请先办理退租/);
      expect(contracts()).toEqual(before);

      // A bill due and unpaid stands in the way with the bill centre's own figure: an overdue rent with its late fee to
      // the day (27 days late, 3 of grace: 24 x 0.05% of 1,234.56 = 14.81).
      server.db.prepare('UPDATE contract_bills SET paid_at = 0 WHERE contract_id IN (SELECT id FROM contracts WHERE user_id = ?)').run(userId);
      const rent = server.db
        .prepare("SELECT b.id FROM contract_bills b JOIN contracts c ON c.id = b.contract_id WHERE c.user_id = ? AND c.status = 'renting' AND b.kind = 'rent' ORDER BY b.due_date LIMIT 1")
        .get(userId) as { id: number };
      server.db.prepare("UPDATE contract_bills SET paid_at = NULL, amount_fen = 123456, due_date = '2026-11-01' WHERE id = ?").run(rent.id);
      const owing = await server.call('POST', '/tapp/v2/account/log-out', { token, body: { code: '000000' } });
      // And the deposit the seed refunded to the wallet: money held for the tenant.
      expect(owing.body.message).toMatch(/；合同HTDEMO\d+有1笔未缴账单，共¥1,249.37，请先缴清；钱包中还有余额，请先提现$/);
      expect((await server.call<{ amount: string; status: string }>('GET', `/tapp/v1/bill/${rent.id}`, { token })).body.data).toMatchObject({ amount: '1249.37', status: 'overdue' });

      // Once the lease is over its unpaid bill is closed, in the bill centre and here alike: the checkout settles it.
      server.db.prepare("UPDATE contracts SET status = 'checked_out' WHERE user_id = ? AND status IN ('awaiting_payment', 'to_move_in', 'renting', 'checkout_applied')").run(userId);
      expect((await server.call<{ status: string }>('GET', `/tapp/v1/bill/${rent.id}`, { token })).body.data?.status).toBe('closed');
      expect((await server.call('POST', '/tapp/v2/account/log-out', { token, body: { code: '000000' } })).body.message).toBe('暂时无法注销账号：钱包中还有余额，请先提现');

      endLeasesOf(server.db, userId);
      emptyWalletOf(server.db, userId);
      server.db.prepare("INSERT INTO contract_signatures (contract_id, user_id, png, sha256, created_at) SELECT id, user_id, x'89504e47', 'test', 0 FROM contracts WHERE user_id = ? LIMIT 1").run(userId);
      expect((await server.cancelAccount(token, demoUsers.tenant.mobile)).errorCode).toBe('0');

      const after = contracts();
      expect(after.map((contract) => contract.status)).not.toContain('pre_created');
      expect(after.map((contract) => contract.status)).not.toContain('awaiting_sign');
      for (const contract of after) {
        expect(contract.tenant_name).not.toBe(before.find((earlier) => earlier.contract_no === contract.contract_no)?.tenant_name);
        if (contract.tenant_id_number !== null) expect(contract.tenant_id_number).toContain('*');
      }
      expect(server.db.prepare('SELECT COUNT(*) AS n FROM contract_signatures WHERE user_id = ?').get(userId)).toEqual({ n: 0 });
    } finally {
      await server.close();
    }
  });
});

// Issue 16 item 7: account cancellation kept the full ID number, the contacts and the booked viewings.
describe('account log-out', () => {
  it('erases the person info and masks the viewings, calling off the booked ones', async () => {
    const server = await startTestServer();
    try {
      const userId = demoUsers.unverified.id;
      const token = await server.loginByPhone(demoUsers.unverified.mobile);
      server.db.prepare(`INSERT INTO person_info (user_id, name, id_type, id_number, email, emergency_contact_name, emergency_contact_phone, updated_at)
        VALUES (?, '王小明', 'id_card', '11010519491231002X', 'w@example.com', '王大明', '13912345678', 0)`).run(userId);
      const viewing = server.db.prepare(`INSERT INTO viewings (user_id, house_id, request_id, date, time_slot, contact_name, contact_phone, note, status, slot_ends_at, created_at)
        VALUES (?, ?, ?, '2026-12-01', '10:00-11:00', '王小明', '13900139000', '带宠物', ?, 0, 0)`);
      viewing.run(userId, 'h000001', 'r1', 'booked');
      viewing.run(userId, 'h000002', 'r2', 'completed');

      expect((await server.cancelAccount(token, demoUsers.unverified.mobile)).errorCode).toBe('0');

      expect(server.db.prepare('SELECT COUNT(*) AS n FROM person_info WHERE user_id = ?').get(userId)).toEqual({ n: 0 });
      const rows = server.db.prepare('SELECT request_id, status, contact_name, contact_phone, note FROM viewings WHERE user_id = ? ORDER BY request_id').all(userId);
      expect(rows).toEqual([
        { request_id: 'r1', status: 'cancelled', contact_name: '已注销用户', contact_phone: '139****9000', note: '' },
        { request_id: 'r2', status: 'completed', contact_name: '已注销用户', contact_phone: '139****9000', note: '' },
      ]);
      const dump = JSON.stringify(server.db.prepare('SELECT * FROM viewings').all()) + JSON.stringify(server.db.prepare('SELECT * FROM users WHERE id = ?').get(userId));
      for (const secret of ['11010519491231002X', '13912345678', demoUsers.unverified.mobile]) expect(dump).not.toContain(secret);
    } finally {
      await server.close();
    }
  });
});

// Issue 16 item 7: the reservations stayed open (holding their rooms) and kept the signer's name.
describe('account log-out with open reservations', () => {
  let world: BookingWorld;
  beforeEach(async () => {
    world = await startBookingWorld();
  });
  afterEach(() => world.server.close());

  const reserveAndSign = async (skip: number) => {
    const house = availableHouse(world.server, skip);
    const body = { houseId: house.id, checkInDate: house.checkInDate, leaseMonths: 12, requestId: requestId() };
    const reservation = expectOk(await world.server.call<{ id: string }>('POST', '/tapp/v2/aster/reservations', { token: world.tenant, body }));
    const order = expectOk(await world.server.call<{ orderNo: string }>('POST', `/tapp/v2/aster/reservations/${reservation.id}/sign`, { token: world.tenant, body: { agreed: true } }));
    return { house, reservation, order };
  };
  const row = (id: string) => world.server.db.prepare('SELECT status, signer_name FROM reservations WHERE id = ?').get(Number(id));
  const order = (orderNo: string) => world.server.db.prepare('SELECT status, refunded_at IS NOT NULL AS refunded FROM pay_orders WHERE order_no = ?').get(orderNo);

  it('cancels the unpaid ones, refunds the paid ones, frees their rooms and keeps no signer name', async () => {
    const person = { name: '张三', idType: 'id_card', idNumber: VALID_ID_CARD, email: 'z@example.com', emergencyContactName: '李四', emergencyContactPhone: '13912345678' };
    expectOk(await world.server.call('POST', '/tapp/v2/aster/person-info', { token: world.tenant, body: person }));
    const unpaid = await reserveAndSign(0);
    const paid = await reserveAndSign(1);
    const prepay = expectOk(await world.server.call<{ package: string }>('POST', `/tapp/v1/pay/orders/${paid.order.orderNo}/prepay`, { token: world.tenant, body: { channel: 'wechat', attemptKey: requestId() } }));
    // The provider answers in its own shape, not the app's envelope.
    expect((await world.server.call('POST', '/provider/wechat/pay', { body: { prepayId: prepay.package.replace('prepay_id=', ''), outcome: 'success' } })).body).toMatchObject({ charged: true });
    expect(row(paid.reservation.id)).toMatchObject({ status: 'paid' });
    expect(houseAvailability(world.server, paid.house.id)).toBe('reserved');

    endLeasesOf(world.server.db, demoUsers.tenant.id);
    emptyWalletOf(world.server.db, demoUsers.tenant.id);
    expect((await world.server.cancelAccount(world.tenant, demoUsers.tenant.mobile)).errorCode).toBe('0');

    expect(row(unpaid.reservation.id)).toEqual({ status: 'cancelled', signer_name: '已注销用户' });
    expect(order(unpaid.order.orderNo)).toEqual({ status: 'closed', refunded: 0 });
    expect(row(paid.reservation.id)).toEqual({ status: 'refunded', signer_name: '已注销用户' });
    expect(order(paid.order.orderNo)).toEqual({ status: 'paid', refunded: 1 });
    expect(houseAvailability(world.server, paid.house.id)).toBe('available');
    // Both rooms can be reserved by someone else at once.
    for (const { house } of [unpaid, paid]) {
      const body = { houseId: house.id, checkInDate: house.checkInDate, leaseMonths: 12, requestId: requestId() };
      expect((await world.server.call('POST', '/tapp/v2/aster/reservations', { token: world.other, body })).body.errorCode).toBe('0');
    }
  });
});

// Issue 46: one confirm, no SMS, no cooling-off period.
describe('account log-out with an SMS code and a cooling-off period', () => {
  const DAY = 24 * 60 * MINUTE;
  const mobile = demoUsers.unverified.mobile;

  it('asks for a code of its own purpose, waits 7 days the tenant may undo, then erases the account at their next call', async () => {
    // 2026-11-28 10:00 China time.
    const clock = new ManualClock(Date.parse('2026-11-28T10:00:00+08:00'));
    // Sessions outlive the days this test moves through.
    const server = await startTestServer({ clock, sessionTtlMs: 60 * DAY });
    try {
      const token = await server.loginByPhone(mobile);
      const smsCode = async () => (await server.call<{ code: string }>('GET', '/__dev/sms-code', { query: { mobile } })).body.data?.code ?? '';
      const check = async () => expectOk(await server.call<{ allowed: boolean; pending: unknown }>('GET', '/tapp/v1/identity/account-cancel-check', { token }));
      const logOut = (code?: string) => server.call('POST', '/tapp/v2/account/log-out', { token, ...(code === undefined ? {} : { body: { code } }) });
      expect(await check()).toMatchObject({ allowed: true, pending: null });

      expect((await logOut()).body.errorCode).toBe('PARAM_INVALID');
      // The login code of the same phone, right and unspent, cancels nothing.
      clock.advance(2 * MINUTE);
      expectOk(await server.call('GET', '/tapp/v1/verify-code/send-code', { query: { mobile, companyId: '0', type: 0 }, token }));
      expect((await logOut(await smsCode())).body.errorCode).toBe('SMS_CODE_WRONG');

      expect(expectOk(await server.call('POST', '/tapp/v1/account-cancel/send-code', { token }))).toEqual({ mobileMasked: '139****9000' });
      const code = await smsCode();
      expect((await logOut(String((Number(code) + 1) % 1_000_000).padStart(6, '0'))).body.errorCode).toBe('SMS_CODE_WRONG');
      const pending = expectOk(await logOut(code));
      expect(pending).toEqual({ appliedAt: '2026-11-28T10:02:00+08:00', cancelsOn: '2026-12-05' });
      expect(await check()).toMatchObject({ pending: { cancelsOn: '2026-12-05' } });
      // Asked once: no second code, and the same request answered again.
      expect((await server.call('POST', '/tapp/v1/account-cancel/send-code', { token })).body).toMatchObject({ errorCode: 'ACCOUNT_CANCEL_PENDING' });
      expect(expectOk(await logOut(code))).toEqual(pending);

      // 撤销注销: the account stays as it was.
      expectOk(await server.call('POST', '/tapp/v1/account-cancel/revoke', { token }));
      expect(await check()).toMatchObject({ pending: null });
      clock.advance(8 * DAY);
      expect((await server.call('GET', '/common/v1/user-setting/user-info', { token })).body.errorCode).toBe('0');

      expectOk(await server.call('POST', '/tapp/v1/account-cancel/send-code', { token }));
      expect(expectOk(await logOut(await smsCode()))).toMatchObject({ cancelsOn: '2026-12-13' });
      // Logging in during the cooling-off period says so.
      clock.advance(7 * DAY - 3 * MINUTE);
      expectOk(await server.call('GET', '/tapp/v1/verify-code/send-code', { query: { mobile, companyId: '0', type: 0 }, token }));
      const login = expectOk(await server.call<{ accountCancel: unknown }>('POST', '/common/v2/login', { body: { mobile, code: await smsCode(), companyId: '0', type: 0 } }));
      expect(login.accountCancel).toEqual({ appliedAt: '2026-12-06T10:02:00+08:00', cancelsOn: '2026-12-13' });
      expect((await server.call('GET', '/common/v1/user-setting/user-info', { token })).body.errorCode).toBe('0');

      // Due at 2026-12-13 10:02, the minute it was asked for seven days before.
      clock.advance(4 * MINUTE);
      expect((await server.call('GET', '/common/v1/user-setting/user-info', { token })).status).toBe(401);
      expect(server.db.prepare('SELECT mobile, status FROM users WHERE id = ?').get(demoUsers.unverified.id)).toEqual({ mobile: null, status: 'cancelled' });
      expect(server.db.prepare('SELECT COUNT(*) AS n FROM account_cancel_requests').get()).toEqual({ n: 0 });
    } finally {
      await server.close();
    }
  });

  it('is carried out by the sweep for a tenant who never comes back, and dropped when something blocks it by then', async () => {
    const clock = new ManualClock(Date.parse('2026-11-28T10:00:00+08:00'));
    const server = await startTestServer({ clock, sessionTtlMs: 60 * DAY, config: { limits: { accountCancelSweepMs: 50 } } });
    try {
      const token = await server.loginByPhone(mobile);
      const tenantToken = await server.loginByPhone(demoUsers.tenant.mobile);
      expectOk(await server.call('POST', '/tapp/v1/account-cancel/send-code', { token }));
      const code = (await server.call<{ code: string }>('GET', '/__dev/sms-code', { query: { mobile } })).body.data?.code ?? '';
      expectOk(await server.call('POST', '/tapp/v2/account/log-out', { token, body: { code } }));
      // The demo tenant's request is written as if asked when nothing blocked it; a lease blocks it when it falls due.
      server.db.prepare('INSERT INTO account_cancel_requests (user_id, applied_at, cancel_at) VALUES (?, ?, ?)').run(demoUsers.tenant.id, clock.now(), clock.now() + 7 * DAY);
      const status = (id: number) => (server.db.prepare('SELECT status FROM users WHERE id = ?').get(id) as { status: string }).status;
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(status(demoUsers.unverified.id)).toBe('active');

      clock.advance(7 * DAY);
      for (let tries = 0; tries < 100 && status(demoUsers.unverified.id) !== 'cancelled'; tries += 1) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(status(demoUsers.unverified.id)).toBe('cancelled');
      expect(status(demoUsers.tenant.id)).toBe('active');
      expect(expectOk(await server.call('GET', '/tapp/v1/identity/account-cancel-check', { token: tenantToken }))).toMatchObject({ allowed: false, pending: null });
    } finally {
      await server.close();
    }
  });
});
