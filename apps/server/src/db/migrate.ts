import type Database from 'better-sqlite3';

/** One numbered schema step: one file in src/db/migrations/, owned by the feature whose tables it makes. */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** The steps in version order; a version used twice (two features took the same number) is refused before anything runs. */
export function inVersionOrder(steps: readonly Migration[]): Migration[] {
  const sorted = [...steps].sort((a, b) => a.version - b.version);
  sorted.forEach((step, index) => {
    const previous = sorted[index - 1];
    if (previous?.version === step.version) {
      throw new Error(`migration ${step.version} is used twice ("${previous.name}", "${step.name}"): give the newer one the next free number`);
    }
  });
  return sorted;
}

/** Applies the steps not yet recorded in schema_migrations, each in its own transaction. Returns the versions applied. */
export function migrate(db: Database.Database, steps: readonly Migration[]): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at INTEGER NOT NULL
  )`);
  const applied = new Set(
    db.prepare('SELECT version FROM schema_migrations').all().map((row) => (row as { version: number }).version),
  );
  const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)');
  const done: number[] = [];
  for (const step of inVersionOrder(steps)) {
    if (applied.has(step.version)) continue;
    db.transaction(() => {
      db.exec(step.sql);
      record.run(step.version, step.name, Date.now());
    })();
    done.push(step.version);
  }
  return done;
}
