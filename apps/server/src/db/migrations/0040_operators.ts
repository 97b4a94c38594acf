import type { Migration } from '../migrate';

/**
 * The operator API (issue 39): the operator's own people, apart from tenants.
 * - operators: an account of the operator's staff with its role (manager, finance, maintenance); the password as a
 *   salted scrypt hash with its cost (`scrypt$N$r$p$salt$hash`); a disabled account logs in no more.
 * - operator_login_failures: wrong passwords in a row per name typed (known or not, so a lock tells nothing about
 *   which names exist), and per client address (`@<ip>`), and the lock they earned.
 * - operator_sessions: a login's bearer token, stored as its SHA-256 only, apart from the tenants' sessions.
 * - operator_audit: every operator action and login: who, what, on which record, the body (cut to a bounded length),
 *   the outcome ('ok' or the error code), the client address and when. operator_id is NULL for a dev route's call or
 *   a login under a name that has no account.
 */
export const operatorsSchema: Migration = {
  version: 40,
  name: 'operator accounts, their sessions and the audit log',
  sql: `
    CREATE TABLE operators (
      id INTEGER PRIMARY KEY,
      username TEXT NOT NULL UNIQUE,
      password_hash TEXT NOT NULL,
      role TEXT NOT NULL CHECK (role IN ('manager', 'finance', 'maintenance')),
      disabled INTEGER NOT NULL DEFAULT 0 CHECK (disabled IN (0, 1)),
      created_at INTEGER NOT NULL
    );
    CREATE TABLE operator_login_failures (
      username TEXT PRIMARY KEY,
      wrong_count INTEGER NOT NULL,
      locked_until INTEGER,
      last_wrong_at INTEGER NOT NULL
    );
    CREATE TABLE operator_sessions (
      token_hash TEXT PRIMARY KEY,
      operator_id INTEGER NOT NULL REFERENCES operators(id) ON DELETE CASCADE,
      created_at INTEGER NOT NULL,
      expires_at INTEGER NOT NULL
    );
    CREATE INDEX operator_sessions_of_operator ON operator_sessions (operator_id);
    CREATE INDEX operator_sessions_by_expiry ON operator_sessions (expires_at);
    CREATE TABLE operator_audit (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      operator_id INTEGER REFERENCES operators(id),
      action TEXT NOT NULL,
      target TEXT,
      body TEXT,
      outcome TEXT NOT NULL,
      ip TEXT,
      at INTEGER NOT NULL
    );
  `,
};
