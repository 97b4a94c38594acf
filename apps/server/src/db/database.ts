import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { migrate } from './migrations';
import { seedDemoData } from './seed';

export type Db = Database.Database;

/**
 * Opens (creating when missing) the SQLite file, or an in-memory database for ':memory:', then brings
 * the schema up to date and seeds the demo data once.
 */
export function openDatabase(dbPath: string): Db {
  if (dbPath !== ':memory:') {
    fs.mkdirSync(path.dirname(dbPath), { recursive: true });
  }
  const db = new Database(dbPath);
  // WAL lets the bench and the tests read while a login writes; in-memory databases ignore it.
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  migrate(db);
  seedDemoData(db);
  return db;
}
