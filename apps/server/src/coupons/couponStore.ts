import crypto from 'node:crypto';
import {
  type BillCoupon,
  type Coupon,
  type CouponOffer,
  type CouponScope,
  type CouponShare,
  type SharedCoupon,
  CouponScopeSchema,
  couponDiscountFen,
  couponProblem,
  roommateName,
} from '@aster/core-domain';
import type { Db } from '../db/database';
import type { ServerClock } from '../clock';
import { BusinessError } from '../http/errors';
import { postMovement } from '../ledger/ledger';

const DAY = 24 * 3600_000;
const SHARE_TTL_MS = 7 * DAY;

export const couponErrors = {
  notFound: () => new BusinessError('COUPON_NOT_FOUND', '优惠券不存在'),
  offerNotFound: () => new BusinessError('COUPON_OFFER_NOT_FOUND', '该优惠券已下架'),
  claimed: () => new BusinessError('COUPON_CLAIMED', '您已领取过该优惠券'),
  soldOut: () => new BusinessError('COUPON_SOLD_OUT', '优惠券已领完'),
  notApplicable: (text: string) => new BusinessError('COUPON_NOT_APPLICABLE', text),
  used: () => new BusinessError('COUPON_USED', '该优惠券已使用'),
  notShareable: () => new BusinessError('COUPON_NOT_SHAREABLE', '该优惠券不可分享'),
  shareGone: () => new BusinessError('COUPON_SHARE_GONE', '分享链接已失效'),
  ownShare: () => new BusinessError('COUPON_SHARE_OWN', '不能领取自己分享的优惠券'),
};

interface CouponRow {
  id: number;
  user_id: number;
  offer_id: string;
  title: string;
  value_fen: number;
  min_spend_fen: number;
  scopes: string;
  valid_from: number;
  valid_to: number;
  shared_from: number | null;
  /** Joined: the bill title it was used on, when used; an open share's code. */
  used_at: number | null;
  used_on: string | null;
  sharing: number;
}

interface OfferRow {
  id: string;
  title: string;
  value_fen: number;
  min_spend_fen: number;
  scopes: string;
  valid_days: number;
  stock: number;
  claimed: number;
  ends_at: number;
}

export interface RedemptionRow {
  id: number;
  coupon_id: number;
  user_id: number;
  bill_id: number;
  order_no: string | null;
  discount_fen: number;
  status: 'held' | 'used' | 'released';
}

const scopesOf = (text: string): CouponScope[] => text.split(',').map((scope) => CouponScopeSchema.parse(scope));
const termsOf = (row: Pick<CouponRow, 'value_fen' | 'min_spend_fen' | 'scopes' | 'valid_from' | 'valid_to'>) => ({
  valueFen: row.value_fen,
  minSpendFen: row.min_spend_fen,
  scopes: scopesOf(row.scopes),
  validFrom: row.valid_from,
  validTo: row.valid_to,
});

export type CouponStore = ReturnType<typeof createCouponStore>;

/**
 * Coupons: offers and claims, the tenant's coupons, share links, and spending one on a bill. The discount is the
 * server's (core-domain's couponProblem and couponDiscountFen); a spent coupon's discount is on the ledger
 * (discounts:coupon against orders:bill), in the transaction that pays the bill.
 */
