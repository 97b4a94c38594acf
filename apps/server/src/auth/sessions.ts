import type { Db } from '../db/database';
import type { ServerClock } from '../clock';
import { hashSecret, randomToken } from './secrets';

export interface SessionService {
  /** A new bearer token for userId, valid for the configured TTL. */
  open(userId: number): string;
  /** The user behind a live token, or null (unknown, expired or closed). */
  resolve(token: string): number | null;
  close(token: string): void;
  closeAllOf(userId: number): void;
  /** A single-use token (handoff to another page or app, OAuth code) that is exchanged for a session. */
  issueOneTime(kind: OneTimeKind, userId: number, ttlMs: number, appId?: string): string;
  /** The user behind a live single-use token, which is spent by this call; null otherwise. */
  redeemOneTime(kind: OneTimeKind, token: string, appId?: string): number | null;
}

export type OneTimeKind = 'handoff' | 'oauth_code';

export function createSessionService(db: Db, clock: ServerClock, ttlMs: number): SessionService {
  const insert = db.prepare('INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)');
  const find = db.prepare('SELECT user_id, expires_at FROM sessions WHERE token_hash = ?');
  const remove = db.prepare('DELETE FROM sessions WHERE token_hash = ?');
  const removeUser = db.prepare('DELETE FROM sessions WHERE user_id = ?');
  const purge = db.prepare('DELETE FROM sessions WHERE expires_at < ?');
  const insertOneTime = db.prepare('INSERT INTO one_time_tokens (token_hash, kind, user_id, app_id, expires_at) VALUES (?, ?, ?, ?, ?)');
  const spendOneTime = db.prepare(`UPDATE one_time_tokens SET used_at = ?
    WHERE token_hash = ? AND kind = ? AND used_at IS NULL AND expires_at > ? AND (app_id IS ? OR app_id = ?)
    RETURNING user_id`);
  return {
    open(userId) {
      const token = randomToken();
      const now = clock.now();
      purge.run(now);
      insert.run(hashSecret(token), userId, now, now + ttlMs);
      return token;
    },
    resolve(token) {
      const row = find.get(hashSecret(token)) as { user_id: number; expires_at: number } | undefined;
      if (!row) return null;
      if (row.expires_at <= clock.now()) {
        remove.run(hashSecret(token));
        return null;
      }
      return row.user_id;
    },
    close(token) {
      remove.run(hashSecret(token));
    },
    closeAllOf(userId) {
      removeUser.run(userId);
    },
    issueOneTime(kind, userId, ttl, appId) {
      const token = randomToken();
      insertOneTime.run(hashSecret(token), kind, userId, appId ?? null, clock.now() + ttl);
      return token;
    },
    redeemOneTime(kind, token, appId) {
      const now = clock.now();
      const row = spendOneTime.get(now, hashSecret(token), kind, now, appId ?? null, appId ?? null) as { user_id: number } | undefined;
      return row?.user_id ?? null;
    },
  };
}
