import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { REQUEST_HEADERS } from '@aster/core-api';
import { chinaDate } from '@aster/core-domain';
import Database from 'better-sqlite3';
import { demoUsers } from '../auth/seed';
import { TEST_POW_SETTINGS, solveProofOfWork } from '../testing/proofOfWorkSolver';
import { moneyInvariantProblems } from './ledger';

/**
 * The crash run of issue 16 item 1, shared by src/pay/crash.test.ts and bench.ts: the real server (src/main.ts in
 * its own process, on a SQLite file) takes bursts of payments through the provider's paths (WeChat and Alipay
 * sheets, the card checkout page, Alipay's delayed notify, double taps) and is killed with SIGKILL in the middle of
 * each; while it is down, a reservation whose 定金 was charged lapses (its pay_before passes, as 30 minutes of downtime
 * would). After the last restart, once reconciliation has run, the money invariants are read from the file.
 */

const SERVER_DIR = path.resolve(__dirname, '../..');
const TENANT = demoUsers.tenant.mobile;
const HEADERS = { platform: 'h5', companyId: '0' };

export interface CrashRunOptions {
  /** A fresh folder for the database file. */
  dir: string;
  /** Kills (each in the middle of a burst); the server is started once more at the end. */
  kills: number;
  /** Dev orders paid in each burst. */
  ordersPerBurst?: number;
  /** Longest wait, after the last restart, for reconciliation to leave nothing unsettled. */
  settleTimeoutMs?: number;
}

export interface CrashRunReport {
  kills: number;
  /** Provider calls answered before the kills (the rest died with the server). */
  providerCalls: number;
  /** From the ledger at the end. */
  charges: number;
  refunds: number;
  /** Reservations whose 定金 was charged, unconfirmed, when the server died, and that lapsed while it was down. */
  lapsedWhileDown: number;
  /** Refunds of charges whose order closed before they were confirmed (the lapsed reservations). */
  closedOrderRefunds: number;
  paidOrders: number;
  /** Broken money invariants after the last restart (empty: none). */
  problems: string[];
}

interface Envelope<T> {
  errorCode: string | number;
  data?: T;
  message?: string;
}

export interface RunningChild {
  child: ChildProcess;
  origin: string;
  exited: Promise<void>;
}

/** Starts src/main.ts with dev codes (to log in) and short pay timings, on a free port; resolves once it listens. */
export function startServer(dbFile: string): Promise<RunningChild> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      ASTER_DB: dbFile,
      ASTER_H5_DIR: path.join(path.dirname(dbFile), 'no-h5'),
      ASTER_ENV: 'development',
      LOG_LEVEL: 'warn',
      ASTER_PAY_RECONCILE_INTERVAL_MS: '250',
      ASTER_PAY_CONFIRM_AFTER_MS: '1000',
      ASTER_PAY_ATTEMPT_TTL_MS: '1500',
      ASTER_LIMIT_UNPAID_RESERVATIONS: '50',
      ASTER_POW_COST: String(TEST_POW_SETTINGS.powCost),
      ASTER_POW_MAX_NUMBER: String(TEST_POW_SETTINGS.powMaxNumber),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /(http:\/\/[^\s/]+)\/aster\//.exec(output);
      if (match?.[1]) resolve({ child, origin: match[1], exited });
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    child.once('exit', (code) => reject(new Error(`server exited (${String(code)}) before listening:\n${output}`)));
  });
}

export async function kill(running: RunningChild, signal: NodeJS.Signals): Promise<void> {
  running.child.kill(signal);
  await running.exited;
}

