import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { migrationsOf, type ServerFeature } from '../serverFeature';
import { migrate } from './migrate';

export type Db = Database.Database;

/**
 * Opens (creating when missing) the SQLite file, or an in-memory database for ':memory:', then brings the schema up
 * to date with the features' migrations and runs their seeds in list order (unless `seed` is false: production has no
 * demo data). A serialised database (a Buffer, see `seededCopy`) opens in memory as it was: its seeds already ran.
 */
export function openDatabase(dbPath: string | Buffer, features: readonly ServerFeature[], seed = true): Db {
  if (typeof dbPath === 'string' && dbPath !== ':memory:') {
    fs.mkdirSync(path.dirname(dbPath), { recursive: true });
  }
  const db = new Database(dbPath);
  // WAL lets the bench and the tests read while a login writes; in-memory databases ignore it.
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  migrate(db, migrationsOf(features));
  if (seed && typeof dbPath === 'string') for (const feature of features) feature.seed?.(db);
  return db;
}

/**
 * A migrated and seeded in-memory database, serialised: tests start many servers, and each opening it from here
 * skips the migrations and seeds (most of a server's start-up).
 */
export function seededCopy(features: readonly ServerFeature[]): Buffer {
  const db = openDatabase(':memory:', features);
  try {
    return db.serialize();
  } finally {
    db.close();
  }
}
