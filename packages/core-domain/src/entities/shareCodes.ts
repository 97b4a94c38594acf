import { z } from 'zod';

// The codes share links carry, in a module of their own: the route table's page params read them at launch, and the
// lock and coupon entities (about 170 zod schemas built at import) need not come with the H5 first load for them.

/** A door-lock share's link: its id and the short code the sharer sends (lock/auth/accept takes both). */
export const LockShareIdSchema = z.string().max(32, '分享链接有误').regex(/^[A-Za-z0-9]{8,32}$/, '分享链接有误');
export const LockShortLinkSchema = z.string().max(16, '分享链接有误').regex(/^[A-Za-z0-9]{6,16}$/, '分享链接有误');

/** A coupon share link's code (in the link a friend opens: it names a share, never a person). */
export const CouponShareCodeSchema = z.string().trim().max(64).regex(/^[A-Za-z0-9_-]{12,64}$/);