export function createCouponStore(db: Db, clock: ServerClock) {
  const COUPON_SELECT = `SELECT c.*, r.used_at, b.title AS used_on, EXISTS (SELECT 1 FROM coupon_shares s WHERE s.coupon_id = c.id AND s.claimed_by IS NULL AND s.expires_at > @now) AS sharing
    FROM coupons c LEFT JOIN coupon_redemptions r ON r.coupon_id = c.id AND r.status = 'used' LEFT JOIN contract_bills b ON b.id = r.bill_id`;
  const q = {
    ofUser: db.prepare(`${COUPON_SELECT} WHERE c.user_id = @user ORDER BY c.valid_to, c.id`),
    own: db.prepare(`${COUPON_SELECT} WHERE c.id = @id AND c.user_id = @user`),
    byId: db.prepare(`${COUPON_SELECT} WHERE c.id = @id`),
    offers: db.prepare('SELECT o.*, EXISTS (SELECT 1 FROM coupons c WHERE c.offer_id = o.id AND c.claimed_by = ?) AS mine FROM coupon_offers o WHERE o.ends_at > ? ORDER BY o.value_fen DESC, o.id'),
    offer: db.prepare('SELECT * FROM coupon_offers WHERE id = ?'),
    takeStock: db.prepare('UPDATE coupon_offers SET claimed = claimed + 1 WHERE id = ? AND claimed < stock'),
    insert: db.prepare(`INSERT INTO coupons (user_id, offer_id, claimed_by, title, value_fen, min_spend_fen, scopes, valid_from, valid_to, created_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`),
    openShare: db.prepare('SELECT * FROM coupon_shares WHERE coupon_id = ? AND claimed_by IS NULL AND expires_at > ?'),
    expireShares: db.prepare('DELETE FROM coupon_shares WHERE coupon_id = ? AND claimed_by IS NULL AND expires_at <= ?'),
    insertShare: db.prepare('INSERT INTO coupon_shares (code, coupon_id, from_user, expires_at) VALUES (?, ?, ?, ?)'),
    share: db.prepare('SELECT * FROM coupon_shares WHERE code = ?'),
    claimShare: db.prepare('UPDATE coupon_shares SET claimed_by = ?, claimed_at = ? WHERE code = ? AND claimed_by IS NULL'),
    giveCoupon: db.prepare('UPDATE coupons SET user_id = ?, shared_from = ? WHERE id = ? AND user_id = ?'),
    userName: db.prepare('SELECT user_name FROM users WHERE id = ?'),
    insertRedemption: db.prepare('INSERT INTO coupon_redemptions (coupon_id, user_id, bill_id, order_no, discount_fen, status, created_at, used_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)'),
    redemptionOfOrder: db.prepare('SELECT * FROM coupon_redemptions WHERE order_no = ?'),
    usedOnBill: db.prepare("SELECT COALESCE(SUM(discount_fen), 0) AS fen FROM coupon_redemptions WHERE bill_id = ? AND status = 'used'"),
    settle: db.prepare("UPDATE coupon_redemptions SET status = 'used', used_at = ? WHERE id = ? AND status = 'held'"),
    release: db.prepare("UPDATE coupon_redemptions SET status = 'released' WHERE order_no = ? AND status = 'held'"),
    releaseCoupon: db.prepare("UPDATE coupon_redemptions SET status = 'released' WHERE coupon_id = ? AND status = 'held'"),
    deleteAll: [db.prepare('DELETE FROM coupon_shares WHERE from_user = ?'), db.prepare("DELETE FROM coupons WHERE user_id = ? AND id NOT IN (SELECT coupon_id FROM coupon_redemptions)")],
  };

  const statusOf = (row: CouponRow): Coupon['status'] => (row.used_at !== null ? 'used' : clock.now() > row.valid_to ? 'expired' : 'available');
  const view = (row: CouponRow): Coupon => {
    const status = statusOf(row);
    return {
      id: String(row.id),
      title: row.title,
      valueFen: row.value_fen,
      minSpendFen: row.min_spend_fen,
      scopes: scopesOf(row.scopes),
      validFrom: row.valid_from,
      validTo: row.valid_to,
      status,
      usedAt: row.used_at,
      usedOn: row.used_on,
      shareable: status === 'available' && row.shared_from === null,
      sharing: row.sharing === 1,
    };
  };
  const own = (userId: number, couponId: string): CouponRow => {
    const row = /^\d{1,12}$/.test(couponId) ? (q.own.get({ id: Number(couponId), user: userId, now: clock.now() }) as CouponRow | undefined) : undefined;
    if (row === undefined) throw couponErrors.notFound();
    return row;
  };
  const rank: Record<Coupon['status'], number> = { available: 0, used: 1, expired: 2 };
  /** A used coupon's discount on the ledger: the operator books it as an expense against the bill's income. */
  const post = (redemptionId: number, discountFen: number, now: number) => {
    postMovement(
      db,
      {
        kind: 'coupon',
        bizType: 'coupon_redemption',
        bizId: String(redemptionId),
        key: `coupon_redemption:${redemptionId}`,
        entries: [
          { account: 'discounts:coupon', amountFen: discountFen },
          { account: 'orders:bill', amountFen: -discountFen },
        ],
      },
      now,
    );
  };

  return {
    ofUser: (userId: number): Coupon[] =>
      (q.ofUser.all({ user: userId, now: clock.now() }) as CouponRow[]).map(view).sort((a, b) => rank[a.status] - rank[b.status]),
    offers: (userId: number): CouponOffer[] =>
      (q.offers.all(userId, clock.now()) as (OfferRow & { mine: number })[]).map((row) => ({
        id: row.id,
        title: row.title,
        valueFen: row.value_fen,
        minSpendFen: row.min_spend_fen,
        scopes: scopesOf(row.scopes),
        validDays: row.valid_days,
        left: row.stock - row.claimed,
        claimed: row.mine === 1,
      })),
    /** Claims an offer once per tenant while stock lasts; valid from now for its days. */
    claim(userId: number, offerId: string): Coupon {
      return db.transaction(() => {
        const offer = q.offer.get(offerId) as OfferRow | undefined;
        const now = clock.now();
        if (offer === undefined || offer.ends_at <= now) throw couponErrors.offerNotFound();
        if (q.takeStock.run(offer.id).changes !== 1) throw couponErrors.soldOut();
        const added = q.insert.run(userId, offer.id, userId, offer.title, offer.value_fen, offer.min_spend_fen, offer.scopes, now, now + offer.valid_days * DAY, now);
        if (added.changes !== 1) throw couponErrors.claimed();
        return view(q.byId.get({ id: Number(added.lastInsertRowid), now }) as CouponRow);
      })();
    },
    /** The share link of an unused coupon of the caller's own claim: the same open link until claimed or expired. */
    share(userId: number, couponId: string): CouponShare {
      return db.transaction(() => {
        const row = own(userId, couponId);
        if (!view(row).shareable) throw couponErrors.notShareable();
        const now = clock.now();
        q.expireShares.run(row.id, now);
        const open = q.openShare.get(row.id, now) as { code: string; expires_at: number } | undefined;
        if (open !== undefined) return { code: open.code, expiresAt: open.expires_at };
        const code = crypto.randomBytes(18).toString('base64url');
        q.insertShare.run(code, row.id, userId, now + SHARE_TTL_MS);
        return { code, expiresAt: now + SHARE_TTL_MS };
      })();
    },
    shared(userId: number, code: string): SharedCoupon {
      const share = q.share.get(code) as { coupon_id: number; from_user: number; expires_at: number; claimed_by: number | null } | undefined;
      if (share === undefined) throw couponErrors.shareGone();
      const now = clock.now();
      const coupon = view(q.byId.get({ id: share.coupon_id, now }) as CouponRow);
      // As a friend sees the tenant everywhere else (ask-pay, lock shares): another mask beside it would spell out a two-character name.
      const sharer = (q.userName.get(share.from_user) as { user_name: string | null } | undefined)?.user_name ?? '';
      const fromName = sharer.trim() === '' ? '好友' : roommateName(sharer);
      const problem =
        share.claimed_by !== null ? (share.claimed_by === userId ? '您已领取' : '已被领取') : share.expires_at <= now ? '分享链接已过期' : share.from_user === userId ? '不能领取自己分享的优惠券' : coupon.status !== 'available' ? '该优惠券已失效' : null;
      return { coupon, fromName, claimable: problem === null, problem };
    },
    /** The friend claims a shared coupon: it moves to them from the sharer, once. */
    claimShared(userId: number, code: string): Coupon {
      return db.transaction(() => {
        const share = q.share.get(code) as { coupon_id: number; from_user: number; expires_at: number; claimed_by: number | null } | undefined;
        const now = clock.now();
        if (share === undefined || share.claimed_by !== null || share.expires_at <= now) throw couponErrors.shareGone();
        if (share.from_user === userId) throw couponErrors.ownShare();
        const coupon = q.byId.get({ id: share.coupon_id, now }) as CouponRow;
        if (statusOf(coupon) !== 'available' || q.giveCoupon.run(userId, share.from_user, coupon.id, share.from_user).changes !== 1) throw couponErrors.shareGone();
        q.claimShare.run(userId, now, code);
        q.releaseCoupon.run(coupon.id);
        return view(q.byId.get({ id: coupon.id, now }) as CouponRow);
      })();
    },
    /** The caller's available coupons for a bill of `kind` owing `amountFen`: each with its discount or why not. */
    forBill(userId: number, bill: { kind: string; amountFen: number }): BillCoupon[] {
      const now = clock.now();
      return (q.ofUser.all({ user: userId, now }) as CouponRow[])
        .filter((row) => statusOf(row) === 'available')
        .map((row) => {
          const problem = couponProblem(termsOf(row), bill, now);
          return { coupon: view(row), discountFen: problem === null ? couponDiscountFen(termsOf(row), bill.amountFen) : 0, problem };
        })
        .sort((a, b) => b.discountFen - a.discountFen);
    },
    /** What the caller's coupon takes off this bill now; refused (with the reason) when it does not apply. */
    discountFor(userId: number, couponId: string, bill: { kind: string; amountFen: number }): number {
      const row = own(userId, couponId);
      if (statusOf(row) === 'used') throw couponErrors.used();
      const problem = couponProblem(termsOf(row), bill, clock.now());
      if (problem !== null) throw couponErrors.notApplicable(problem);
      const discount = couponDiscountFen(termsOf(row), bill.amountFen);
      if (discount <= 0) throw couponErrors.notApplicable('账单金额过低，无法使用优惠券');
      return discount;
    },
    /** Spends a coupon at once (a balance payment), inside the caller's transaction: refused if it was used meanwhile. */
    useNow(userId: number, couponId: string, billId: number, discountFen: number): void {
      const now = clock.now();
      try {
        const id = Number(q.insertRedemption.run(Number(couponId), userId, billId, null, discountFen, 'used', now, now).lastInsertRowid);
        post(id, discountFen, now);
      } catch (error) {
        if (error instanceof Error && /UNIQUE/.test(error.message)) throw couponErrors.used();
        throw error;
      }
    },
    /** A pay order carries the coupon until it is paid (settleHeld) or given up (release). */
    hold(userId: number, couponId: string, billId: number, orderNo: string, discountFen: number): void {
      if (q.redemptionOfOrder.get(orderNo) !== undefined) return;
      q.insertRedemption.run(Number(couponId), userId, billId, orderNo, discountFen, 'held', clock.now(), null);
    },
    heldOf: (orderNo: string): RedemptionRow | null => {
      const row = q.redemptionOfOrder.get(orderNo) as RedemptionRow | undefined;
      return row === undefined || row.status !== 'held' ? null : row;
    },
    /** Whether a held coupon can still be spent by its order's payer (not used elsewhere, still theirs, in date). */
    stillHeld(redemption: RedemptionRow): boolean {
      const row = q.byId.get({ id: redemption.coupon_id, now: clock.now() }) as CouponRow | undefined;
      return row !== undefined && row.user_id === redemption.user_id && statusOf(row) === 'available';
    },
    /** The order was paid: its coupon is used now, or false when it cannot be (used elsewhere, given away, expired). */
    settleHeld(redemption: RedemptionRow, paidAt: number): boolean {
      const row = q.byId.get({ id: redemption.coupon_id, now: paidAt }) as CouponRow | undefined;
      if (row === undefined || row.user_id !== redemption.user_id || row.used_at !== null) return false;
      try {
        if (q.settle.run(paidAt, redemption.id).changes !== 1) return false;
      } catch (error) {
        if (error instanceof Error && /UNIQUE/.test(error.message)) return false;
        throw error;
      }
      post(redemption.id, redemption.discount_fen, paidAt);
      return true;
    },
    release: (orderNo: string) => void q.release.run(orderNo),
    /** The discount coupons took off a bill (0 when none). */
    discountOnBill: (billId: number): number => (q.usedOnBill.get(billId) as { fen: number }).fen,
    deleteAllOf(userId: number): void {
      for (const statement of q.deleteAll) statement.run(userId);
    },
  };
}

/** Each used coupon's discount is on the ledger once at its amount, and nothing else was posted for a redemption. */
export function couponProblems(db: Db): string[] {
  const rows = db
    .prepare(`SELECT r.id, r.status, r.discount_fen AS discount, COALESCE((SELECT SUM(e.amount_fen) FROM ledger_movements m JOIN ledger_entries e ON e.movement_id = m.id
        WHERE m.idem_key = 'coupon_redemption:' || r.id AND e.account = 'discounts:coupon'), 0) AS posted FROM coupon_redemptions r`)
    .all() as { id: number; status: string; discount: number; posted: number }[];
  return rows.filter((row) => row.posted !== (row.status === 'used' ? row.discount : 0)).map((row) => `coupon redemption ${row.id} (${row.status}, ${row.discount} fen) is posted as ${row.posted} fen`);
}
