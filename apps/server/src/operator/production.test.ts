import path from 'node:path';
import { simulatedProviders, type Providers } from '../outside/providers';
import { devFlagsFor } from '../production';
import { removeDir, startTestServer, tempDir } from '../testing/testServer';
import { runOperatorCli } from './cli';
import { OPERATOR_TOKEN_HEADER } from './roles';

jest.setTimeout(60_000);

/** Every slot filled by an adapter that says it is real (as src/production.test.ts builds them). */
function realProviders(): Providers {
  const simulated = simulatedProviders({ log: () => undefined });
  return Object.fromEntries(Object.entries(simulated).map(([slot, adapter]) => [slot, { ...adapter, simulated: false }])) as unknown as Providers;
}

/** The CLI on `dbPath`, its lines collected; the password as if typed on stdin unless the environment gives one. */
async function cli(dbPath: string, args: string[], stdin = '', env: Record<string, string> = {}) {
  const lines: string[] = [];
  const status = await runOperatorCli(args, { env: { ASTER_DB: dbPath, ...env }, readPassword: () => Promise.resolve(stdin), out: (line) => lines.push(line) });
  return { status, lines };
}

describe('the operator API in production (issue 39): accounts from the CLI, no seed, no dev route', () => {
  let dir: string;
  beforeEach(() => {
    dir = tempDir();
  });
  afterEach(() => removeDir(dir));

  it('makes, lists, disables and re-enables accounts from the CLI, the password never on the command line', async () => {
    const db = path.join(dir, 'aster.db');
    expect(await cli(db, ['add', 'li.cashier', 'finance'], 'short')).toEqual({ status: 1, lines: ['密码须为12至128个字符'] });
    expect(await cli(db, ['add', 'li.cashier', 'treasurer'], 'a-long-enough-password')).toMatchObject({ status: 1 });
    expect(await cli(db, ['add', 'Li Cashier', 'finance'], 'a-long-enough-password')).toMatchObject({ status: 1 });
    expect(await cli(db, ['add', 'li.cashier', 'finance'], 'a-long-enough-password')).toEqual({ status: 0, lines: ['已创建运营账号 li.cashier（财务）'] });
    expect(await cli(db, ['add', 'li.cashier', 'manager'], 'a-long-enough-password')).toEqual({ status: 1, lines: ['运营账号 li.cashier 已存在'] });
    expect(await cli(db, ['add', 'wang.fix', 'maintenance'], '', { ASTER_OPERATOR_PASSWORD: 'from-the-environment' })).toMatchObject({ status: 0 });
    expect(await cli(db, ['disable', 'wang.fix'])).toEqual({ status: 0, lines: ['已停用 wang.fix，其登录会话已全部退出'] });
    expect(await cli(db, ['list'])).toEqual({ status: 0, lines: ['li.cashier\t财务\t启用', 'wang.fix\t维修\t已停用'] });
    expect(await cli(db, ['enable', 'wang.fix'])).toEqual({ status: 0, lines: ['已启用 wang.fix'] });
    expect(await cli(db, ['disable', 'nobody'])).toEqual({ status: 1, lines: ['运营账号 nobody 不存在'] });
    expect(await cli(db, ['remove', 'li.cashier'])).toMatchObject({ status: 1 });
  });

  it('serves the operator API on a production start, with accounts made by the CLI and without any /__dev route', async () => {
    const dbPath = path.join(dir, 'aster.db');
    await cli(dbPath, ['add', 'li.cashier', 'finance'], 'a-long-enough-password');
    const server = await startTestServer({ mode: 'production', dbPath, devFlags: devFlagsFor('production', {}), providers: realProviders() });
    try {
      expect(server.routes.filter((route) => route.url.startsWith('/__dev'))).toEqual([]);
      expect(server.routes.map((route) => `${route.method} ${route.url}`)).toEqual(
        expect.arrayContaining(['POST /operator/v1/login', 'POST /operator/v1/transfers/confirm/:id', 'POST /operator/v1/work-orders/advance/:id', 'GET /operator/v1/audit']),
      );
      // production seeds no operator: the demo accounts do not exist
      expect((await server.call('POST', '/operator/v1/login', { body: { username: 'demo-manager', password: 'aster-demo-manager' } })).body.errorCode).toBe('OPERATOR_LOGIN_WRONG');
      const login = await server.call<{ token: string }>('POST', '/operator/v1/login', { body: { username: 'li.cashier', password: 'a-long-enough-password' } });
      const token = login.body.data?.token ?? '';
      const headers = { [OPERATOR_TOKEN_HEADER]: token };
      expect((await server.call('GET', '/operator/v1/transfers', { headers })).body).toMatchObject({ errorCode: '0', data: { items: [], next: null } });
      expect((await server.call('POST', '/operator/v1/transfers/confirm/42', { headers, body: {} })).body.errorCode).toBe('TRANSFER_NOT_FOUND');
      expect((await fetch(new URL('/__dev/bills/transfers/42/confirm', server.baseUrl), { method: 'POST' })).status).toBe(404);

      // disabled from the CLI while the server runs: the session ends at once
      await cli(dbPath, ['disable', 'li.cashier']);
      expect((await server.call('GET', '/operator/v1/me', { headers })).status).toBe(401);
      expect((await server.call('POST', '/operator/v1/login', { body: { username: 'li.cashier', password: 'a-long-enough-password' } })).body.errorCode).toBe('OPERATOR_DISABLED');
    } finally {
      await server.close();
    }
  });
});
