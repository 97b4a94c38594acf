import { chinaIso } from '@aster/core-domain';
import { hashSecret, randomToken } from '../auth/secrets';
import type { ServerClock } from '../clock';
import type { OperatorSettings } from '../config';
import type { Db } from '../db/database';
import { BusinessError } from '../http/errors';
import { hashOperatorPassword, operatorPasswordMatches } from './passwords';
import { operatorErrors, type OperatorRole } from './roles';

export interface Operator {
  id: number;
  username: string;
  role: OperatorRole;
}

interface OperatorRow extends Operator {
  password_hash: string;
  disabled: 0 | 1;
  created_at: number;
}

/** One line of the audit log as it is written. */
export interface AuditRecord {
  /** Null for a dev route's call (no operator) or a login under a name with no account. */
  operatorId: number | null;
  action: string;
  target: string | null;
  body: unknown;
  /** 'ok', or the error code the action ended with. */
  outcome: string;
  ip: string | null;
}

export interface AuditEntry {
  id: number;
  at: string;
  operator: string | null;
  role: OperatorRole | null;
  action: string;
  target: string | null;
  body: string | null;
  outcome: string;
  ip: string | null;
}

/** A session token looks like this (randomToken: 32 bytes, base64url); anything else is not looked up. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** The body of an action for its audit row: JSON, cut to `max` characters. */
function auditBody(body: unknown, max: number): string | null {
  if (body === undefined || body === null) return null;
  const text = JSON.stringify(body);
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

export type OperatorStore = ReturnType<typeof createOperatorStore>;

/** The operator's staff accounts, their logins and sessions, and the audit log of what they did. */
export function createOperatorStore(db: Db, clock: ServerClock, settings: OperatorSettings) {
  const lockMs = settings.lockMinutes * 60_000;
  const q = {
    byName: db.prepare('SELECT * FROM operators WHERE username = ?'),
    insert: db.prepare('INSERT INTO operators (username, password_hash, role, created_at) VALUES (?, ?, ?, ?)'),
    setDisabled: db.prepare('UPDATE operators SET disabled = ? WHERE username = ?'),
    setPassword: db.prepare('UPDATE operators SET password_hash = ? WHERE username = ?'),
    all: db.prepare('SELECT id, username, role, disabled, created_at FROM operators ORDER BY id'),
    failures: db.prepare('SELECT wrong_count, locked_until FROM operator_login_failures WHERE username = ?'),
    purgeFailures: db.prepare('DELETE FROM operator_login_failures WHERE last_wrong_at < ? AND (locked_until IS NULL OR locked_until < ?)'),
    countTry: db.prepare(`INSERT INTO operator_login_failures (username, wrong_count, locked_until, last_wrong_at) VALUES (?, 1, NULL, ?)
      ON CONFLICT (username) DO UPDATE SET wrong_count = CASE WHEN locked_until IS NULL THEN wrong_count + 1 ELSE 1 END, locked_until = NULL, last_wrong_at = excluded.last_wrong_at
      RETURNING wrong_count`),
    lock: db.prepare('UPDATE operator_login_failures SET wrong_count = 0, locked_until = ? WHERE username = ?'),
    clearFailures: db.prepare('DELETE FROM operator_login_failures WHERE username = ?'),
    openSession: db.prepare('INSERT INTO operator_sessions (token_hash, operator_id, created_at, expires_at) VALUES (?, ?, ?, ?)'),
    purgeSessions: db.prepare('DELETE FROM operator_sessions WHERE expires_at <= ?'),
    session: db.prepare(`SELECT s.expires_at, o.id, o.username, o.role, o.disabled FROM operator_sessions s JOIN operators o ON o.id = s.operator_id
      WHERE s.token_hash = ?`),
    closeSession: db.prepare('DELETE FROM operator_sessions WHERE token_hash = ?'),
    closeAllOf: db.prepare('DELETE FROM operator_sessions WHERE operator_id = (SELECT id FROM operators WHERE username = ?)'),
    audit: db.prepare('INSERT INTO operator_audit (operator_id, action, target, body, outcome, ip, at) VALUES (?, ?, ?, ?, ?, ?, ?)'),
    auditPage: db.prepare(`SELECT a.*, o.username, o.role FROM operator_audit a LEFT JOIN operators o ON o.id = a.operator_id
      WHERE a.id < ? ORDER BY a.id DESC LIMIT ?`),
  };

  /** Where the wrong tries from a client address are kept: '@' never starts a username, so both share one table. */
  const addressKey = (ip: string) => `@${ip}`;

  /**
   * Counts a try before the password is checked, in one statement, so tries sent side by side cannot pass the limit
   * while each waits for scrypt. Answers the tries counted, or throws while the name or the address is locked.
   */
  const countTry = (username: string, ip: string): number => {
    return db.transaction(() => {
      const now = clock.now();
      q.purgeFailures.run(now - lockMs, now);
      for (const key of [username, addressKey(ip)]) {
        const failures = q.failures.get(key) as { wrong_count: number; locked_until: number | null } | undefined;
        if (failures?.locked_until != null && failures.locked_until > now) throw operatorErrors.locked(Math.ceil((failures.locked_until - now) / 60_000));
      }
      const tries = (q.countTry.get(username, now) as { wrong_count: number }).wrong_count;
      if (tries > settings.maxWrongPasswords) {
        q.lock.run(now + lockMs, username);
        throw operatorErrors.locked(settings.lockMinutes);
      }
      return tries;
    })();
  };

  /** A wrong password from `ip`: past the address's budget, every name is locked from there (password spraying). */
  const countWrongFrom = (ip: string): void => {
    const now = clock.now();
    const wrong = (q.countTry.get(addressKey(ip), now) as { wrong_count: number }).wrong_count;
    if (wrong >= settings.maxWrongPasswordsPerAddress) q.lock.run(now + lockMs, addressKey(ip));
  };

  const record = (entry: AuditRecord): void => {
    q.audit.run(entry.operatorId, entry.action, entry.target, auditBody(entry.body, settings.auditBodyChars), entry.outcome, entry.ip, clock.now());
  };

  return {
    /** A new account; refused when the name is taken. */
    add(username: string, role: OperatorRole, password: string): Operator {
      if (q.byName.get(username) !== undefined) throw new Error(`the operator ${username} already exists`);
      const id = Number(q.insert.run(username, hashOperatorPassword(password), role, clock.now()).lastInsertRowid);
      return { id, username, role };
    },
    /** Turns an account off (its sessions end at once) or on again; false when there is no such account. */
    setDisabled(username: string, disabled: boolean): boolean {
      return db.transaction(() => {
        const changed = q.setDisabled.run(disabled ? 1 : 0, username).changes === 1;
        if (changed && disabled) q.closeAllOf.run(username);
        return changed;
      })();
    },
    /** A new password (its sessions end, so whoever knew the old one is out); false when there is no such account. */
    setPassword(username: string, password: string): boolean {
      return db.transaction(() => {
        const changed = q.setPassword.run(hashOperatorPassword(password), username).changes === 1;
        if (changed) q.closeAllOf.run(username);
        return changed;
      })();
    },
    list: () => q.all.all() as { id: number; username: string; role: OperatorRole; disabled: 0 | 1; created_at: number }[],
    exists: (username: string) => q.byName.get(username) !== undefined,

    /**
     * A login: the session token and its end, or the error (wrong password with the tries left, locked, disabled).
     * Every try is on the audit log.
     */
    async login(username: string, password: string, ip: string): Promise<{ token: string; expiresAt: number; operator: Operator }> {
      const row = q.byName.get(username) as OperatorRow | undefined;
      // A name with no account is not kept: it is often a password typed into the wrong box.
      const audit = (outcome: string) => record({ operatorId: row?.id ?? null, action: 'login', target: row === undefined ? null : username, body: null, outcome, ip });
      try {
        const tries = countTry(username, ip);
        const right = await operatorPasswordMatches(password, row?.password_hash ?? null);
        if (!right || row === undefined) {
          countWrongFrom(ip);
          if (tries >= settings.maxWrongPasswords) {
            q.lock.run(clock.now() + lockMs, username);
            throw operatorErrors.locked(settings.lockMinutes);
          }
          throw operatorErrors.wrongPassword(settings.maxWrongPasswords - tries);
        }
        q.clearFailures.run(username);
        if (row.disabled === 1) throw operatorErrors.disabled();
        const token = randomToken();
        const now = clock.now();
        const expiresAt = now + settings.sessionTtlMinutes * 60_000;
        q.purgeSessions.run(now);
        q.openSession.run(hashSecret(token), row.id, now, expiresAt);
        audit('ok');
        return { token, expiresAt, operator: { id: row.id, username: row.username, role: row.role } };
      } catch (error) {
        audit(error instanceof BusinessError ? error.errorCode : 'ERROR');
        throw error;
      }
    },
    /** The operator behind a live token, or null (unknown, expired, or the account was disabled since). */
    resolve(token: string): Operator | null {
      if (!TOKEN_SHAPE.test(token)) return null;
      const row = q.session.get(hashSecret(token)) as { expires_at: number; id: number; username: string; role: OperatorRole; disabled: 0 | 1 } | undefined;
      if (row === undefined) return null;
      if (row.expires_at <= clock.now() || row.disabled === 1) {
        q.closeSession.run(hashSecret(token));
        return null;
      }
      return { id: row.id, username: row.username, role: row.role };
    },
    logout(token: string, operator: Operator, ip: string | null): void {
      db.transaction(() => {
        q.closeSession.run(hashSecret(token));
        record({ operatorId: operator.id, action: 'logout', target: operator.username, body: null, outcome: 'ok', ip });
      })();
    },
    /** Writes one audit row (inside the caller's transaction when there is one). */
    record,
    /** The audit log, newest first, before the id `before` (a page's last id; none: from the newest). */
    audit(limit: number, before: number | undefined): AuditEntry[] {
      const rows = q.auditPage.all(before ?? Number.MAX_SAFE_INTEGER, limit) as (Omit<AuditEntry, 'at' | 'operator'> & { at: number; username: string | null })[];
      return rows.map((row) => ({
        id: row.id,
        at: chinaIso(row.at),
        operator: row.username,
        role: row.role,
        action: row.action,
        target: row.target,
        body: row.body,
        outcome: row.outcome,
        ip: row.ip,
      }));
    },
  };
}
