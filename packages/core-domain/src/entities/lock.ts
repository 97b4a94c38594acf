import { z } from 'zod';
import { DEFAULT_LOCK_PASSWORD_CONFIG } from '../constants';
import { EntityIdSchema } from './common';

export const LockDataSchema = z.object({
  lockMac: z.string().min(1),
  lockIsBlue: z.boolean().default(true),
  ttlockData: z.string().optional(),
});
export type LockData = z.infer<typeof LockDataSchema>;

/** Kinds of lock authorization (spec section 3). */
export const LockAuthType = { password: 1, bluetooth: 2, fingerprint: 3, card: 4, nfc: 90 } as const;
export type LockAuthType = (typeof LockAuthType)[keyof typeof LockAuthType];
export const LockAuthTypeSchema = z.union([
  z.literal(LockAuthType.password),
  z.literal(LockAuthType.bluetooth),
  z.literal(LockAuthType.fingerprint),
  z.literal(LockAuthType.card),
  z.literal(LockAuthType.nfc),
]);

/** openType 2 means the lock is opened with a password. */
export const LOCK_OPEN_TYPE_PASSWORD = 2;

export const LockAuthorizationSchema = z
  .object({
    openType: z.number().int(),
    password: z.string().max(32).optional(),
    lockId: EntityIdSchema.optional(),
    lockAuthId: EntityIdSchema.optional(),
    config: z.number().int().default(DEFAULT_LOCK_PASSWORD_CONFIG),
    nfcId: z.string().max(64).optional(),
    shareId: EntityIdSchema.optional(),
    shortLink: z.string().max(512).optional(),
  })
  .refine((auth) => auth.openType !== LOCK_OPEN_TYPE_PASSWORD || (auth.password ?? '') !== '', {
    message: '请输入密码',
    path: ['password'],
  });
export type LockAuthorization = z.infer<typeof LockAuthorizationSchema>;

export const DeviceCollectSchema = z.looseObject({
  deviceType: z.number().int().default(2),
});
export type DeviceCollect = z.infer<typeof DeviceCollectSchema>;
