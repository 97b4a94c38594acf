import type { ServerClock } from '../clock';
import type { LoginSettings } from '../config';
import type { Db } from '../db/database';
import { OutsideSystemError } from '../outside/outsideSystem';
import { authErrors } from './authErrors';
import type { LoginExchange } from './loginExchange';
import { hashSecret } from './secrets';
import type { SmsLog } from './sms';

/** What the app may learn from a login code: the platform's ids of the user, never the session key. */
export interface LoginCodeAnswer {
  openId: string;
  unionId: string | null;
}

/**
 * One exchange per login code: the platform's answer is kept (by a hash of the code) for a few minutes, so a client
 * retrying the same code gets the same answer instead of the platform's "code used"; requests with the same code at
 * the same time share one exchange. The session key goes to mini_program_session_keys and nowhere else.
 */
export interface LoginCodes {
  /** Throws OPENID_CODE_INVALID for a code the platform refuses, LOGIN_UNAVAILABLE when the platform cannot answer. */
  exchange(platform: LoginExchange, code: string): Promise<LoginCodeAnswer>;
}

export function createLoginCodes(db: Db, clock: ServerClock, settings: LoginSettings, log: SmsLog): LoginCodes {
  const q = {
    answer: db.prepare('SELECT open_id, union_id FROM login_code_answers WHERE code_hash = ? AND expires_at > ?'),
    keep: db.prepare(`INSERT INTO login_code_answers (code_hash, open_id, union_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?)
      ON CONFLICT (code_hash) DO UPDATE SET open_id = excluded.open_id, union_id = excluded.union_id, created_at = excluded.created_at, expires_at = excluded.expires_at`),
    keepSessionKey: db.prepare(`INSERT INTO mini_program_session_keys (open_id, platform, session_key, updated_at) VALUES (?, ?, ?, ?)
      ON CONFLICT (open_id) DO UPDATE SET platform = excluded.platform, session_key = excluded.session_key, updated_at = excluded.updated_at`),
    purgeAnswers: db.prepare('DELETE FROM login_code_answers WHERE expires_at <= ?'),
    // A session key whose openId never got an account (refused by the account limits) is not kept beyond the answer.
    purgeUnboundKeys: db.prepare('DELETE FROM mini_program_session_keys WHERE updated_at < ? AND open_id NOT IN (SELECT open_id FROM open_ids)'),
  };
  const inFlight = new Map<string, Promise<LoginCodeAnswer>>();

  const remember = db.transaction((codeHash: string, platform: LoginExchange['platform'], identity: { openId: string; unionId?: string; sessionKey?: string }) => {
    const now = clock.now();
    q.purgeAnswers.run(now);
    q.purgeUnboundKeys.run(now - settings.codeAnswerMs);
    q.keep.run(codeHash, identity.openId, identity.unionId ?? null, now, now + settings.codeAnswerMs);
    if (identity.sessionKey !== undefined) q.keepSessionKey.run(identity.openId, platform, identity.sessionKey, now);
  });

  const ask = async (platform: LoginExchange, codeHash: string, code: string): Promise<LoginCodeAnswer> => {
    let identity;
    try {
      identity = await platform.exchange(code);
    } catch (failure) {
      if (!(failure instanceof OutsideSystemError)) throw failure;
      log.warn({ system: failure.system, providerCode: failure.providerCode }, 'login exchange failed');
      throw authErrors.loginUnavailable();
    }
    remember(codeHash, platform.platform, identity);
    return { openId: identity.openId, unionId: identity.unionId ?? null };
  };

  return {
    exchange(platform, code) {
      const codeHash = hashSecret(`${platform.platform}:${code}`);
      const kept = q.answer.get(codeHash, clock.now()) as { open_id: string; union_id: string | null } | undefined;
      if (kept) return Promise.resolve({ openId: kept.open_id, unionId: kept.union_id });
      const running = inFlight.get(codeHash);
      if (running) return running;
      const started = ask(platform, codeHash, code).finally(() => inFlight.delete(codeHash));
      inFlight.set(codeHash, started);
      return started;
    },
  };
}
