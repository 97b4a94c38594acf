import { demoUsers } from '../auth/seed';
import type { Db } from '../db/database';
import { demoCalendar } from '../demoCalendar';

const DAY = 24 * 3600_000;

/**
 * The operator's coupons on offer until the end of 2027 (a rent coupon, a utilities one, a small one for anything),
 * and the demo tenant's own: a utilities coupon claimed earlier (so 选择支付方式 offers one for the overdue 燃气费),
 * and an expired one. Seeded once.
 */
export function seedCoupons(db: Db): void {
  if (db.prepare('SELECT 1 FROM coupon_offers LIMIT 1').get() !== undefined) return;
  const calendar = demoCalendar(db);
  const ends = calendar.at('2027-12-31', '23:59');
  const offer = db.prepare('INSERT INTO coupon_offers (id, title, value_fen, min_spend_fen, scopes, valid_days, stock, ends_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
  const coupon = db.prepare(`INSERT INTO coupons (user_id, offer_id, claimed_by, title, value_fen, min_spend_fen, scopes, valid_from, valid_to, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  db.transaction(() => {
    offer.run('RENT100', '房租立减券', 10_000, 200_000, 'rent', 30, 500, ends);
    offer.run('UTIL10', '水电燃气券', 1_000, 3_000, 'utility', 30, 1000, ends);
    offer.run('ANY5', '无门槛券', 500, 0, 'rent,utility', 15, 2000, ends);
    offer.run('OLD20', '老用户回馈券', 2_000, 10_000, 'rent,utility', 7, 100, ends);
    if (db.prepare('SELECT 1 FROM users WHERE id = ?').get(demoUsers.tenant.id) === undefined) return;
    const claimed = calendar.at('2026-11-01', '09:00');
    coupon.run(demoUsers.tenant.id, 'UTIL10', demoUsers.tenant.id, '水电燃气券', 1_000, 3_000, 'utility', claimed, claimed + 60 * DAY, claimed);
    db.prepare("UPDATE coupon_offers SET claimed = claimed + 1 WHERE id = 'UTIL10'").run();
    const old = calendar.at('2026-08-01', '09:00');
    coupon.run(demoUsers.tenant.id, 'OLD20', demoUsers.tenant.id, '老用户回馈券', 2_000, 10_000, 'rent,utility', old, old + 7 * DAY, old);
    db.prepare("UPDATE coupon_offers SET claimed = claimed + 1 WHERE id = 'OLD20'").run();
  })();
}