/** The tenant's side: API calls (envelope data, null on any failure) and the provider's sheets. */
export function client(origin: string, token = '') {
  const api = async <T>(method: 'GET' | 'POST', urlPath: string, body?: unknown): Promise<T | null> => {
    const response = await fetch(`${origin}${urlPath}`, {
      method,
      headers: { ...HEADERS, ...(token ? { token } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    }).catch(() => null);
    const envelope = response ? ((await response.json().catch(() => null)) as Envelope<T> | null) : null;
    return envelope && String(envelope.errorCode) === '0' ? (envelope.data as T) : null;
  };
  const provider = async (urlPath: string, body: Record<string, string>): Promise<boolean> => {
    const response = await fetch(`${origin}${urlPath}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).catch(() => null);
    return response?.ok === true && (await response.text().catch(() => null)) !== null;
  };
  const checkout = async (payUrl: string, outcome: string): Promise<boolean> => {
    const response = await fetch(payUrl, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `outcome=${outcome}` }).catch(() => null);
    return response?.status === 303;
  };
  /** The server's day in China from its HTTP Date header: what it checks a check-in date against, whatever this process's clock says. */
  const serverToday = async (): Promise<string> => {
    const stamp = (await fetch(origin, { method: 'HEAD' })).headers.get('date');
    if (stamp === null) throw new Error('crash run: the server answered without a Date header');
    return chinaDate(Date.parse(stamp));
  };
  return { api, provider, checkout, serverToday };
}

export async function login(origin: string): Promise<string> {
  const { api } = client(origin);
  const image = await api<{ captchaId: string }>('GET', '/tapp/v1/verify-code/code-image');
  const captcha = await api<{ code: string }>('GET', `/__dev/captcha-code?captchaId=${image?.captchaId ?? ''}`);
  const query = new URLSearchParams({ mobile: TENANT, code: captcha?.code ?? '', companyId: '0', type: '0', uniqueId: image?.captchaId ?? '' });
  const proofOfWork = await solveProofOfWork(await api('GET', '/tapp/v1/verify-code/pow-challenge'));
  await fetch(`${origin}/tapp/v1/verify-code/verify-send-code?${query.toString()}`, { headers: { ...HEADERS, [REQUEST_HEADERS.proofOfWork]: proofOfWork } });
  const sms = await api<{ code: string }>('GET', `/__dev/sms-code?mobile=${TENANT}`);
  const session = await api<{ token: string }>('POST', '/common/v2/login', { mobile: TENANT, code: sms?.code, companyId: '0', type: 0 });
  if (!session) throw new Error('crash run: the demo tenant could not log in');
  return session.token;
}

/** The payment password set as a tenant sets it: the wallet's SMS code, its ticket, then the password. */
export async function setPaymentPassword(origin: string, token: string, password: string): Promise<void> {
  const { api } = client(origin, token);
  await api('POST', '/tapp/v1/wallet/password/send-code', {});
  const sms = await api<{ code: string }>('GET', `/__dev/sms-code?mobile=${TENANT}`);
  const checked = await api<{ resetTicket: string }>('POST', '/tapp/v1/wallet/password/check-code', { code: sms?.code });
  if ((await api('POST', '/tapp/v1/wallet/password', { password, resetTicket: checked?.resetTicket })) === null) throw new Error('crash run: the payment password could not be set');
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

/** One tap on 支付 for an order, through a random channel and outcome, sometimes tapped twice. */
async function payOnce(origin: string, token: string, orderNo: string, amount: string, calls: { n: number }): Promise<void> {
  const { api, provider, checkout } = client(origin, token);
  const attemptKey = `crash-${orderNo}-${Math.random().toString(36).slice(2, 12)}`;
  const channel = pick(['wechat', 'alipay', 'baofoo'] as const);
  const twice = Math.random() < 0.25;
  const count = (ok: boolean) => {
    if (ok) calls.n += 1;
  };
  if (channel === 'baofoo') {
    const page = await api<{ payUrl: string }>('POST', '/tapp/v1/order/pay-baofoo', { paySubChannel: 'online', subAccountType: 'rent', tradeId: orderNo, amount, returnUrl: '/aster/', attemptKey });
    if (!page) return;
    const outcome = pick(['success', 'success', 'cancel', 'fail']);
    await Promise.all([checkout(page.payUrl, outcome), twice ? checkout(page.payUrl, 'success') : Promise.resolve(false)].map((call) => call.then(count)));
    return;
  }
  const params = await api<{ package?: string; tradeNO?: string }>('POST', `/tapp/v1/pay/orders/${orderNo}/prepay`, { channel, attemptKey });
  if (!params) return;
  const send = (outcome: string) =>
    channel === 'wechat'
      ? provider('/provider/wechat/pay', { prepayId: (params.package ?? '').replace('prepay_id=', ''), outcome })
      : provider('/provider/alipay/pay', { tradeNO: params.tradeNO ?? '', outcome });
  const outcome = channel === 'wechat' ? pick(['success', 'success', 'cancel', 'fail']) : pick(['success', 'pending', 'pending', 'cancel', 'fail']);
  await Promise.all([send(outcome), twice ? send('success') : Promise.resolve(false)].map((call) => call.then(count)));
}

/** A reservation signed and its 定金 charged through Alipay's pending path (its notify is 1.5 s away). */
async function chargedReservation(origin: string, token: string, db: Database.Database): Promise<number | null> {
  const { api, provider, serverToday } = client(origin, token);
  const today = await serverToday();
  const house = db
    .prepare("SELECT id FROM houses WHERE availability = 'available' AND available_from <= ? AND id NOT IN (SELECT house_id FROM reservations) ORDER BY id LIMIT 1")
    .get(today) as { id: string } | undefined;
  if (!house) return null;
  const reservation = await api<{ id: string }>('POST', '/tapp/v2/aster/reservations', { houseId: house.id, checkInDate: today, leaseMonths: 12, requestId: `crash-${Math.random().toString(36).slice(2)}` });
  const order = reservation ? await api<{ orderNo: string }>('POST', `/tapp/v2/aster/reservations/${reservation.id}/sign`, { agreed: true }) : null;
  const params = order ? await api<{ tradeNO?: string }>('POST', `/tapp/v1/pay/orders/${order.orderNo}/prepay`, { channel: 'alipay', attemptKey: `crash-${order.orderNo}` }) : null;
  if (!reservation || !params?.tradeNO) return null;
  return (await provider('/provider/alipay/pay', { tradeNO: params.tradeNO, outcome: 'pending' })) ? Number(reservation.id) : null;
}

export async function runPaymentCrash(options: CrashRunOptions): Promise<CrashRunReport> {
  const dbFile = path.join(options.dir, 'aster.db');
  const ordersPerBurst = options.ordersPerBurst ?? 12;
  const calls = { n: 0 };
  let lapsedWhileDown = 0;
  let token = '';
  let running: RunningChild | null = null;
  try {
    for (let run = 0; run < options.kills; run += 1) {
      running = await startServer(dbFile);
      const { origin } = running;
      if (token === '') {
        token = await login(origin);
        await client(origin, token).api('POST', '/tapp/v2/aster/person-info', { name: '张三', idType: 'id_card', idNumber: '11010519491231002X' });
      }
      const { api } = client(origin, token);
      const orders = await Promise.all(
        Array.from({ length: ordersPerBurst }, (_unused, index) => api<{ orderNo: string; amount: string }>('POST', '/dev/pay/orders', { userId: demoUsers.tenant.id, amount: `${10 + index}.${run}8`, subject: `崩溃测试 ${run}-${index}` })),
      );
      // Two 定金 charged just before the burst, their notifies still on the way when the server dies.
      const reader = new Database(dbFile);
      const lapsing = await chargedReservation(origin, token, reader);
      await chargedReservation(origin, token, reader);
      reader.close();
      const burst = orders.flatMap((order) => (order ? [payOnce(origin, token, order.orderNo, order.amount, calls).catch(() => undefined)] : []));
      await delay(20 + Math.random() * 200);
      await kill(running, 'SIGKILL');
      running = null;
      await Promise.all(burst);
      // Down long enough for one of them to lapse (as 30 minutes would); the other is paid after the restart.
      const down = new Database(dbFile);
      if (lapsing !== null && down.prepare("UPDATE reservations SET pay_before = 0 WHERE id = ? AND status = 'awaiting_payment'").run(lapsing).changes === 1) {
        lapsedWhileDown += 1;
      }
      down.close();
    }

    running = await startServer(dbFile);
    const deadline = Date.now() + (options.settleTimeoutMs ?? 10_000);
    for (;;) {
      const live = new Database(dbFile);
      const problems = moneyInvariantProblems(live);
      live.close();
      if (problems.length === 0 || Date.now() > deadline) break;
      await delay(200);
    }
    await kill(running, 'SIGTERM');
    running = null;
  } finally {
    if (running) await kill(running, 'SIGKILL');
  }

  const db = new Database(dbFile);
  const count = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
  const report: CrashRunReport = {
    kills: options.kills,
    providerCalls: calls.n,
    lapsedWhileDown,
    charges: count("SELECT COUNT(*) AS n FROM pay_ledger WHERE kind = 'charge'"),
    refunds: count("SELECT COUNT(*) AS n FROM pay_ledger WHERE kind = 'refund'"),
    closedOrderRefunds: count("SELECT COUNT(*) AS n FROM pay_ledger WHERE kind = 'refund' AND reason = 'order_closed'"),
    paidOrders: count("SELECT COUNT(*) AS n FROM pay_orders WHERE status = 'paid'"),
    problems: moneyInvariantProblems(db),
  };
  db.close();
  return report;
}
