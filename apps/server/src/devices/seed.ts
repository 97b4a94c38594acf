import type { Db } from '../db/database';
import { installHouseLocks } from './deviceStore';

const SEEDED_AT = Date.UTC(2026, 10, 20, 2, 0);

/**
 * The locks of every house with a contract (runs at each open; installing is idempotent). The demo tenant's lease
 * being left (HTDEMO06) has a Bluetooth-only room lock (lock3, no gateway) so each lock model has a demo; its
 * entrance lock's battery is low.
 */
export function seedDevices(db: Db): void {
  const houses = db.prepare('SELECT DISTINCT house_id FROM contracts WHERE house_id NOT IN (SELECT house_id FROM devices)').all() as { house_id: string }[];
  if (houses.length === 0) return;
  db.transaction(() => {
    for (const { house_id } of houses) installHouseLocks(db, house_id, SEEDED_AT);
    const leaving = db.prepare("SELECT house_id FROM contracts WHERE contract_no = 'HTDEMO06'").get() as { house_id: string } | undefined;
    if (leaving !== undefined && houses.some((house) => house.house_id === leaving.house_id)) {
      db.prepare("UPDATE devices SET model = 'lock3', online = 0 WHERE id = ?").run(`LK${leaving.house_id}`);
      db.prepare('UPDATE devices SET battery = 12 WHERE id = ?').run(`LD${leaving.house_id}`);
    }
  })();
}
