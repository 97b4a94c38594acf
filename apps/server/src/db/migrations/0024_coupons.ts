import type { Migration } from '../migrate';

/**
 * Coupons (issue 13), in the bills feature (they are spent on bills):
 * - coupon_offers: what the operator offers (满减 terms, the bill kinds, days valid from the claim, stock);
 *   claimed never passes stock (CHECK).
 * - coupons: a tenant's coupon, its terms copied at the claim (a later change of the offer keeps promises made);
 *   one claim per tenant and offer. A shared coupon changes hands: user_id is its holder, shared_from who gave it.
 * - coupon_shares: a share link's code, claimed once, for a week.
 * - coupon_redemptions: a coupon spent on a bill, by the balance (used at once) or held by a pay order (used when the
 *   order is paid). A coupon is used once: a unique index, so two payments racing for it cannot both have it.
 */
export const couponsSchema: Migration = {
  version: 24,
  name: 'coupons: offers, tenants\u2019 coupons, share links and redemptions',
  sql: `
    CREATE TABLE coupon_offers (
      id TEXT PRIMARY KEY,
      title TEXT NOT NULL,
      value_fen INTEGER NOT NULL CHECK (value_fen > 0),
      min_spend_fen INTEGER NOT NULL CHECK (min_spend_fen >= 0),
      scopes TEXT NOT NULL,
      valid_days INTEGER NOT NULL CHECK (valid_days > 0),
      stock INTEGER NOT NULL CHECK (stock >= 0),
      claimed INTEGER NOT NULL DEFAULT 0 CHECK (claimed >= 0 AND claimed <= stock),
      ends_at INTEGER NOT NULL
    );
    CREATE TABLE coupons (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      offer_id TEXT NOT NULL REFERENCES coupon_offers(id),
      claimed_by INTEGER NOT NULL,
      title TEXT NOT NULL,
      value_fen INTEGER NOT NULL CHECK (value_fen > 0),
      min_spend_fen INTEGER NOT NULL CHECK (min_spend_fen >= 0),
      scopes TEXT NOT NULL,
      valid_from INTEGER NOT NULL,
      valid_to INTEGER NOT NULL,
      shared_from INTEGER,
      created_at INTEGER NOT NULL,
      UNIQUE (claimed_by, offer_id)
    );
    CREATE INDEX coupons_of_user ON coupons (user_id, valid_to);
    CREATE TABLE coupon_shares (
      code TEXT PRIMARY KEY,
      coupon_id INTEGER NOT NULL REFERENCES coupons(id) ON DELETE CASCADE,
      from_user INTEGER NOT NULL,
      expires_at INTEGER NOT NULL,
      claimed_by INTEGER,
      claimed_at INTEGER
    );
    CREATE UNIQUE INDEX coupon_shares_one_open ON coupon_shares (coupon_id) WHERE claimed_by IS NULL;
    CREATE TABLE coupon_redemptions (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      coupon_id INTEGER NOT NULL REFERENCES coupons(id),
      user_id INTEGER NOT NULL,
      bill_id INTEGER NOT NULL,
      order_no TEXT,
      discount_fen INTEGER NOT NULL CHECK (discount_fen > 0),
      status TEXT NOT NULL CHECK (status IN ('held', 'used', 'released')),
      created_at INTEGER NOT NULL,
      used_at INTEGER
    );
    CREATE UNIQUE INDEX coupon_redemptions_used_once ON coupon_redemptions (coupon_id) WHERE status = 'used';
    CREATE UNIQUE INDEX coupon_redemptions_of_order ON coupon_redemptions (order_no) WHERE order_no IS NOT NULL;
  `,
};
