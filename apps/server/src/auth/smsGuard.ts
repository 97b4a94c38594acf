import { REQUEST_HEADERS, serverKey, type ProofOfWorkChallenge } from '@aster/core-api';
import type { FastifyRequest } from 'fastify';
import type { ServerClock } from '../clock';
import type { SmsGuardSettings } from '../config';
import type { Db } from '../db/database';
import { BusinessError, errors } from '../http/errors';
import type { CaptchaService } from './captcha';
import { createProofOfWork, type ProofOfWork } from './proofOfWork';
import { hashSecret } from './secrets';
import type { UserRepository } from './users';

const HOUR = 3600 * 1000;
const PROOF_HEADER = serverKey(REQUEST_HEADERS.proofOfWork);
const PLATFORM_HEADER = serverKey(REQUEST_HEADERS.platform);
/** Mini-programs are limited per openid and per device by their login, and cannot run Web Crypto: no proof of work. */
const MINI_PROGRAM_PLATFORMS: readonly string[] = ['weapp', 'aliapp'];

/** Who asks for a code, as a route sees them. */
export interface SmsCaller {
  ip: string;
  userId: number | null;
  request: FastifyRequest;
}

/** The picture captcha's answer of verify-send-code (empty when the app showed none). */
export interface CaptchaAnswer {
  uniqueId: string;
  code: string;
}

/**
 * What stands before an SMS code in place of an always-on picture captcha (issue 39), the way large Chinese apps
 * do it: limits per phone, IP and device first (auth/sms.ts, the mini-program login), a proof of work on anonymous
 * H5 calls, and the picture captcha only as a step-up once a phone or an address looks abused.
 */
export interface SmsGuard {
  readonly proofOfWork: ProofOfWork;
  /** A challenge for the app to solve before its next anonymous code request. */
  challenge(): Promise<ProofOfWorkChallenge>;
  /**
   * Admits a code request to `mobile`, or throws: CAPTCHA_REQUIRED (step-up, captcha not given), a proof-of-work
   * error, or the captcha's own errors. `captcha` null: send-code, which has no captcha fields.
   */
  admit(caller: SmsCaller, mobile: string, captcha: CaptchaAnswer | null): Promise<void>;
  /** Runs the SMS code check, counting a wrong code of the IP and the phone towards the step-up. */
  checkCode<T>(ip: string, mobile: string, consume: () => T): T;
}

export interface SmsGuardSettingsWithKey extends SmsGuardSettings {
  hmacKey: string;
  /**
   * Anonymous H5 calls must carry a solved proof of work (default true). Its challenge (verify-code/pow-challenge) is
   * an extension: a spec-only start, whose app cannot fetch one, asks none; the limits and the captcha's step-up stay.
   */
  proofOfWork?: boolean;
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

export function createSmsGuard(
  db: Db,
  clock: ServerClock,
  settings: SmsGuardSettingsWithKey,
  deps: { captcha: CaptchaService; users: UserRepository },
): SmsGuard {
  const proofOfWork = createProofOfWork(db, clock, settings);
  // Prepared on first use: a server built without the auth feature's tables still starts.
  let prepared: ReturnType<typeof statements> | null = null;
  function statements() {
    return {
      record: db.prepare('INSERT INTO sms_request_log (kind, ip, phone_hash, at) VALUES (?, ?, ?, ?)'),
      fromIp: db.prepare('SELECT COUNT(*) AS n FROM sms_request_log WHERE ip = ? AND kind = ? AND at > ?'),
      forPhone: db.prepare('SELECT COUNT(*) AS n FROM sms_request_log WHERE phone_hash = ? AND kind = ? AND at > ?'),
      ipsOfPhone: db.prepare(`SELECT COUNT(DISTINCT ip) AS n FROM sms_request_log WHERE phone_hash = ? AND kind = 'request' AND at > ? AND ip <> ?`),
      purge: db.prepare('DELETE FROM sms_request_log WHERE at <= ?'),
    };
  }
  const q = () => (prepared ??= statements());
  const n = (row: unknown) => (row as { n: number }).n;

  /** The step-up rule: an address or a phone seen asking too much, or guessing codes, within the hour. */
  const suspicious = (ip: string, phoneHash: string): boolean => {
    const since = clock.now() - HOUR;
    const s = q();
    return (
      n(s.fromIp.get(ip, 'request', since)) >= settings.stepUpRequestsPerIpHourly ||
      n(s.ipsOfPhone.get(phoneHash, since, ip)) >= settings.stepUpIpsPerPhoneHourly ||
      n(s.fromIp.get(ip, 'wrong_code', since)) >= settings.stepUpWrongCodesHourly ||
      n(s.forPhone.get(phoneHash, 'wrong_code', since)) >= settings.stepUpWrongCodesHourly
    );
  };

  const record = (kind: 'request' | 'wrong_code', ip: string, mobile: string) => {
    const now = clock.now();
    const s = q();
    s.purge.run(now - HOUR);
    s.record.run(kind, ip, hashSecret(mobile), now);
  };

  return {
    proofOfWork,
    challenge: () => proofOfWork.issue(),
    async admit({ ip, userId, request }, mobile, captcha) {
      const answered = captcha !== null && captcha.code !== '' && captcha.uniqueId !== '';
      // A logged-in tenant's own phone (wallet password, a resend) is limited per account by auth/sms.ts alone.
      const ownPhone = userId !== null && deps.users.byId(userId)?.mobile === mobile;
      if (!ownPhone) {
        if (!answered && suspicious(ip, hashSecret(mobile))) throw errors.captchaRequired();
        const platform = header(request, PLATFORM_HEADER) ?? '';
        if (settings.proofOfWork !== false && userId === null && !MINI_PROGRAM_PLATFORMS.includes(platform)) await proofOfWork.redeem(header(request, PROOF_HEADER));
        record('request', ip, mobile);
      }
      if (answered) deps.captcha.consume(captcha.uniqueId, captcha.code);
    },
    checkCode(ip, mobile, consume) {
      try {
        return consume();
      } catch (error) {
        if (error instanceof BusinessError && error.errorCode === errors.smsCodeWrong().errorCode) record('wrong_code', ip, mobile);
        throw error;
      }
    },
  };
}
