import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REQUEST_HEADERS } from '@aster/core-api';
import { seededCopy } from '../db/database';
import { serverFeatures } from '../features';
import { buildServer, type AsterServer, type ServerOptions } from '../server';
import type { Envelope } from '../http/envelope';
import { TEST_POW_SETTINGS, solveProofOfWork } from './proofOfWorkSolver';

/** A movable clock: tests jump past expiry times instead of waiting. */
export class ManualClock {
  constructor(private current = Date.UTC(2026, 0, 5, 9, 0, 0)) {}
  now(): number {
    return this.current;
  }
  advance(ms: number): void {
    this.current += ms;
  }
}

export interface CallOptions {
  query?: Record<string, string | number>;
  body?: unknown;
  token?: string | null;
  companyId?: string;
  headers?: Record<string, string>;
}

export interface CallResult<T = unknown> {
  status: number;
  body: Envelope<T>;
  headers: Headers;
}

export interface TestServer extends AsterServer {
  baseUrl: string;
  call<T = unknown>(method: 'GET' | 'POST', path: string, options?: CallOptions): Promise<CallResult<T>>;
  /** A challenge fetched and solved: the value of the proofOfWork header an anonymous H5 SMS request carries. */
  proofOfWork(): Promise<string>;
  /**
   * Proof of work -> SMS code (the picture captcha too when the server steps up) -> /common/v2/login, the way
   * login_by_phone does it; the codes come from the dev routes.
   */
  loginByPhone(mobile: string): Promise<string>;
  /**
   * Account log-out as user_cancel asks for it (account-cancel/send-code, the code from the dev route, account/log-out)
   * and, its cooling-off period cut short in the database, carried out at the tenant's next call. Answers the
   * log-out's envelope (a refusal too).
   */
  cancelAccount(token: string, mobile: string): Promise<Envelope<unknown>>;
  close(): Promise<void>;
}

/** A signed link with its ticket's first character changed: the same link with a ticket it was never given. */
export function withTamperedTicket(link: string): string {
  return link.replace(/ticket=(.)/, (_match, first: string) => `ticket=${first === 'A' ? 'B' : 'A'}`);
}

/** A temporary folder for file databases and H5 builds; the test removes it with removeDir. */
export function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'aster-server-'));
}

export function removeDir(dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true });
}

/** A folder that does not exist: the server then has no H5 build to serve. */
const NO_H5_BUILD = path.join(os.tmpdir(), 'aster-server-no-h5-build');

/** The seeded database of every feature, made once per test file: a server starting from it skips the seeds. */
let seededDatabase: Buffer | undefined;

/**
 * Starts the server on a free loopback port (port 0) with the dev flags on unless told otherwise, on a fresh
 * in-memory copy of the seeded database unless given a database or features of its own.
 */
export async function startTestServer(options: Partial<ServerOptions> = {}): Promise<TestServer> {
  const ownDatabase = options.dbPath !== undefined || options.features !== undefined;
  const server = await buildServer({
    dbPath: ownDatabase ? ':memory:' : (seededDatabase ??= seededCopy(serverFeatures)),
    devFlags: { exposeCodes: true, faultHeader: true, demoLogins: true },
    logger: false,
    h5Dir: NO_H5_BUILD,
    ...options,
    config: { ...options.config, smsGuard: { ...options.config?.smsGuard, ...TEST_POW_SETTINGS } },
  });
  const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
  const call = async <T>(method: 'GET' | 'POST', urlPath: string, opts: CallOptions = {}): Promise<CallResult<T>> => {
    const url = new URL(urlPath, address);
    for (const [key, value] of Object.entries(opts.query ?? {})) url.searchParams.set(key, String(value));
    const headers: Record<string, string> = { [REQUEST_HEADERS.platform]: 'h5', [REQUEST_HEADERS.companyId]: opts.companyId ?? '0', ...opts.headers };
    if (opts.token) headers[REQUEST_HEADERS.token] = opts.token;
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(url, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) });
    return { status: response.status, body: (await response.json()) as Envelope<T>, headers: response.headers };
  };
  const proofOfWork = async (): Promise<string> => solveProofOfWork((await call('GET', '/tapp/v1/verify-code/pow-challenge')).body.data);
  const sendLoginCode = async (mobile: string, captcha = { code: '', uniqueId: '' }) =>
    call('GET', '/tapp/v1/verify-code/verify-send-code', {
      query: { mobile, companyId: '0', type: 0, ...captcha },
      // A spec-only server has no challenge to fetch and asks for no proof of work.
      headers: options.api === 'spec' ? {} : { [REQUEST_HEADERS.proofOfWork]: await proofOfWork() },
    });
  const loginByPhone = async (mobile: string): Promise<string> => {
    let sent = await sendLoginCode(mobile);
    if (sent.body.errorCode === 'CAPTCHA_REQUIRED') {
      const image = await call<{ captchaId: string }>('GET', '/tapp/v1/verify-code/code-image');
      const uniqueId = image.body.data?.captchaId ?? '';
      const captcha = await call<{ code: string }>('GET', '/__dev/captcha-code', { query: { captchaId: uniqueId } });
      sent = await sendLoginCode(mobile, { code: captcha.body.data?.code ?? '', uniqueId });
    }
    if (sent.body.errorCode !== '0') throw new Error(`verify-send-code failed: ${sent.body.message}`);
    const sms = await call<{ code: string }>('GET', '/__dev/sms-code', { query: { mobile } });
    const login = await call<{ token: string }>('POST', '/common/v2/login', { body: { mobile, code: sms.body.data?.code, companyId: '0', type: 0 } });
    if (!login.body.data?.token) throw new Error(`login failed: ${login.body.errorCode} ${login.body.message}`);
    return login.body.data.token;
  };
  const cancelAccount = async (token: string, mobile: string): Promise<Envelope<unknown>> => {
    const sent = await call('POST', '/tapp/v1/account-cancel/send-code', { token });
    if (sent.body.errorCode !== '0') return sent.body;
    const sms = await call<{ code: string }>('GET', '/__dev/sms-code', { query: { mobile } });
    const applied = await call('POST', '/tapp/v2/account/log-out', { token, body: { code: sms.body.data?.code ?? '' } });
    if (applied.body.errorCode !== '0') return applied.body;
    const me = await call<{ userId: string }>('GET', '/common/v1/user-setting/user-info', { token });
    server.db.prepare('UPDATE account_cancel_requests SET cancel_at = 0 WHERE user_id = ?').run(Number(me.body.data?.userId));
    await call('GET', '/common/v1/user-setting/user-info', { token });
    return applied.body;
  };
  return { ...server, baseUrl: address, call, proofOfWork, loginByPhone, cancelAccount, close: () => server.app.close() };
}
