import path from 'node:path';
import Database from 'better-sqlite3';
import { removeDir, tempDir } from '../testing/testServer';
import { openDatabase } from './database';
import { migrate, migrations, type Migration } from './migrations';
import { demoUsers } from './seed';

const count = (db: Database.Database, table: string) => (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;

describe('migrations', () => {
  it('are numbered without gaps or repeats', () => {
    expect(migrations.map((step) => step.version)).toEqual(migrations.map((_step, index) => index + 1));
  });

  it('create the schema in a new file database (folder included) and seed it once', () => {
    const dir = tempDir();
    const file = path.join(dir, 'nested', 'data', 'aster.db');
    const first = openDatabase(file);
    const versions = first.prepare('SELECT version FROM schema_migrations ORDER BY version').all();
    expect(versions).toEqual(migrations.map((step) => ({ version: step.version })));
    const users = count(first, 'users');
    first.prepare('UPDATE users SET user_name = ? WHERE id = ?').run('改过的名字', demoUsers.tenant.id);
    first.close();

    // Opening again applies nothing and seeds nothing: the data of the first run is still there.
    const second = openDatabase(file);
    expect(migrate(second)).toEqual([]);
    expect(count(second, 'schema_migrations')).toBe(migrations.length);
    expect(count(second, 'users')).toBe(users);
    expect(second.prepare('SELECT user_name FROM users WHERE id = ?').get(demoUsers.tenant.id)).toEqual({ user_name: '改过的名字' });
    second.close();
    removeDir(dir);
  });

  it('apply only the steps a database lacks, in order', () => {
    const db = new Database(':memory:');
    expect(migrate(db, migrations.slice(0, 1))).toEqual([1]);
    const later: Migration = { version: 99, name: 'test column', sql: 'ALTER TABLE cities ADD COLUMN test_flag INTEGER' };
    expect(migrate(db, [later, ...migrations])).toEqual([...migrations.slice(1).map((step) => step.version), 99]);
    expect(migrate(db, [later, ...migrations])).toEqual([]);
    db.close();
  });

  it('roll a failing step back entirely and record nothing for it', () => {
    const db = new Database(':memory:');
    migrate(db);
    const broken: Migration = { version: 100, name: 'broken', sql: 'CREATE TABLE half_done (id INTEGER); SELECT * FROM no_such_table;' };
    expect(() => migrate(db, [...migrations, broken])).toThrow();
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'half_done'").get()).toBeUndefined();
    expect(count(db, 'schema_migrations')).toBe(migrations.length);
    db.close();
  });

  it('seed the data the spec needs: city 107, companies 0 and the brand, the demo tenant', () => {
    const db = openDatabase(':memory:');
    expect(db.prepare('SELECT name FROM cities WHERE id = 107').get()).toEqual({ name: '上海' });
    expect(db.prepare('SELECT id, mode FROM companies ORDER BY id').all()).toEqual([{ id: '0', mode: 'public' }, { id: '1001', mode: 'brand' }]);
    expect(db.prepare('SELECT mobile, truth, auth_binding FROM users WHERE id = ?').get(demoUsers.tenant.id)).toEqual({ mobile: '13800138000', truth: 1, auth_binding: 1 });
    db.close();
  });
});
