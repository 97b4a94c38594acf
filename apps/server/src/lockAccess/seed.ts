import type { Db } from '../db/database';
import { deviceMac } from '../devices/deviceStore';

const SEEDED_AT = Date.UTC(2026, 10, 20, 2, 0);

/**
 * The TTLock of the demo tenant's rented room (HTDEMO05), on the TTLock pages (pages/ttdevice): a gateway and
 * Bluetooth like the room lock. Its ttlockData names the GATT service it speaks; the reference server's TTLock is
 * device-ble's simulated lock, so that service is the simulator's (FFF0 / FFF2 / FFF1, company id 0xFFFF).
 */
export function seedLockAccess(db: Db): void {
  const renting = db.prepare("SELECT house_id FROM contracts WHERE contract_no = 'HTDEMO05'").get() as { house_id: string } | undefined;
  if (renting === undefined) return;
  const id = `TT${renting.house_id}`;
  const mac = deviceMac([0xc0, 0xe0], renting.house_id);
  const ttlockData = JSON.stringify({
    lockMac: mac,
    protocolVersion: 3,
    serviceUuid: '0000fff0-0000-1000-8000-00805f9b34fb',
    writeUuid: '0000fff2-0000-1000-8000-00805f9b34fb',
    notifyUuid: '0000fff1-0000-1000-8000-00805f9b34fb',
    companyId: 0xffff,
  });
  db.transaction(() => {
    db.prepare(
      "INSERT OR IGNORE INTO devices (id, house_id, room_name, device_type, model, name, mac, online, battery, created_at) VALUES (?, ?, '我的房间', 1, 'ttlock', '阳台门通通锁', ?, 1, 78, ?)",
    ).run(id, renting.house_id, mac, SEEDED_AT);
    db.prepare('INSERT OR IGNORE INTO device_locks (device_id, is_blue, ttlock_data) VALUES (?, 1, ?)').run(id, ttlockData);
  })();
}
