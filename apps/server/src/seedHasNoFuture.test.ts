import { chinaIso } from '@aster/core-domain';
import { openDatabase } from './db/database';
import { serverFeatures } from './features';

// Times of what is still to come: the seed may set them after its day.
const AHEAD = /^(start|end|expires|valid_to|valid_until|ends|starts|next_.*|due|deadline|scheduled|retry|remind)_at$|_(expires|until|deadline)_at$/;

/** Issue 46: the demo never says something happened on a day still to come (a bill 已于12-12支付 on 12-02). */
test('the demo seed dates nothing that happened after the day it was seeded', () => {
  const db = openDatabase(':memory:', serverFeatures);
  try {
    const now = Date.now();
    const ahead: string[] = [];
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").all() as { name: string }[];
    for (const { name: table } of tables) {
      const columns = (db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map((column) => column.name).filter((column) => column.endsWith('_at') && !AHEAD.test(column));
      for (const column of columns) {
        const row = db.prepare(`SELECT max(${column}) AS latest FROM ${table} WHERE typeof(${column}) = 'integer'`).get() as { latest: number | null };
        if (row.latest !== null && row.latest > now + 60_000) ahead.push(`${table}.${column}: ${chinaIso(row.latest)}`);
      }
    }
    expect(ahead).toEqual([]);
  } finally {
    db.close();
  }
});
