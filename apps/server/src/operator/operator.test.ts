import type { BillDetail, BillList, BillTransfer } from '@aster/core-domain';
import { demoUsers } from '../auth/seed';
import { expectOk, requestId } from '../bookings/testing/bookingWorld';
import { accountBalance } from '../ledger/ledger';
import { ManualClock, startTestServer, type CallResult, type TestServer } from '../testing/testServer';
import { uploadTestPhoto } from '../uploads/testing';
import { OPERATOR_TOKEN_HEADER, type OperatorRole } from './roles';
import { DEMO_OPERATORS } from './seed';

const OP = '/operator/v1';
const LOCK_MINUTES = 10;
const MAX_WRONG = 3;

describe('the operator API over HTTP (issue 39): its own login, roles, the same actions as the dev routes, the audit log', () => {
  let server: TestServer;
  let clock: ManualClock;
  beforeEach(async () => {
    clock = new ManualClock(Date.UTC(2026, 10, 28, 2, 0, 0));
    server = await startTestServer({ clock, sessionTtlMs: 365 * 24 * 3600_000, config: { operator: { maxWrongPasswords: MAX_WRONG, lockMinutes: LOCK_MINUTES } } });
  });
  afterEach(() => server.close());

  const login = (username: string, password: string) => server.call<{ token: string; operator: { username: string; role: OperatorRole } }>('POST', `${OP}/login`, { body: { username, password } });
  const loginAs = async (role: OperatorRole) => expectOk(await login(DEMO_OPERATORS[role].username, DEMO_OPERATORS[role].password)).token;
  const asOperator = <T>(method: 'GET' | 'POST', path: string, token: string, options: { body?: unknown; query?: Record<string, string | number> } = {}): Promise<CallResult<T>> =>
    server.call<T>(method, `${OP}/${path}`, { ...options, headers: { [OPERATOR_TOKEN_HEADER]: token } });
  const auditRows = () =>
    server.db.prepare('SELECT a.action, a.target, a.body, a.outcome, o.username FROM operator_audit a LEFT JOIN operators o ON o.id = a.operator_id ORDER BY a.id').all() as {
      action: string;
      target: string | null;
      body: string | null;
      outcome: string;
      username: string | null;
    }[];

  it('logs an operator in with a token of their own, apart from tenant sessions, and out again', async () => {
    const answer = expectOk(await login('Demo-Finance', DEMO_OPERATORS.finance.password));
    expect(answer.operator).toEqual({ username: 'demo-finance', role: 'finance', roleText: '财务' });
    expect(expectOk(await asOperator('GET', 'me', answer.token))).toMatchObject({ username: 'demo-finance', role: 'finance' });

    // no token, a tenant's token, or the operator's token used as a tenant's: nobody
    const none = await server.call('GET', `${OP}/me`);
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ errorCode: 'OPERATOR_UNAUTHORIZED', data: null, message: '请先登录运营后台' });
    const tenant = await server.loginByPhone(demoUsers.tenant.mobile);
    expect((await asOperator('GET', 'me', tenant)).status).toBe(401);
    expect((await server.call('GET', '/common/v1/user-setting/user-info', { token: answer.token })).status).toBe(401);

    expect(expectOk(await asOperator('POST', 'logout', answer.token))).toBeNull();
    expect((await asOperator('GET', 'me', answer.token)).body.errorCode).toBe('OPERATOR_UNAUTHORIZED');
    expect(auditRows().map((row) => [row.action, row.username, row.outcome])).toEqual([
      ['login', 'demo-finance', 'ok'],
      ['logout', 'demo-finance', 'ok'],
    ]);
  });

  it('refuses a wrong password with the tries left, locks the name after the last one, and lets the right one in after the lock', async () => {
    const { username, password } = DEMO_OPERATORS.manager;
    expect((await login(username, 'not-the-password')).body).toMatchObject({ errorCode: 'OPERATOR_LOGIN_WRONG', message: `用户名或密码错误，还可尝试${MAX_WRONG - 1}次` });
    expect((await login(username, 'not-the-password')).body.errorCode).toBe('OPERATOR_LOGIN_WRONG');
    expect((await login(username, 'not-the-password')).body).toEqual({ errorCode: 'OPERATOR_LOCKED', data: null, message: `密码错误次数过多，请${LOCK_MINUTES}分钟后再试` });
    // locked: even the right password waits
    expect((await login(username, password)).body.errorCode).toBe('OPERATOR_LOCKED');
    clock.advance(LOCK_MINUTES * 60_000 + 1);
    expect(expectOk(await login(username, password)).operator.role).toBe('manager');

    // a name with no account answers and locks the same way, so a lock tells nothing about which names exist
    for (let i = 1; i < MAX_WRONG; i += 1) expect((await login('nobody-here', 'whatever-it-is')).body.errorCode).toBe('OPERATOR_LOGIN_WRONG');
    expect((await login('nobody-here', 'whatever-it-is')).body.errorCode).toBe('OPERATOR_LOCKED');

    // tries sent side by side are counted before scrypt: no more than the limit get a check
    const parallel = await Promise.all(Array.from({ length: 8 }, () => login(DEMO_OPERATORS.finance.username, 'wrong-wrong-wrong')));
    expect(parallel.filter((answer) => answer.body.errorCode === 'OPERATOR_LOGIN_WRONG').length).toBeLessThan(MAX_WRONG);
    expect((await login(DEMO_OPERATORS.finance.username, DEMO_OPERATORS.finance.password)).body.errorCode).toBe('OPERATOR_LOCKED');

    // bounded input, never echoed
    expect((await login('x'.repeat(200), 'p')).body.errorCode).toBe('PARAM_INVALID');
    expect((await login(username, 'p'.repeat(129))).body.errorCode).toBe('PARAM_INVALID');
    expect(JSON.stringify(auditRows())).not.toContain('not-the-password');
  });

  it('locks out a client address that sprays wrong passwords over many names, and keeps no name without an account', async () => {
    const spray = await startTestServer({ clock, trustProxy: true, config: { operator: { maxWrongPasswordsPerAddress: 3 } } });
    try {
      const from = (ip: string, username: string, password: string) => spray.call('POST', `${OP}/login`, { body: { username, password }, headers: { 'x-forwarded-for': ip } });
      for (const name of ['alice', 'bob', 'carol']) expect((await from('10.0.0.1', name, 'Spring2026!')).body.errorCode).toBe('OPERATOR_LOGIN_WRONG');
      expect((await from('10.0.0.1', DEMO_OPERATORS.finance.username, DEMO_OPERATORS.finance.password)).body.errorCode).toBe('OPERATOR_LOCKED');
      expect((await from('10.0.0.2', DEMO_OPERATORS.finance.username, DEMO_OPERATORS.finance.password)).body.errorCode).toBe('0');
      const rows = spray.db.prepare("SELECT target, outcome, ip FROM operator_audit WHERE action = 'login' ORDER BY id").all();
      expect(rows).toEqual([
        { target: null, outcome: 'OPERATOR_LOGIN_WRONG', ip: '10.0.0.1' },
        { target: null, outcome: 'OPERATOR_LOGIN_WRONG', ip: '10.0.0.1' },
        { target: null, outcome: 'OPERATOR_LOGIN_WRONG', ip: '10.0.0.1' },
        { target: 'demo-finance', outcome: 'OPERATOR_LOCKED', ip: '10.0.0.1' },
        { target: 'demo-finance', outcome: 'ok', ip: '10.0.0.2' },
      ]);
    } finally {
      await spray.close();
    }
  });

  it('lets each role take its own actions and refuses the others with a 403 in Chinese, on the audit log', async () => {
    const finance = await loginAs('finance');
    const maintenance = await loginAs('maintenance');
    const manager = await loginAs('manager');
    const orders = expectOk(await asOperator<{ items: { id: string; status: string }[] }>('GET', 'work-orders', maintenance)).items;
    const order = orders[0];
    if (order === undefined) throw new Error('no work order waits');
    expect(order.status).toBe('submitted');

    const refused = await asOperator('POST', `work-orders/advance/${order.id}`, finance);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ errorCode: 'OPERATOR_FORBIDDEN', data: null, message: '您的岗位（财务）无权执行此操作' });
    expect((await asOperator('POST', 'transfers/confirm/1', maintenance)).body.message).toBe('您的岗位（维修）无权执行此操作');
    expect((await asOperator('POST', 'renewals/decide/1', finance, { body: { approve: true } })).status).toBe(403);
    expect((await asOperator('POST', 'talent-applications/move/1', maintenance, { body: { action: 'approve' } })).status).toBe(403);
    expect((await asOperator('GET', 'audit', finance)).status).toBe(403);
    expect((await asOperator('GET', 'transfers', maintenance)).status).toBe(403);

    // maintenance moves the work order as the dev route does; the tenant sees it
    expect(expectOk(await asOperator('POST', `work-orders/advance/${order.id}`, maintenance))).toEqual({ status: 'accepted' });
    expect(expectOk(await asOperator('POST', `work-orders/advance/${order.id}`, manager))).toEqual({ status: 'assigned' });
    expect((await asOperator('POST', 'work-orders/advance/999999', maintenance)).body.errorCode).not.toBe('0');
    expect((await asOperator('POST', 'work-orders/advance/not-a-number', maintenance)).body).toMatchObject({ errorCode: 'PARAM_INVALID' });
    // finance and the manager may take finance's actions (here on no such invoice: the store's own answer)
    expect((await asOperator('POST', 'invoices/issue/999999', finance)).body.errorCode).toBe('INVOICE_NOT_FOUND');
    expect((await asOperator('POST', 'invoices/issue/999999', manager)).body.errorCode).toBe('INVOICE_NOT_FOUND');
    // maintenance reports a lock's gateway by the lock's id
    const lock = server.db.prepare('SELECT device_id AS id FROM device_locks LIMIT 1').get() as { id: string };
    expect(expectOk(await asOperator('POST', `locks/gateway/${lock.id}`, maintenance, { body: { mode: 'offline' } }))).toEqual({ lockId: lock.id, mode: 'offline' });

    const audit = expectOk(await asOperator<{ entries: { action: string; operator: string | null; target: string | null; outcome: string }[]; next: number | null }>('GET', 'audit', manager, { query: { limit: 100 } }));
    const actions = audit.entries.filter((entry) => entry.action !== 'login').map((entry) => [entry.operator, entry.action, entry.target, entry.outcome]);
    expect(actions).toEqual(
      expect.arrayContaining([
        ['demo-finance', 'work-orders/advance', order.id, 'OPERATOR_FORBIDDEN'],
        ['demo-maintenance', 'work-orders/advance', order.id, 'ok'],
        ['demo-manager', 'work-orders/advance', order.id, 'ok'],
        ['demo-finance', 'invoices/issue', '999999', 'INVOICE_NOT_FOUND'],
        ['demo-maintenance', 'locks/gateway', lock.id, 'ok'],
      ]),
    );
    // newest first, a page at a time
    const page = expectOk(await asOperator<{ entries: { id: number }[]; next: number | null }>('GET', 'audit', manager, { query: { limit: 2 } }));
    expect(page.entries).toHaveLength(2);
    const after = expectOk(await asOperator<{ entries: { id: number }[] }>('GET', 'audit', manager, { query: { limit: 2, before: page.next ?? 0 } }));
    expect(after.entries[0]?.id).toBeLessThan(page.entries[1]?.id ?? 0);
  });

  it('allows every action to exactly its roles (the manager to all), on a record that does not exist', async () => {
    const tokens = { manager: await loginAs('manager'), finance: await loginAs('finance'), maintenance: await loginAs('maintenance') };
    const actions: [string, unknown, readonly OperatorRole[]][] = [
      ['transfers/confirm/999999', {}, ['manager', 'finance']],
      ['transfers/reject/999999', { reason: '未到账' }, ['manager', 'finance']],
      ['withdrawals/move/999999', { to: 'paid' }, ['manager', 'finance']],
      ['invoices/issue/999999', {}, ['manager', 'finance']],
      ['invoices/fail/999999', {}, ['manager', 'finance']],
      ['invoices/void/999999', {}, ['manager', 'finance']],
      ['checkouts/settle/999999', {}, ['manager', 'finance']],
      ['renewals/decide/999999', { approve: false }, ['manager']],
      ['talent-applications/move/999999', { action: 'approve' }, ['manager']],
      ['work-orders/advance/999999', {}, ['manager', 'maintenance']],
      ['locks/gateway/NO-SUCH-LOCK', { mode: 'online' }, ['manager', 'maintenance']],
      ['meters/water-allowances/NO-SUCH-METER', { litres: 10, reason: '赠送' }, ['manager', 'maintenance']],
    ];
    const wrong: string[] = [];
    for (const [path, body, allowed] of actions) {
      for (const role of ['manager', 'finance', 'maintenance'] as const) {
        const answer = await asOperator('POST', path, tokens[role], { body });
        const expected = allowed.includes(role) ? 200 : 403;
        // allowed: the store's own "not found", never a success, a refusal or a malformed body
        if (answer.status !== expected || (expected === 200 && ['0', 'PARAM_INVALID'].includes(answer.body.errorCode))) wrong.push(`${role} ${path}: ${answer.status} ${answer.body.errorCode}`);
      }
    }
    expect(wrong).toEqual([]);
    for (const [list, allowed] of [['transfers', 'finance'], ['withdrawals', 'finance'], ['invoices', 'finance'], ['checkouts', 'finance'], ['renewals', 'manager'], ['talent-applications', 'manager'], ['work-orders', 'maintenance']] as const) {
      expect((await asOperator('GET', list, tokens[allowed])).body.errorCode).toBe('0');
      expect((await asOperator('GET', list, tokens.manager)).body.errorCode).toBe('0');
      const other = allowed === 'maintenance' ? tokens.finance : tokens.maintenance;
      expect((await asOperator('GET', list, other)).status).toBe(403);
    }
  });

  it('pays a bill when finance confirms its bank transfer, the same workflow the dev route moves, with its audit row', async () => {
    const tenant = await server.loginByPhone(demoUsers.tenant.mobile);
    const { bills } = expectOk(await server.call<BillList>('GET', '/tapp/v1/bill/list', { token: tenant, query: { open: 1 } }));
    const bill = bills.find((candidate) => candidate.payable);
    if (bill === undefined) throw new Error('the demo tenant owes nothing');
    const receiptId = (await uploadTestPhoto(server.baseUrl, tenant, 'transfer_receipt')).body.data?.id;
    const sent = expectOk(await server.call<BillTransfer>('POST', `/tapp/v1/bill/${bill.id}/transfer`, { token: tenant, body: { receiptId, payerName: '张三', requestKey: requestId() } }));

    const finance = await loginAs('finance');
    const listed = await asOperator<{ items: { id: string; billId: string; reference: string }[] }>('GET', 'transfers', finance);
    expect(listed.headers.get('cache-control')).toBe('no-store');
    const waiting = expectOk(listed);
    expect(waiting.items).toEqual([expect.objectContaining({ id: sent.id, billId: bill.id, reference: expect.stringMatching(/^ZD\d{8}$/) })]);
    expect((await asOperator('GET', 'transfers', finance, { query: { status: 'pending' } })).body.errorCode).toBe('PARAM_INVALID');

    expect(expectOk(await asOperator<BillTransfer>('POST', `transfers/confirm/${sent.id}`, finance, { body: {} }))).toMatchObject({ id: sent.id, status: 'confirmed' });
    expect(expectOk(await server.call<BillDetail>('GET', `/tapp/v1/bill/${bill.id}`, { token: tenant }))).toMatchObject({ status: 'paid', transfer: { status: 'confirmed' } });
    expect(accountBalance(server.db, 'operator:bank')).toBe(Math.round(Number(bill.amount) * 100));
    expect((await asOperator('POST', `transfers/confirm/${sent.id}`, finance)).body.errorCode).toBe('TRANSFER_DECIDED');
    expect(expectOk(await asOperator<{ items: unknown[] }>('GET', 'transfers', finance)).items).toEqual([]);

    expect(auditRows().filter((row) => row.action === 'transfers/confirm')).toEqual([
      { action: 'transfers/confirm', target: sent.id, body: '{}', outcome: 'ok', username: 'demo-finance' },
      { action: 'transfers/confirm', target: sent.id, body: '{}', outcome: 'TRANSFER_DECIDED', username: 'demo-finance' },
    ]);
  });

  it('keeps the dev routes as thin callers of the same act (their audit rows name no operator), and bounds bodies', async () => {
    const order = server.db.prepare("SELECT id FROM work_orders WHERE status = 'submitted' ORDER BY id LIMIT 1").get() as { id: number };
    expect(expectOk(await server.call('POST', `/__dev/work-orders/${order.id}/advance`, { body: {} }))).toEqual({ status: 'accepted' });
    expect(auditRows().at(-1)).toEqual({ action: 'work-orders/advance', target: String(order.id), body: '{}', outcome: 'ok', username: null });

    const finance = await loginAs('finance');
    const long = await asOperator('POST', 'transfers/reject/1', finance, { body: { reason: '很'.repeat(20_000) } });
    expect(long.body).toMatchObject({ errorCode: 'PARAM_INVALID', message: '参数错误：请求内容过大' });
    expect((await asOperator('POST', 'transfers/reject/1', finance, { body: { reason: '' } })).body.errorCode).toBe('PARAM_INVALID');
    const unknown = await asOperator('GET', 'no-such-thing', finance);
    expect(unknown.status).toBe(404);
    expect(unknown.body.errorCode).toBe('404');
  });
});
