import { demoUsers } from '../auth/seed';
import type { Db } from '../db/database';
import { fillHourlyUse, installHouseMeters, METER_PLANS, meterIdOf } from './meterStore';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The demo tenant's earlier top-ups (days ago, meter, yuan): what 充值记录 lists before any top-up of today. */
const EARLIER_TOP_UPS: readonly [number, string, number][] = [
  [75, 'E', 100],
  [62, 'H', 50],
  [41, 'E', 100],
  [33, 'C', 30],
  [20, 'H', 50],
  [9, 'E', 50],
];

/**
 * The meters of the demo tenant's rented room (HTDEMO05), with a year of hourly use up to the current hour (at each
 * open the hours since the last start are added; the same hour always has the same use) and the tenant's earlier
 * top-ups (paid and credited; they predate the pay orders of this server, so they carry no order number).
 */
export function seedMeters(db: Db): void {
  const house = db.prepare("SELECT house_id FROM contracts WHERE contract_no = 'HTDEMO05'").get() as { house_id: string } | undefined;
  if (house === undefined) return;
  const now = Date.now();
  db.transaction(() => {
    const installed = db.prepare('SELECT 1 FROM devices WHERE house_id = ? AND device_type IN (2, 3, 4)').get(house.house_id) !== undefined;
    if (installed) {
      fillHourlyUse(db, house.house_id, now);
      return;
    }
    installHouseMeters(db, house.house_id, now);
    const topUp = db.prepare('INSERT INTO meter_topups (device_id, user_id, amount_fen, created_at, paid_at) VALUES (?, ?, ?, ?, ?)');
    const logEntry = db.prepare("INSERT INTO meter_operation_logs (device_id, user_id, operation, channel, title, amount_fen, created_at) VALUES (?, ?, 'recharge', ?, ?, ?, ?)");
    for (const [daysAgo, suffix, yuan] of EARLIER_TOP_UPS) {
      if (!METER_PLANS.some((plan) => plan.suffix === suffix)) continue;
      const at = now - daysAgo * DAY_MS;
      topUp.run(meterIdOf(house.house_id, suffix), demoUsers.tenant.id, yuan * 100, at, at + 40_000);
      // the meter's log has them as they reached it: through its cloud at once, or written beside it the next evening
      const plan = METER_PLANS.find((one) => one.suffix === suffix);
      const remote = plan?.online === true;
      logEntry.run(meterIdOf(house.house_id, suffix), demoUsers.tenant.id, remote ? 'remote' : 'bluetooth', `${remote ? '远程充值' : '蓝牙写入充值'} ¥${yuan}.00`, yuan * 100, remote ? at + 40_000 : at + 8 * 3_600_000);
    }
    // the shared meter ran dry two days ago (its relay cut; 合闸 on the next visit after a top-up)
    for (const plan of METER_PLANS.filter((one) => one.switchedOff === true)) {
      db.prepare('INSERT INTO meter_switch_logs (device_id, action, reason, created_at) VALUES (?, ?, ?, ?)').run(meterIdOf(house.house_id, plan.suffix), 'off', '余额用完，自动断开', now - 2 * DAY_MS);
    }
  })();
}
