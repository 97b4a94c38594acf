import type { Db } from '../db/database';
import { fillHourlyUse, installHouseMeters } from './meterStore';

/**
 * The meters of the demo tenant's rented room (HTDEMO05), with a year of hourly use up to the current hour (at each
 * open the hours since the last start are added; the same hour always has the same use).
 */
export function seedMeters(db: Db): void {
  const house = db.prepare("SELECT house_id FROM contracts WHERE contract_no = 'HTDEMO05'").get() as { house_id: string } | undefined;
  if (house === undefined) return;
  const now = Date.now();
  db.transaction(() => {
    const installed = db.prepare('SELECT 1 FROM devices WHERE house_id = ? AND device_type IN (2, 3, 4)').get(house.house_id) !== undefined;
    if (installed) fillHourlyUse(db, house.house_id, now);
    else installHouseMeters(db, house.house_id, now);
  })();
}
