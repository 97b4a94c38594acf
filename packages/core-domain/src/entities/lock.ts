import { z } from 'zod';
import { DEFAULT_LOCK_PASSWORD_CONFIG } from '../constants';
import { EntityIdSchema, PhoneSchema } from './common';

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

/** Each kind of authorisation in the tenant's words (开门方式). */
export const LOCK_AUTH_TYPE_TEXT: Readonly<Record<LockAuthType, string>> = { 1: '密码', 2: '蓝牙', 3: '指纹', 4: '门卡', 90: 'NFC' };

/**
 * What a tenant may share with a family member: opening by Bluetooth (the app) or a password of their own. A
 * fingerprint or card is enrolled at the lock by the manager, and NFC is opened on the member's own phone.
 */
export const LOCK_SHARE_TYPES = [LockAuthType.bluetooth, LockAuthType.password] as const;
/** An unaccepted share link lasts this long. */
export const LOCK_SHARE_LINK_HOURS = 24;
/** How long a shared authorisation lasts, in days; null: until the sharer's lease ends. */
export const LOCK_SHARE_DAYS = [7, 30, null] as const;

/** Sharing a lock (ours: the spec names only the accepting call): the member's phone, what they may do, for how long. */
export const LockShareRequestSchema = z.object({
  phone: PhoneSchema,
  authType: z.union([z.literal(LockAuthType.bluetooth), z.literal(LockAuthType.password)], { error: '请选择开门方式' }),
  days: z.union([z.literal(7), z.literal(30)]).nullable().default(null),
});
export type LockShareRequest = z.infer<typeof LockShareRequestSchema>;

/** An NFC key's id as the lock stores it: a 32-bit card id in decimal. */
export const NfcIdSchema = z
  .string()
  .max(10, 'NFC标识有误')
  .regex(/^\d{1,10}$/, 'NFC标识有误')
  .refine((text) => Number(text) <= 0xffffffff, 'NFC标识有误');

/**
 * What a TTLock's ttlockData says (a JSON text in v2/lock/detail): the lock's own Bluetooth address and GATT
 * service, and the vendor's protocol generation. The app relays the server's commands to locks of generation 3 and
 * later; older ones speak only to the vendor's own app.
 */
export const TTLOCK_MIN_PROTOCOL = 3;
const uuid = z.string().regex(/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/);
export const TtlockDataSchema = z.object({
  lockMac: z.string().regex(/^[0-9A-Fa-f]{2}(:[0-9A-Fa-f]{2}){5}$/),
  protocolVersion: z.number().int().min(1),
  serviceUuid: uuid,
  writeUuid: uuid,
  notifyUuid: uuid,
  companyId: z.number().int().min(0).max(0xffff),
});
export type TtlockData = z.infer<typeof TtlockDataSchema>;

/** A lock's ttlockData read, or null when it is missing, not JSON or not the vendor's shape. */
export function parseTtlockData(text: string | undefined): TtlockData | null {
  if (text === undefined) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = TtlockDataSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

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

/**
 * openType of auth/{authId} as the lock sharing page sends it (the spec: 2 means password): 1 opens with the app over
 * Bluetooth, 2 with a password the sharer sets (6 digits, written to the lock through its gateway), 0 ends the key.
 * Each gives the authorisation kind of LOCK_OPEN_TYPE_AUTH (0: none).
 */
export const LockOpenType = { ended: 0, bluetooth: 1, password: LOCK_OPEN_TYPE_PASSWORD } as const;
export type LockOpenType = (typeof LockOpenType)[keyof typeof LockOpenType];
export const LOCK_OPEN_TYPE_AUTH = { 1: LockAuthType.bluetooth, 2: LockAuthType.password } as const;

/** Changing or ending a shared key (auth/{authId}): a password only with openType 2, and then required. */
export const LockAuthChangeSchema = z
  .object({
    openType: z.union([z.literal(LockOpenType.ended), z.literal(LockOpenType.bluetooth), z.literal(LockOpenType.password)], { error: '请选择开门方式' }),
    password: z.string().max(6, '请输入6位数字密码').regex(/^\d{6}$/, '请输入6位数字密码').optional(),
    config: z.number().int().default(DEFAULT_LOCK_PASSWORD_CONFIG),
  })
  .refine((change) => change.openType !== LockOpenType.password || change.password !== undefined, { message: '请输入6位数字密码', path: ['password'] })
  .refine((change) => change.openType === LockOpenType.password || change.password === undefined, { message: '只有密码开门需要设置密码', path: ['password'] });
export type LockAuthChange = z.infer<typeof LockAuthChangeSchema>;

export const DeviceCollectSchema = z.looseObject({
  deviceType: z.number().int().default(2),
});
export type DeviceCollect = z.infer<typeof DeviceCollectSchema>;
