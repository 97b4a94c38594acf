import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { demoUsers } from './auth/seed';
import { parseServerConfig } from './config';
import { devFlagsFor, productionProblems } from './production';
import { simulatedProviders, type Providers } from './outside/providers';
import { removeDir, startTestServer, tempDir } from './testing/testServer';

jest.setTimeout(60_000);

/** Starts src/main.ts as a host would, with only the variables given; answers its exit status and what it wrote. */
function startMain(variables: Record<string, string>) {
  const dir = tempDir();
  try {
    const { PATH, HOME } = process.env;
    return spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: path.resolve(__dirname, '..'),
      env: { PATH, HOME, PORT: '0', ASTER_DB: path.join(dir, 'aster.db'), ...variables },
      encoding: 'utf8',
      timeout: 30_000,
    });
  } finally {
    removeDir(dir);
  }
}

/** Every slot filled by an adapter that says it is real (what providersFromEnv builds from a complete environment). */
function realProviders(): Providers {
  const simulated = simulatedProviders({ log: () => undefined });
  return Object.fromEntries(Object.entries(simulated).map(([slot, adapter]) => [slot, { ...adapter, simulated: false }])) as unknown as Providers;
}

describe('the production start (issue 39)', () => {
  it('refuses a start without ASTER_ENV, so a host that forgot it never runs as a demo', () => {
    const started = startMain({});
    expect(started.status).toBe(1);
    expect(started.stderr).toContain('ASTER_ENV must be one of production, demo, development, test');
  });

  it('refuses a production start without settings and names every missing one in one message', () => {
    const started = startMain({ ASTER_ENV: 'production' });
    expect(started.status).toBe(1);
    expect(started.stderr).toContain('Refusing to start (ASTER_ENV=production)');
    // The merchant key only signs the simulator's notifies: real gateways need none.
    expect(started.stderr).not.toContain('ASTER_MERCHANT_KEY');
    for (const named of ['ASTER_POW_HMAC_KEY is required', 'ASTER_PUBLIC_ORIGIN is required', 'WeChat mini-program login', 'Alipay mini-program login', 'the SMS gateway', 'the real-name checks', 'WeChat Pay (API v3) would be simulated', 'Alipay payments would be simulated']) {
      expect(started.stderr).toContain(named);
    }
  });

  it('refuses development switches, an http origin and simulated providers in production', () => {
    const config = parseServerConfig({ publicOrigin: 'http://rent.example.com', powHmacKey: 'p'.repeat(32) });
    const problems = productionProblems({
      env: { ASTER_DEV_CODES: '1', ASTER_FAULTS: 'latency=10' },
      config,
      devFlags: devFlagsFor('production', {}),
      providers: { ...realProviders(), sms: simulatedProviders({ log: () => undefined }).sms },
    });
    expect(problems).toEqual([
      'ASTER_DEV_CODES is set: development switches are refused in production',
      'ASTER_FAULTS is set: development switches are refused in production',
      'ASTER_PUBLIC_ORIGIN must be https in production (got http://rent.example.com)',
      'the SMS gateway would be simulated: configure its settings (README, "Going to production")',
    ]);
  });

  it('has nothing to refuse once every setting is given and every provider is real', () => {
    const config = parseServerConfig({ publicOrigin: 'https://rent.example.com', powHmacKey: 'p'.repeat(32) });
    expect(productionProblems({ env: {}, config, devFlags: devFlagsFor('production', {}), providers: realProviders() })).toEqual([]);
  });

  it('gives production no dev flag and a demo only its demo logins', () => {
    expect(devFlagsFor('production', { ASTER_DEV_CODES: '1', ASTER_DEMO: '1' })).toEqual({ exposeCodes: false, faultHeader: false, demoLogins: false });
    expect(devFlagsFor('demo', {})).toEqual({ exposeCodes: false, faultHeader: false, demoLogins: true });
    expect(devFlagsFor('test', {})).toEqual({ exposeCodes: true, faultHeader: true, demoLogins: true });
  });

  it('serves a production database with no demo data, no dev route and no demo login', async () => {
    const dir = tempDir();
    const server = await startTestServer({ mode: 'production', dbPath: path.join(dir, 'aster.db'), devFlags: devFlagsFor('production', {}), providers: realProviders() });
    try {
      const seededUsers = server.db.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number };
      expect(seededUsers.n).toBe(0);
      expect(server.db.prepare('SELECT id FROM users WHERE mobile = ?').get(demoUsers.tenant.mobile)).toBeUndefined();
      expect(server.routes.filter((route) => route.url.startsWith('/__dev') || route.url.startsWith('/dev/'))).toEqual([]);
      // No simulated provider page: nobody pays by posting to /provider/* (issue 39's ¥50,000 top-up).
      expect(server.routes.filter((route) => route.url.startsWith('/provider'))).toEqual([]);
      expect((await fetch(`${server.baseUrl}/provider/wechat/pay`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status).toBe(404);
      const login = await server.call('POST', '/common/v2/login', { body: { openIdCode: 'demo-tenant', clientType: 1, companyId: '0' } });
      expect(login.body.errorCode).not.toBe('0');
    } finally {
      await server.close();
      removeDir(dir);
    }
  });
});
