import type { Migration } from '../migrate';

/**
 * Photos tenants upload (ID cards, business licences), their real-name identity and company authentications.
 * Photo bytes live in SQLite beside their owner: served to that owner only, never listed in a log.
 */
export const identityAndUploads: Migration = {
  version: 8,
  name: 'uploaded photos, real-name identities and company authentications',
  sql: `
    CREATE TABLE uploads (
      id TEXT PRIMARY KEY,
      user_id INTEGER NOT NULL,
      kind TEXT NOT NULL,
      mime TEXT NOT NULL,
      size INTEGER NOT NULL,
      bytes BLOB NOT NULL,
      created_at INTEGER NOT NULL
    );
    CREATE INDEX uploads_by_user ON uploads (user_id, kind);
    CREATE TABLE real_names (
      user_id INTEGER PRIMARY KEY,
      name TEXT NOT NULL,
      id_type INTEGER NOT NULL,
      id_number TEXT NOT NULL,
      method TEXT NOT NULL,
      front_upload_id TEXT,
      back_upload_id TEXT,
      verified_at INTEGER NOT NULL
    );
    CREATE UNIQUE INDEX real_names_one_account_per_id ON real_names (id_type, id_number);
    CREATE TABLE face_verifications (
      verify_id TEXT PRIMARY KEY,
      user_id INTEGER NOT NULL,
      name TEXT NOT NULL,
      id_number TEXT NOT NULL,
      created_at INTEGER NOT NULL,
      used_at INTEGER
    );
    CREATE TABLE company_auths (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_id INTEGER NOT NULL,
      company_name TEXT NOT NULL,
      credit_code TEXT NOT NULL,
      legal_person TEXT NOT NULL,
      licence_upload_id TEXT,
      status TEXT NOT NULL,
      share_code TEXT NOT NULL UNIQUE,
      created_at INTEGER NOT NULL
    );
    CREATE INDEX company_auths_by_user ON company_auths (user_id);
  `,
};
