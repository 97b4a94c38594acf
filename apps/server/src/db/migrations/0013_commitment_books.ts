import type { Migration } from '../migrate';

/** The tenant's signed commitment letter of a contract (issue 11): the handwritten signature, kept and never served. */
export const commitmentBooks: Migration = {
  version: 13,
  name: 'signed commitment letters of contracts',
  sql: `
    CREATE TABLE commitment_books (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      contract_id INTEGER NOT NULL UNIQUE REFERENCES contracts(id) ON DELETE CASCADE,
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      png BLOB NOT NULL,
      sha256 TEXT NOT NULL,
      signed_at INTEGER NOT NULL
    );
  `,
};
