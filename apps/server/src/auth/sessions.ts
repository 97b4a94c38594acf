import type { Db } from '../db/database';
import type { ServerClock } from '../clock';
import { hashSecret, randomToken } from './secrets';

export interface SessionService {
  /** A new bearer token for userId, valid for the configured TTL. */
  open(userId: number): string;
  /** The user behind a live token, or null (unknown, expired or closed, or the account is no longer active). */
  resolve(token: string): number | null;
  /** Ends the session of token, and the one-time tokens its user was given before (they would outlive the logout). */
  close(token: string): void;
  /** Ends every session and one-time token of userId. */
  closeAllOf(userId: number): void;
  /** The live sessions of userId (user_safety), newest first; `current` marks the one behind `token`. */
  listOf(
    userId: number,
    token: string | null,
  ): { id: string; createdAt: number; expiresAt: number; current: boolean; platform: string | null; lastSeenAt: number | null }[];
  /** Notes that a request came with `token` from `platform` (the device list); at most one write a minute per session. */
  seen(token: string, platform: string): void;
  /** Ends one session of userId by its listed id; false when userId has no such session. */
  closeById(userId: number, id: string): boolean;
  /** A single-use token (handoff to another page or app, OAuth code) that is exchanged for a session. */
  issueOneTime(kind: OneTimeKind, userId: number, ttlMs: number, appId?: string): string;
  /** The user behind a live single-use token, without spending it; null otherwise. */
  peekOneTime(kind: OneTimeKind, token: string): number | null;
  /** The user behind a live single-use token, which is spent (deleted) by this call; null otherwise. */
  redeemOneTime(kind: OneTimeKind, token: string, appId?: string): number | null;
}

export type OneTimeKind = 'handoff' | 'oauth_code';

/** A session's last use is written at most this often: most requests only read it. */
const SEEN_WRITE_INTERVAL_MS = 60_000;

export function createSessionService(db: Db, clock: ServerClock, ttlMs: number): SessionService {
  const insert = db.prepare('INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)');
  const find = db.prepare(`SELECT s.user_id, s.expires_at, u.status FROM sessions s JOIN users u ON u.id = s.user_id
    WHERE s.token_hash = ?`);
  const remove = db.prepare('DELETE FROM sessions WHERE token_hash = ? RETURNING user_id');
  const removeUser = db.prepare('DELETE FROM sessions WHERE user_id = ?');
  const purge = db.prepare('DELETE FROM sessions WHERE expires_at < ?');
  const listLive = db.prepare(`SELECT s.rowid AS id, s.token_hash, s.created_at, s.expires_at, d.platform, d.last_seen_at FROM sessions s
    LEFT JOIN session_devices d ON d.token_hash = s.token_hash WHERE s.user_id = ? AND s.expires_at > ? ORDER BY s.created_at DESC, s.rowid DESC`);
  const lastSeen = db.prepare('SELECT last_seen_at FROM session_devices WHERE token_hash = ?');
  const recordSeen = db.prepare(`INSERT INTO session_devices (token_hash, platform, last_seen_at) SELECT token_hash, ?, ? FROM sessions WHERE token_hash = ?
    ON CONFLICT (token_hash) DO UPDATE SET platform = excluded.platform, last_seen_at = excluded.last_seen_at`);
  const purgeDevices = db.prepare('DELETE FROM session_devices WHERE token_hash NOT IN (SELECT token_hash FROM sessions)');
  const removeById = db.prepare('DELETE FROM sessions WHERE rowid = ? AND user_id = ?');
  const insertOneTime = db.prepare('INSERT INTO one_time_tokens (token_hash, kind, user_id, app_id, expires_at) VALUES (?, ?, ?, ?, ?)');
  // Spent tokens are deleted, not marked: a used or expired one-time token is worth nothing, so nothing keeps it.
  const spendOneTime = db.prepare(`DELETE FROM one_time_tokens
    WHERE token_hash = ? AND kind = ? AND expires_at > ? AND (app_id IS ? OR app_id = ?)
    RETURNING user_id`);
  const peekOneTime = db.prepare('SELECT user_id FROM one_time_tokens WHERE token_hash = ? AND kind = ? AND expires_at > ?');
  const purgeOneTime = db.prepare('DELETE FROM one_time_tokens WHERE expires_at <= ? OR used_at IS NOT NULL');
  const revokeOneTime = db.prepare('DELETE FROM one_time_tokens WHERE user_id = ?');
  const closeOne = db.transaction((tokenHash: string) => {
    const row = remove.get(tokenHash) as { user_id: number } | undefined;
    if (row) revokeOneTime.run(row.user_id);
  });
  return {
    open(userId) {
      const token = randomToken();
      const now = clock.now();
      purge.run(now);
      purgeDevices.run();
      insert.run(hashSecret(token), userId, now, now + ttlMs);
      return token;
    },
    resolve(token) {
      const row = find.get(hashSecret(token)) as { user_id: number; expires_at: number; status: string } | undefined;
      if (!row) return null;
      if (row.expires_at <= clock.now()) {
        remove.run(hashSecret(token));
        return null;
      }
      // A frozen (or cancelled) account's sessions end with it, however it was frozen.
      if (row.status !== 'active') {
        removeUser.run(row.user_id);
        return null;
      }
      return row.user_id;
    },
    close(token) {
      closeOne(hashSecret(token));
    },
    closeAllOf(userId) {
      removeUser.run(userId);
      revokeOneTime.run(userId);
    },
    listOf(userId, token) {
      const mine = token === null ? null : hashSecret(token);
      const rows = listLive.all(userId, clock.now()) as {
        id: number;
        token_hash: string;
        created_at: number;
        expires_at: number;
        platform: string | null;
        last_seen_at: number | null;
      }[];
      // The rowid names a session in the list: the token's hash never leaves the server.
      return rows.map((row) => ({
        id: String(row.id),
        createdAt: row.created_at,
        expiresAt: row.expires_at,
        current: row.token_hash === mine,
        platform: row.platform,
        lastSeenAt: row.last_seen_at,
      }));
    },
    seen(token, platform) {
      const hash = hashSecret(token);
      const now = clock.now();
      const row = lastSeen.get(hash) as { last_seen_at: number } | undefined;
      if (row === undefined || now - row.last_seen_at >= SEEN_WRITE_INTERVAL_MS) recordSeen.run(platform, now, hash);
    },
    closeById(userId, id) {
      return /^\d{1,18}$/.test(id) && removeById.run(Number(id), userId).changes === 1;
    },
    issueOneTime(kind, userId, ttl, appId) {
      const token = randomToken();
      purgeOneTime.run(clock.now());
      insertOneTime.run(hashSecret(token), kind, userId, appId ?? null, clock.now() + ttl);
      return token;
    },
    peekOneTime(kind, token) {
      const row = peekOneTime.get(hashSecret(token), kind, clock.now()) as { user_id: number } | undefined;
      return row?.user_id ?? null;
    },
    redeemOneTime(kind, token, appId) {
      const now = clock.now();
      const row = spendOneTime.get(hashSecret(token), kind, now, appId ?? null, appId ?? null) as { user_id: number } | undefined;
      return row?.user_id ?? null;
    },
  };
}
