import { z } from 'zod';
import {
  DEFAULT_DEVICE_COLLECT_TYPE,
  DateTextSchema,
  DotLogSchema,
  EntityIdSchema,
  LockAuthChangeSchema,
  LockAuthTypeSchema,
  LockDataSchema,
  LockShareIdSchema,
  LockShareRequestSchema,
  LockShortLinkSchema,
  NfcIdSchema,
  METER_RECORD_PAGE_SIZE,
  MeterAddInfoSchema,
  MeterAddWaterResultSchema,
  MeterChargeSchema,
  MeterDialogCheckSchema,
  MeterRecordQuerySchema,
  MeterZeroingStateSchema,
  MeterWaterAllowanceSchema,
  REMOTE_OPEN_LOCK_TIMEOUT_MS,
} from '@aster/core-domain';
import { defineEndpoint, queryNumber, inCatalogueFeature } from './define';

// Command bodies (hex frames from the lock or meter) are relayed as the device-ble package builds them: the server
// speaks the device's protocol, the app never reads the bytes. Entries whose answers the device screens read have
// their schemas here; the others stay open (z.unknown) until a screen reads them.

const auth = { needsAuth: true } as const;

/** The device's envelope payload is at most 240 bytes (device-ble MAX_PAYLOAD): 480 hex digits. */
export const DEVICE_HEX_MAX = 480;
const HexSchema = z.string().max(DEVICE_HEX_MAX).regex(/^(?:[0-9a-fA-F]{2})*$/, '指令格式有误');

/** A command for the device, built by the server (device-ble's DeviceCommand). */
export const DeviceCommandSchema = z.object({ hex: HexSchema.min(2) });
export type DeviceCommandAnswer = z.infer<typeof DeviceCommandSchema>;

/** The server's verdict on a device's answer: `next` is one more exchange (the next page of the lock's log). */
export const CommandVerdictSchema = z.object({ next: DeviceCommandSchema.nullish(), text: z.string().optional() });
export type CommandVerdict = z.infer<typeof CommandVerdictSchema>;

/**
 * Device kinds as the device home and collect/cancelCollect number them (deviceType; collect defaults to 2, the
 * meter, since a tenant pins meters to top up): 1 lock, 2 electricity meter, 3 cold water, 4 hot water.
 */
export const DEVICE_TYPE = { lock: 1, electricity: 2, coldWater: 3, hotWater: 4 } as const;
export const DeviceTypeSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);

/** Lock models the server reports; each has its page (device_lock, lock2, lock3; ttlock: pages/ttdevice). */
export const LOCK_MODELS = ['device_lock', 'lock2', 'lock3', 'ttlock'] as const;
export const LockModelSchema = z.enum(LOCK_MODELS);
export type LockModel = z.infer<typeof LockModelSchema>;

/** Meter models the server reports (D2's pages: device_meter, meter2, meter3, meter4). */
export const METER_MODELS = ['device_meter', 'meter2', 'meter3', 'meter4'] as const;
export const MeterModelSchema = z.enum(METER_MODELS);
export type MeterModel = z.infer<typeof MeterModelSchema>;

/** One device as the device home lists it. balance: yuan as text for meters ("12.50"), null for locks. */
export const DeviceSummarySchema = z.object({
  id: z.string(),
  deviceType: DeviceTypeSchema,
  model: z.union([LockModelSchema, MeterModelSchema]),
  name: z.string(),
  online: z.boolean(),
  /** 0-100, null when the device does not report it (mains-powered meters). */
  battery: z.number().int().min(0).max(100).nullable(),
  balance: z.string().nullable(),
  collected: z.boolean(),
});
export type DeviceSummary = z.infer<typeof DeviceSummarySchema>;

/** smart-device/home: the tenant's devices per contract and room (rooms: the let room and the shared ones). */
export const DeviceHomeSchema = z.object({
  contracts: z.array(
    z.object({
      contractId: z.string(),
      contractNo: z.string(),
      houseTitle: z.string(),
      rooms: z.array(z.object({ roomId: z.string(), roomName: z.string(), devices: z.array(DeviceSummarySchema) })),
    }),
  ),
  /** Locks family members shared with the caller (lock/auth/accept), each with its house; ours, the spec is silent. */
  shared: z.array(z.object({ houseTitle: z.string(), roomName: z.string(), sharedBy: z.string(), device: DeviceSummarySchema })).default([]),
});
export type DeviceHome = z.infer<typeof DeviceHomeSchema>;

/** A lock as its pages read it (lock/detail, v2/lock/detail, intelligent/locks, getLockByContract). */
export const LockDetailSchema = LockDataSchema.extend({
  id: z.string(),
  model: LockModelSchema,
  name: z.string(),
  contractId: z.string(),
  houseTitle: z.string(),
  roomName: z.string(),
  /** The lock's gateway (remote open) is reachable. */
  online: z.boolean(),
  battery: z.number().int().min(0).max(100).nullable(),
  /** The caller's own password authorisation on this lock (editPwd changes it through updatePwdCmd). */
  lockAuthId: z.string().nullable(),
  collected: z.boolean(),
});
export type LockDetail = z.infer<typeof LockDetailSchema>;

const lockIdQuery = z.object({ lockId: z.string().min(1).max(64) });

/**
 * remote-open's outcome. The gateway's own limit is under the client's 60 s (REMOTE_OPEN_LOCK_TIMEOUT_MS), so the
 * server says "timeout" itself; the client's timeout is the backstop when the server is unreachable.
 */
export const REMOTE_OPEN_RESULTS = ['opened', 'offline', 'timeout', 'refused'] as const;
export const RemoteOpenResultSchema = z.object({ result: z.enum(REMOTE_OPEN_RESULTS), message: z.string() });
export type RemoteOpenResult = z.infer<typeof RemoteOpenResultSchema>;

/**
 * A temporary password (once/auth; the spec shows no fields, ours): `once` opens one time within 6 hours (the
 * lock's vendor rule for one-time codes); `timed` opens any number of times for 1 to 72 hours.
 */
export const TEMP_PASSWORD_KINDS = ['once', 'timed'] as const;
export const TEMP_PASSWORD_MAX_HOURS = 72;
export const TEMP_PASSWORD_FOR_WHOM_MAX_LENGTH = 20;
export const TempPasswordRequestSchema = z.object({
  kind: z.enum(TEMP_PASSWORD_KINDS),
  hours: z.number().int('请选择有效时长').min(1, '请选择有效时长').max(TEMP_PASSWORD_MAX_HOURS, '有效时长最长72小时').default(6),
  /** Who the password is for, as the maker calls them (保洁阿姨), shown in the lock's list of passwords (ours). */
  forWhom: z.string().trim().max(TEMP_PASSWORD_FOR_WHOM_MAX_LENGTH, `使用人最多${TEMP_PASSWORD_FOR_WHOM_MAX_LENGTH}个字`).optional(),
});
export const TempPasswordSchema = z.object({
  password: z.string(),
  kind: z.enum(TEMP_PASSWORD_KINDS),
  validFrom: z.string(),
  validTo: z.string(),
});
export type TempPassword = z.infer<typeof TempPasswordSchema>;

/**
 * A temporary password as the lock's list shows it (ours: the spec has once/auth only). `ending`: 作废 was asked and
 * the lock has not confirmed it through its gateway yet, so the lock may still take it; `ended` once it has.
 */
export const TEMP_PASSWORD_STATES = ['active', 'ending', 'ended', 'expired'] as const;
export type TempPasswordState = (typeof TEMP_PASSWORD_STATES)[number];
export const TempPasswordEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(TEMP_PASSWORD_KINDS),
  /** Who made it, masked as the authorisations are (张*). */
  madeBy: z.string(),
  mine: z.boolean(),
  forWhom: z.string().nullable(),
  validFrom: z.string(),
  validTo: z.string(),
  state: z.enum(TEMP_PASSWORD_STATES),
  /** The caller may 作废 it: their own, or one made through a share of theirs, still taken by the lock. */
  cancellable: z.boolean(),
});
export type TempPasswordEntry = z.infer<typeof TempPasswordEntrySchema>;

/** A new password for the caller's own authorisation (updatePwdCmd): 6 digits, as the locks take. */
export const LockPasswordSchema = z.string().max(6, '请输入6位数字密码').regex(/^\d{6}$/, '请输入6位数字密码');
export const UpdatePwdRequestSchema = z.object({ lockId: z.string().min(1).max(64), lockAuthId: EntityIdSchema, password: LockPasswordSchema });

/** One line of the lock's log (uploaded from the lock by Bluetooth, page by page; and the gateway's remote opens). */
export const LockLogSchema = z.object({ id: z.string(), time: z.string(), text: z.string() });
export const LOCK_LOG_PAGE_SIZE = 20;
export const LockLogPageSchema = z.object({ list: z.array(LockLogSchema), total: z.number().int(), pageNum: z.number().int() });
export type LockLogPage = z.infer<typeof LockLogPageSchema>;

/** Answers of a lock command (submitCmdResponse): which command the answer is for and the device's hex. */
export const LOCK_COMMANDS = ['open', 'set-time', 'upload-log', 'update-password'] as const;
export const LockAnswerSchema = z.object({ command: z.enum(LOCK_COMMANDS), hex: HexSchema.min(2) });

/**
 * One authorisation of a lock as auth-list shows it (the spec shows no fields, ours): its kind, whose it is (name
 * and phone masked: 张*, 138****1234; `mine` for the caller's own), since when and until when (null: as long as the
 * lease), and whether it came from a share (the sharer may revoke it).
 */
export const LockAuthEntrySchema = z.object({
  authId: z.string(),
  authType: LockAuthTypeSchema,
  holderName: z.string(),
  holderPhone: z.string(),
  mine: z.boolean(),
  shared: z.boolean(),
  revocable: z.boolean(),
  validFrom: z.string(),
  validTo: z.string().nullable(),
});
export type LockAuthEntry = z.infer<typeof LockAuthEntrySchema>;
/** A share not yet accepted: the phone it is for (masked), what it gives and when its link runs out. */
export const LockPendingShareSchema = z.object({
  shareId: z.string(),
  authType: LockAuthTypeSchema,
  phone: z.string(),
  linkExpiresAt: z.string(),
});
/**
 * The house's lock-auth setting its lease holder makes for the household (setting-house-lock-auth; the spec shows
 * no fields, ours): whether the family members they shared the lock with may make temporary passwords.
 */
export const HouseLockAuthSettingSchema = z.object({ memberTempPasswords: z.boolean() });
export type HouseLockAuthSetting = z.infer<typeof HouseLockAuthSettingSchema>;
export const HouseLockAuthSettingRequestSchema = HouseLockAuthSettingSchema.extend({ lockId: z.string().min(1).max(64) });
/** `houseSetting`: the house's setting, for the lease holder only (null for a family member). */
export const LockAuthListSchema = z.object({
  auths: z.array(LockAuthEntrySchema),
  pending: z.array(LockPendingShareSchema),
  houseSetting: HouseLockAuthSettingSchema.nullable().default(null),
});
export type LockAuthList = z.infer<typeof LockAuthListSchema>;

/** What auth/{authId} did to a shared key: its kind now, or ended (null). */
export const LockAuthChangedSchema = z.object({ authId: z.string(), authType: LockAuthTypeSchema.nullable(), ended: z.boolean() });
export type LockAuthChanged = z.infer<typeof LockAuthChangedSchema>;

/**
 * The caller's lock account (getLockAccountInfo; the spec shows no fields, ours): who it is (masked), how many locks
 * they may open, their keys by kind, the family keys they shared out and were shared, their temporary passwords
 * still open. Counts only: what each lock does is its own page's.
 */
export const LockAccountInfoSchema = z.object({
  holderName: z.string(),
  holderPhone: z.string(),
  lockCount: z.number().int().nonnegative(),
  keys: z.array(z.object({ authType: LockAuthTypeSchema, count: z.number().int().positive() })).max(5),
  sharedOut: z.number().int().nonnegative(),
  sharedWithMe: z.number().int().nonnegative(),
  tempPasswordsActive: z.number().int().nonnegative(),
});
export type LockAccountInfo = z.infer<typeof LockAccountInfoSchema>;

/** A share made (ours): the link's two parts for lock/auth/accept and when the link runs out. */
export const LockShareSchema = z.object({ shareId: LockShareIdSchema, shortLink: LockShortLinkSchema, phone: z.string(), linkExpiresAt: z.string() });
export type LockShare = z.infer<typeof LockShareSchema>;
/** What the member sees before accepting (ours): the lock, who shared it (masked), what and for how long. */
export const LockShareInfoSchema = z.object({
  lockName: z.string(),
  houseTitle: z.string(),
  sharedBy: z.string(),
  authType: LockAuthTypeSchema,
  days: z.number().int().nullable(),
  linkExpiresAt: z.string(),
  status: z.enum(['open', 'accepted', 'expired', 'revoked']),
});
export type LockShareInfo = z.infer<typeof LockShareInfoSchema>;
const lockShareQuery = z.object({ shareId: LockShareIdSchema, shortLink: LockShortLinkSchema });

/** The caller's NFC keys (user-auth-list, nfcId narrows it to one key): which locks each opens. */
export const NfcKeySchema = z.object({ lockId: z.string(), lockName: z.string(), houseTitle: z.string(), nfcId: z.string(), since: z.string() });
export const NfcKeysSchema = z.array(NfcKeySchema);
export type NfcKey = z.infer<typeof NfcKeySchema>;
const nfcCommand = z.object({ lockId: z.string().min(1).max(64), nfcId: NfcIdSchema });
/** What save-nfc-log records (ours): the activation's steps as the phone saw them. */
export const NFC_LOG_EVENTS = ['activated', 'no-nfc', 'nfc-off', 'read-failed'] as const;

// Record queries are GET fields: numbers are coerced because the server reads them from a query string.
const meterRecordQuery = MeterRecordQuerySchema.extend({
  deviceType: queryNumber().int().optional(),
  meterType: queryNumber().int().optional(),
  pageSize: queryNumber().int().positive().default(METER_RECORD_PAGE_SIZE),
});

export const lockEndpoints = {
  setTimeCmd: defineEndpoint({ method: 'POST', path: 'intelligent/locks/{id}/getSetTimeCmd2', response: DeviceCommandSchema, ...auth }),
  /** Reads a device answer back in words without acting on it (support's view of what the lock said). */
  parsing: defineEndpoint({
    method: 'POST',
    path: 'intelligent/locks/parsing',
    request: LockAnswerSchema.extend({ lockId: z.string().min(1).max(64) }),
    response: z.object({ text: z.string() }),
    ...auth,
  }),
  submitCmdResponse: defineEndpoint({
    method: 'POST',
    path: 'intelligent/locks/{id}/submitCmdResponse',
    request: LockAnswerSchema,
    response: CommandVerdictSchema,
    ...auth,
  }),
  uploadLogCmd: defineEndpoint({ method: 'POST', path: 'intelligent/locks/getUploadLogCmd', request: lockIdQuery, response: DeviceCommandSchema, ...auth }),
  updatePwdCmd: defineEndpoint({ method: 'POST', path: 'intelligent/locks/pwd/updatePwdCmd', request: UpdatePwdRequestSchema, response: DeviceCommandSchema, ...auth }),
  // NFC keys (the phone's NFC as a key, device_nfc). The spec names the three reports; their fields are ours. The
  // command that tells the lock to take the key is ours too (nfc-active-cmd, beside getSetTimeCmd2): the relay's
  // lock-nfc kind. nfc-open-report hands the lock's answer back and makes the key (auth type 90).
  nfcActiveCmd: defineEndpoint({ method: 'POST', path: 'intelligent/locks/nfc-active-cmd', request: nfcCommand, response: DeviceCommandSchema, ...auth, extension: 'the lock page: the command that activates a phone as an NFC key (its report calls are in section 7)' }),
  nfcOpenReport: defineEndpoint({ method: 'POST', path: 'intelligent/locks/nfc-open-report', request: nfcCommand.extend({ hex: HexSchema.min(2) }), response: CommandVerdictSchema, ...auth }),
  saveNfcLog: defineEndpoint({ method: 'POST', path: 'intelligent/locks/save-nfc-log', request: z.object({ lockId: z.string().min(1).max(64), nfcId: NfcIdSchema.optional(), event: z.enum(NFC_LOG_EVENTS) }), ...auth }),
  reportNfcActiveFail: defineEndpoint({
    method: 'POST',
    path: 'intelligent/locks/report-nfc-active-fail',
    request: nfcCommand.extend({ kind: z.string().max(40), platformCode: z.string().max(40).optional() }),
    ...auth,
  }),
  lockAccountInfo: defineEndpoint({ method: 'GET', path: 'intelligent/locks/getLockAccountInfo', response: LockAccountInfoSchema, ...auth }),
  userAuthList: defineEndpoint({ method: 'GET', path: 'intelligent/v2/locks/user-auth-list', request: z.object({ nfcId: NfcIdSchema.optional() }), response: NfcKeysSchema, ...auth }),
  list: defineEndpoint({ method: 'GET', path: 'intelligent/locks', response: z.array(LockDetailSchema), ...auth }),
  authList: defineEndpoint({ method: 'GET', path: 'intelligent/locks/{id}/auth-list', response: LockAuthListSchema, ...auth }),
  // Sharing (ours: the spec shows only lock/auth/accept). The lease holder shares with a phone number; only the
  // account of that phone may accept, within LOCK_SHARE_LINK_HOURS; the sharer revokes a shared authorisation.
  share: defineEndpoint({ method: 'POST', path: 'intelligent/locks/{id}/share', request: LockShareRequestSchema, response: LockShareSchema, ...auth, extension: 'lock sharing: share the door with a family member or guest' }),
  shareInfo: defineEndpoint({ method: 'GET', path: 'intelligent/locks/share-info', request: lockShareQuery, response: LockShareInfoSchema, ...auth, extension: 'the share link the receiver opens before lock/auth/accept' }),
  cancelShare: defineEndpoint({ method: 'POST', path: 'intelligent/locks/{id}/share/{shareId}/cancel', response: z.object({ cancelled: z.boolean() }), ...auth, extension: 'lock sharing: cancel a share not yet accepted' }),
  remoteOpen: defineEndpoint({
    method: 'POST',
    path: 'intelligent/locks/{id}/remote-open',
    response: RemoteOpenResultSchema,
    timeoutMs: REMOTE_OPEN_LOCK_TIMEOUT_MS,
    ...auth,
  }),
  /**
   * The sharer changes a shared key's open type (LockOpenType: 1 Bluetooth, 2 a password they set) or ends it (0; the
   * member's temporary passwords end with it). A password goes to the lock through its gateway: its time, as remote open.
   */
  updateAuth: defineEndpoint({
    method: 'POST',
    path: 'intelligent/locks/{id}/auth/{authId}',
    request: LockAuthChangeSchema,
    response: LockAuthChangedSchema,
    timeoutMs: REMOTE_OPEN_LOCK_TIMEOUT_MS,
    ...auth,
  }),
  settingHouseLockAuth: defineEndpoint({
    method: 'POST',
    prefix: '/tapp/v3',
    path: 'baozu/device/lock/setting-house-lock-auth',
    request: HouseLockAuthSettingRequestSchema,
    response: HouseLockAuthSettingSchema,
    ...auth,
  }),
  onceAuth: defineEndpoint({ method: 'POST', path: 'intelligent/locks/{id}/once/auth', request: TempPasswordRequestSchema, response: TempPasswordSchema, ...auth }),
  // The lock's temporary passwords (ours, the smallest addition to once/auth): the lease holder sees those they and
  // the family they shared with made, a family member their own; 作废 ends one at the lock through its gateway
  // (the gateway's time, as remote open). Revoking a share ends its member's passwords the same way.
  tempPasswords: defineEndpoint({ method: 'GET', path: 'intelligent/locks/{id}/temp-passwords', response: z.array(TempPasswordEntrySchema), ...auth, extension: "the lock's temporary passwords (once/auth makes them)" }),
  cancelTempPassword: defineEndpoint({
    method: 'POST',
    path: 'intelligent/locks/{id}/temp-passwords/{passwordId}/cancel',
    response: TempPasswordEntrySchema,
    timeoutMs: REMOTE_OPEN_LOCK_TIMEOUT_MS,
    ...auth,
    extension: 'end a temporary password before its time',
  }),
  // The spec shows no call for opening by Bluetooth: ours, beside getSetTimeCmd2 (the relay's lock-open kind).
  openCmd: defineEndpoint({ method: 'POST', path: 'intelligent/locks/{id}/getOpenCmd', response: DeviceCommandSchema, ...auth, extension: 'the Bluetooth open: the signed command the phone relays to the lock' }),
  // The spec shows no call for reading the log: ours, beside getUploadLogCmd (newest first, LOCK_LOG_PAGE_SIZE a page).
  logs: defineEndpoint({
    method: 'GET',
    path: 'intelligent/locks/{id}/logs',
    request: z.object({ pageNum: queryNumber().int().min(1).max(1000).default(1) }),
    response: LockLogPageSchema,
    ...auth,
    extension: "the lock's open log",
  }),
};

// Meters (D2). The spec names the calls and the charge/record fields only; the answers are ours: money in fen
// beside the yuan text the pages show, use in the meter's unit (度 / 吨), the recharge command as the relay's hex.
const meterIdField = z.string().min(1).max(64);
export const MeterUnitSchema = z.enum(['度', '吨']);

/** smart-device/meter/detail: one meter as its page shows it. pendingRecharge: a paid top-up still to be written. */
export const MeterDetailSchema = z.object({
  id: z.string(),
  model: MeterModelSchema,
  deviceType: DeviceTypeSchema,
  name: z.string(),
  houseTitle: z.string(),
  roomName: z.string(),
  contractId: z.string(),
  meterMac: z.string(),
  online: z.boolean(),
  switchOn: z.boolean(),
  balance: z.string(),
  balanceFen: z.number().int(),
  reading: z.number(),
  unit: MeterUnitSchema,
  priceFen: z.number().int().nonnegative(),
  /** Paid but not yet on the meter (an offline meter's top-up waits for Bluetooth). */
  pendingRechargeFen: z.number().int().nonnegative(),
  /** A recharge handed to the meter and not confirmed yet: the next connection finishes it before anything else. */
  rechargeTaskPending: z.boolean(),
  readAt: z.string(),
  /** Water meters only: the operator's water allowance waiting to be written to the meter's water processor (加水). */
  addInfo: MeterAddInfoSchema.optional(),
  /** Water meters only: the free water the processor holds, in litres, as it last said (null before any allowance). */
  waterCreditLitres: z.number().int().nonnegative().nullable().optional(),
});
export type MeterDetail = z.infer<typeof MeterDetailSchema>;

/** An allowance named by its todo task, on a water meter of the caller. */
export const MeterWaterTaskRequestSchema = z.object({ meterId: meterIdField, todoTaskId: z.string().min(1).max(64) });
/** The water meter's allowances, newest first, and the processor's credit (使用记录). */
export const MeterWaterAllowancesSchema = z.object({
  creditLitres: z.number().int().nonnegative().nullable(),
  allowances: z.array(MeterWaterAllowanceSchema).max(METER_RECORD_PAGE_SIZE),
});
export type MeterWaterAllowances = z.infer<typeof MeterWaterAllowancesSchema>;

export const MeterUseRangeSchema = z.object({ meterId: meterIdField, startDate: DateTextSchema, endDate: DateTextSchema });
export type MeterUseRange = z.infer<typeof MeterUseRangeSchema>;
/** device/dayUse: a point a day (at most a year and a day). */
export const MeterDayUseSchema = z.object({
  unit: MeterUnitSchema,
  points: z.array(z.object({ date: z.string(), use: z.number(), costFen: z.number().int() })).max(400),
});
export type MeterDayUse = z.infer<typeof MeterDayUseSchema>;
/** device/hourUse: a point an hour, "YYYY-MM-DD HH:00" China time (at most 31 days). */
export const MeterHourUseSchema = z.object({
  unit: MeterUnitSchema,
  points: z.array(z.object({ hour: z.string(), use: z.number() })).max(31 * 24),
});
export type MeterHourUse = z.infer<typeof MeterHourUseSchema>;

export const MeterChargeRulesSchema = z.object({ minimumFen: z.number().int().positive(), presetsFen: z.array(z.number().int().positive()).max(12) });
export type MeterChargeRules = z.infer<typeof MeterChargeRulesSchema>;
/** intelligent/meter/charge: the pay module's order for the top-up. */
export const MeterChargeOrderSchema = z.object({ orderNo: z.string(), amount: z.string(), topUpId: z.string() });
export type MeterChargeOrder = z.infer<typeof MeterChargeOrderSchema>;

/** A recharge of the relay (device-ble's meter-recharge params): amount in yuan. */
export const MeterRechargeRequestSchema = z.object({ meterId: meterIdField, amount: z.number().positive().max(100_000), machineId: z.string().max(64).optional() });
export const MeterAnswerSchema = z.object({ meterId: meterIdField, hex: HexSchema.min(2).max(1024) });
export const MeterTodoTaskSchema = z.object({
  taskId: z.string(),
  meterId: z.string(),
  params: z.object({ meterId: z.string(), amount: z.number(), machineId: z.string().optional() }),
  command: DeviceCommandSchema,
});
export type MeterTodoTask = z.infer<typeof MeterTodoTaskSchema>;
export const MeterBalanceSchema = z.object({ balance: z.string(), balanceFen: z.number().int() });
/** A meter's own state as last read (meterReadingOnline, or the Bluetooth reading's answer). */
export const MeterReadingSchema = z.object({ reading: z.number(), balanceFen: z.number().int(), switchOn: z.boolean(), readAt: z.string() });
export type MeterReading = z.infer<typeof MeterReadingSchema>;
const meterOnly = z.object({ meterId: meterIdField });
/** The meter page's buttons a dialog check can be asked for (meter-dialog-check's btnType). */
export const METER_BUTTON = { topUp: 1, switchOn: 2, reading: 3, resetBalance: 4 } as const;

/** A zeroing (退租清零) of the meter by the caller: what the meter cleared and the wallet got back. */
export const MeterZeroingRecordSchema = z.object({ id: z.string(), amountFen: z.number().int().nonnegative(), zeroedAt: z.string() });
export type MeterZeroingRecord = z.infer<typeof MeterZeroingRecordSchema>;
/**
 * The meter and 退租清零: `state` due (checkout applied, money on it: balanceFen is the last known balance), zeroed
 * (the latest zeroing refunded refundedFen and nothing was added since), or none; `records` newest first.
 */
export const MeterZeroingSchema = z.object({
  state: MeterZeroingStateSchema,
  online: z.boolean(),
  balanceFen: z.number().int(),
  refundedFen: z.number().int().nonnegative(),
  records: z.array(MeterZeroingRecordSchema).max(METER_RECORD_PAGE_SIZE),
});
export type MeterZeroing = z.infer<typeof MeterZeroingSchema>;

/** A top-up of the meter by the caller: paid (an online meter has it at once), waiting to be written (offline), or unpaid. */
export const MeterChargeRecordSchema = z.object({
  id: z.string(),
  /** The meter topped up (device_pay_result asks by recordId alone). */
  meterId: z.string(),
  amountFen: z.number().int(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  orderNo: z.string().nullable(),
  status: z.enum(['credited', 'awaiting_write', 'unpaid']),
});
export type MeterChargeRecord = z.infer<typeof MeterChargeRecordSchema>;
export const MeterChargeRecordsSchema = z.object({ records: z.array(MeterChargeRecordSchema).max(METER_RECORD_PAGE_SIZE) });
export type MeterChargeRecords = z.infer<typeof MeterChargeRecordsSchema>;
/** The meter at the end of each day: its reading then (what a 抄表 would have shown). */
export const MeterReadLogsSchema = z.object({ unit: MeterUnitSchema, readings: z.array(z.object({ date: z.string(), reading: z.number() })).max(METER_RECORD_PAGE_SIZE) });
export type MeterReadLogs = z.infer<typeof MeterReadLogsSchema>;

/** intelligent/meter/list: one meter of the caller (a lived-in lease's house), where it is and what it holds. */
export const MeterListItemSchema = z.object({
  id: z.string(),
  model: MeterModelSchema,
  deviceType: DeviceTypeSchema,
  name: z.string(),
  houseTitle: z.string(),
  roomName: z.string(),
  online: z.boolean(),
  balance: z.string(),
  balanceFen: z.number().int(),
});
export type MeterListItem = z.infer<typeof MeterListItemSchema>;
/** A tenant has a handful of meters; the bound keeps a broken answer from flooding the page. */
export const MeterListSchema = z.array(MeterListItemSchema).max(100);

/** What was done to a meter (meter-operation-log): by whom (masked), how it reached the meter and what came of it. */
export const METER_OPERATIONS = ['recharge', 'switch-on', 'reading', 'zero-balance', 'reset-balance', 'add-water'] as const;
export type MeterOperation = (typeof METER_OPERATIONS)[number];
export const MeterOperationLogSchema = z.object({
  id: z.string(),
  operation: z.enum(METER_OPERATIONS),
  /** The line as the page shows it (充值写入 ¥50.00, 远程合闸, 蓝牙抄表 ...). */
  title: z.string().max(100),
  channel: z.enum(['remote', 'bluetooth']),
  /** Who did it, masked (张*), or 运营方. */
  operator: z.string().max(40),
  createdAt: z.string(),
});
export type MeterOperationLog = z.infer<typeof MeterOperationLogSchema>;
export const MeterOperationLogsSchema = z.object({ list: z.array(MeterOperationLogSchema).max(METER_RECORD_PAGE_SIZE), total: z.number().int().nonnegative() });
export type MeterOperationLogs = z.infer<typeof MeterOperationLogsSchema>;
/** One entry with what the meter said after it (null where the operation does not read it). */
export const MeterOperationLogInfoSchema = MeterOperationLogSchema.extend({
  meterId: z.string(),
  meterName: z.string(),
  amountFen: z.number().int().nullable(),
  balanceAfterFen: z.number().int().nullable(),
  readingAfter: z.number().nullable(),
});
export type MeterOperationLogInfo = z.infer<typeof MeterOperationLogInfoSchema>;
/** view-more-button: how many entries the meter's pages show at first, and whether there are more behind 查看更多. */
export const MeterViewMoreSchema = z.object({ show: z.boolean(), previewSize: z.number().int().min(1).max(50) });
export type MeterViewMore = z.infer<typeof MeterViewMoreSchema>;

/** use-record: the use and charge of each day of the range, with the reading at the day's end. */
export const MeterUseRecordSchema = z.object({ date: z.string(), use: z.number(), costFen: z.number().int(), readingEnd: z.number() });
export const MeterUseRecordsSchema = z.object({ unit: MeterUnitSchema, list: z.array(MeterUseRecordSchema).max(METER_RECORD_PAGE_SIZE) });
export type MeterUseRecords = z.infer<typeof MeterUseRecordsSchema>;
/** use-record-total: the range's use and charges, and what the caller paid in (paid top-ups) over it. */
export const MeterUseTotalSchema = z.object({
  unit: MeterUnitSchema,
  use: z.number(),
  costFen: z.number().int(),
  paidInFen: z.number().int().nonnegative(),
  days: z.number().int().nonnegative(),
});
export type MeterUseTotal = z.infer<typeof MeterUseTotalSchema>;

/** operate-logs: the meter's relay, cut (余额用完) and switched on again (合闸), newest first. */
export const MeterSwitchLogSchema = z.object({ id: z.string(), action: z.enum(['off', 'on']), reason: z.string().max(100), createdAt: z.string() });
export const MeterSwitchLogsSchema = z.object({ list: z.array(MeterSwitchLogSchema).max(METER_RECORD_PAGE_SIZE) });
export type MeterSwitchLogs = z.infer<typeof MeterSwitchLogsSchema>;

/** recharge-position: the meters the caller may top up, where each is, and why one may not be (reason). */
export const MeterRechargePositionSchema = z.object({
  meterId: z.string(),
  name: z.string(),
  deviceType: DeviceTypeSchema,
  houseTitle: z.string(),
  roomName: z.string(),
  online: z.boolean(),
  balance: z.string(),
  chargeable: z.boolean(),
  reason: z.string().nullable(),
});
export type MeterRechargePosition = z.infer<typeof MeterRechargePositionSchema>;
export const MeterRechargePositionsSchema = z.object({ positions: z.array(MeterRechargePositionSchema).max(100) });

/** show/device-info: the meter as a device (its model, MAC masked, how it is reached, when installed). */
export const MeterDeviceInfoSchema = z.object({
  name: z.string(),
  modelName: z.string(),
  mac: z.string(),
  connection: z.string(),
  installedAt: z.string(),
});
export type MeterDeviceInfo = z.infer<typeof MeterDeviceInfoSchema>;

/** device-task-todo: what waits to be done at the meter for the caller (taskType 1 充值写入, 3 加水, 4 余额校零). */
export const METER_TASK_TYPE = { recharge: 1, addWater: 3, resetBalance: 4 } as const;
export const MeterTaskTodoSchema = z.object({
  taskId: z.string(),
  taskType: z.union([z.literal(1), z.literal(3), z.literal(4)]),
  title: z.string().max(100),
  createdAt: z.string(),
});
export type MeterTaskTodo = z.infer<typeof MeterTaskTodoSchema>;
export const MeterTasksTodoSchema = z.object({ tasks: z.array(MeterTaskTodoSchema).max(20) });
export type MeterTasksTodo = z.infer<typeof MeterTasksTodoSchema>;

/** click-btn-check: whether a meter button may act now, and if not the words why. */
export const MeterButtonCheckSchema = z.object({ allowed: z.boolean(), message: z.string().max(200) });
export type MeterButtonCheck = z.infer<typeof MeterButtonCheckSchema>;

/** The device's event log upload (device/dot/log/report): what a device flow met, for support. */
export const DotLogReportSchema = DotLogSchema.extend({ deviceId: meterIdField.optional() });

const meterRecords = meterRecordQuery.extend({ meterId: meterIdField });
const meterRange = meterRecords.extend({ startDate: DateTextSchema, endDate: DateTextSchema });

export const meterEndpoints = {
  list: defineEndpoint({ method: 'GET', path: 'intelligent/meter/list', response: MeterListSchema, ...auth }),
  /** The caller's top-ups of a meter, newest first (pageSize 1000 as the spec says). */
  /**
   * The caller's top-ups, newest first (pageSize 1000 as the spec says): of one meter, or (recordId, the pay order's
   * bizId: device_pay_result) the one top-up of the caller's, whichever meter it is for.
   */
  chargeRecord: defineEndpoint({
    method: 'GET',
    path: 'intelligent/meter/charge-record',
    request: meterRecordQuery.extend({ meterId: meterIdField.optional(), recordId: z.string().max(12).regex(/^\d{1,12}$/).optional() }),
    response: MeterChargeRecordsSchema,
    ...auth,
  }),
  /** The meter's operations (充值写入, 合闸, 抄表, 清零 ...), newest first, pageSize 1000. */
  operationLog: defineEndpoint({ method: 'GET', path: 'intelligent/meter/meter-operation-log', request: meterRecords, response: MeterOperationLogsSchema, ...auth }),
  operationLogInfo: defineEndpoint({ method: 'GET', path: 'intelligent/meter/meter-operation-log/{id}/info', response: MeterOperationLogInfoSchema, ...auth }),
  viewMoreButton: defineEndpoint({ method: 'GET', path: 'intelligent/meter/meter-operation-log/view-more-button', request: meterRecords, response: MeterViewMoreSchema, ...auth }),
  /** The meter's reading at the end of each day of the range (at most a year). */
  readLogs: defineEndpoint({ method: 'GET', path: 'intelligent/meter/read-logs', request: MeterUseRangeSchema, response: MeterReadLogsSchema, ...auth }),
  /** Each day's use and charge over the range (at most a year and a day), newest first. */
  useRecord: defineEndpoint({ method: 'GET', path: 'intelligent/meter/use-record', request: meterRange, response: MeterUseRecordsSchema, ...auth }),
  useRecordTotal: defineEndpoint({ method: 'GET', path: 'intelligent/meter/use-record-total', request: meterRange, response: MeterUseTotalSchema, ...auth }),
  /** 通断记录: when the meter cut the supply and when it was switched on again. */
  operateLogs: defineEndpoint({ method: 'GET', path: 'intelligent/meter/operate-logs', request: meterRecords, response: MeterSwitchLogsSchema, ...auth }),
  rechargePosition: defineEndpoint({ method: 'GET', path: 'intelligent/meter/recharge-position', response: MeterRechargePositionsSchema, ...auth }),
  baozuPrice: defineEndpoint({
    method: 'GET',
    path: 'intelligent/meter/baozu/price',
    request: z.object({ meterId: meterIdField }),
    response: z.object({ priceFen: z.number().int(), unit: MeterUnitSchema }),
    ...auth,
  }),
  minimumAmount: defineEndpoint({ method: 'GET', path: 'intelligent/meter/get-minimum-amount', request: z.object({ meterId: meterIdField }), response: MeterChargeRulesSchema, ...auth }),
  charge: defineEndpoint({
    method: 'POST',
    path: 'intelligent/meter/charge',
    request: MeterChargeSchema.extend({ meterId: meterIdField }),
    response: MeterChargeOrderSchema,
    ...auth,
  }),
};

const smart = <const P extends string>(path: P) => `smart-device/${path}` as const;

export const smartDeviceEndpoints = {
  home: defineEndpoint({ method: 'GET', prefix: '/tapp/v3', path: smart('home'), response: DeviceHomeSchema, ...auth }),
  lockDetail: defineEndpoint({ method: 'GET', prefix: '/tapp/v3', path: smart('lock/detail'), request: lockIdQuery, response: LockDetailSchema, ...auth }),
  /** v2 also carries ttlockData (the TTLock group's pages read it). */
  lockDetailV2: defineEndpoint({ method: 'GET', prefix: '/tapp/v3', path: smart('v2/lock/detail'), request: lockIdQuery, response: LockDetailSchema, ...auth }),
  meterDetail: defineEndpoint({ method: 'GET', prefix: '/tapp/v3', path: smart('meter/detail'), request: z.object({ meterId: meterIdField }), response: MeterDetailSchema, ...auth }),
  dayUse: defineEndpoint({ method: 'POST', prefix: '/tapp/v3', path: smart('device/dayUse'), request: MeterUseRangeSchema, response: MeterDayUseSchema, ...auth }),
  hourUse: defineEndpoint({ method: 'POST', prefix: '/tapp/v3', path: smart('device/hourUse'), request: MeterUseRangeSchema, response: MeterHourUseSchema, ...auth }),
  showDeviceInfo: defineEndpoint({ method: 'POST', prefix: '/tapp/v3', path: smart('show/device-info'), request: meterOnly, response: MeterDeviceInfoSchema, ...auth }),
  /** 合闸 of an online meter through its cloud: refused while the balance is used up. */
  meterSwitchOn: defineEndpoint({ method: 'POST', prefix: '/tapp/v3', path: smart('meter/switchOn'), request: meterOnly, response: MeterReadingSchema, ...auth }),
  /** 抄表 of an online meter: its cloud's reading now. */
  meterReadingOnline: defineEndpoint({ method: 'POST', prefix: '/tapp/v3', path: smart('meter/meterReadingOnline'), request: meterOnly, response: MeterReadingSchema, ...auth }),
  turnSwitchOnOffline: defineEndpoint({ method: 'POST', prefix: '/tapp/v3', path: smart('meter/turnSwitchOnOffline'), request: meterOnly, response: DeviceCommandSchema, ...auth }),
  submitTurnSwitchOfflineResponse: defineEndpoint({
    method: 'POST',
    prefix: '/tapp/v3',
    path: smart('meter/submitTurnSwitchOfflineResponse'),
    request: MeterAnswerSchema,
    response: MeterReadingSchema,
    ...auth,
  }),
  meterReadingOffline: defineEndpoint({ method: 'POST', prefix: '/tapp/v3', path: smart('meter/meterReadingOffline'), request: meterOnly, response: DeviceCommandSchema, ...auth }),
  meterReadingOfflineResponse: defineEndpoint({
    method: 'POST',
    prefix: '/tapp/v3',
    path: smart('meter/meterReadingOfflineResponse'),
    request: MeterAnswerSchema,
    response: MeterReadingSchema,
    ...auth,
  }),
  /**
   * 余额校零 of an offline meter: the command setting its balance to 0, issued only while the operator's reset task
   * (device-task-todo taskType 4: the money on it was settled with the lease before) waits for the meter.
   */
  offlineResetBalance: defineEndpoint({ method: 'POST', prefix: '/tapp/v3', path: smart('device/offlineResetBalance'), request: meterOnly, response: DeviceCommandSchema, ...auth }),
  offlineResetBalanceResponse: defineEndpoint({
    method: 'POST',
    prefix: '/tapp/v3',
    path: smart('device/offlineResetBalanceResponse'),
    request: MeterAnswerSchema,
    response: MeterReadingSchema,
    ...auth,
  }),
  offlineChargeBalance: defineEndpoint({ method: 'POST', prefix: '/tapp/v3', path: smart('device/offlineChargeBalance'), request: MeterRechargeRequestSchema, response: DeviceCommandSchema, ...auth }),
  offlineRechargeBalanceResponse: defineEndpoint({
    method: 'POST',
    prefix: '/tapp/v3',
    path: smart('device/offlineRechargeBalanceResponse'),
    request: MeterAnswerSchema,
    response: MeterBalanceSchema,
    ...auth,
  }),
  /** Dot log (spec section 3): device info, app info, zk, dotContent, isPush. */
  dotLogReport: defineEndpoint({
    method: 'POST',
    prefix: '/tapp/v3',
    path: smart('device/dot/log/report'),
    request: DotLogReportSchema,
    response: z.object({ id: z.string() }),
    ...auth,
  }),
  /** The water processor command writing one allowance (its todo task) to an offline water meter: the same write id every time. */
  waterCommandExec: defineEndpoint({ method: 'POST', prefix: '/tapp/v3', path: smart('common/water/bluetooth/command/exec'), request: MeterWaterTaskRequestSchema, response: DeviceCommandSchema, ...auth }),
  /** 抄表 of an online water meter through the water cloud (the electricity meters' is meter/meterReadingOnline). */
  waterReadingOnline: defineEndpoint({ method: 'POST', prefix: '/tapp/v3', path: smart('common/water/meterReadingOnline'), request: meterOnly, response: MeterReadingSchema, ...auth }),
};

const baozu = <const P extends string>(path: P) => `baozu/device/${path}` as const;

export const baozuDeviceEndpoints = {
  /**
   * 退租清零 of an offline meter: the command clearing it, carrying the zeroing id the server issued (one open zeroing
   * per meter: asked again, the same id). Only while the meter's lease is being checked out and it holds money.
   */
  meterZeroBalanceOffline: defineEndpoint({ method: 'GET', prefix: '/tapp/v3', path: baozu('{id}/meter-zero-balance-offline'), response: DeviceCommandSchema, ...auth }),
  /** The meter's answer: the amount it cleared is refunded to the wallet once per zeroing id (a repeat changes nothing). */
  meterZeroBalanceOfflineResponse: defineEndpoint({
    method: 'POST',
    prefix: '/tapp/v3',
    path: baozu('meter-zero-balance-offline-response'),
    request: MeterAnswerSchema,
    response: MeterZeroingSchema,
    ...auth,
  }),
  /** Ours (the spec shows only the offline calls): 退租清零 of an online meter, cleared at once through its cloud. */
  meterZeroBalanceOnline: defineEndpoint({ method: 'POST', prefix: '/tapp/v3', path: baozu('{id}/meter-zero-balance-online'), response: MeterZeroingSchema, ...auth, extension: "a meter's zero-balance settlement through the gateway" }),
  /** Ours: where the meter stands for 退租清零 (the meter page's card) and the caller's zeroings of it (使用记录). */
  meterZeroBalance: defineEndpoint({ method: 'GET', prefix: '/tapp/v3', path: baozu('{id}/meter-zero-balance'), response: MeterZeroingSchema, ...auth, extension: "a meter's zero-balance state after move-out" }),
  completeBleChargeTask: defineEndpoint({ method: 'POST', prefix: '/tapp/v3', path: baozu('complete-todo-task/ble-charge'), request: MeterAnswerSchema.extend({ taskId: z.string().min(1).max(64) }), response: MeterBalanceSchema, ...auth }),
  collect: defineEndpoint({
    method: 'GET',
    prefix: '/tapp/v3',
    path: baozu('{id}/collect'),
    request: z.object({ deviceType: queryNumber().int().default(DEFAULT_DEVICE_COLLECT_TYPE) }),
    response: z.object({ collected: z.boolean() }),
    ...auth,
  }),
  cancelCollect: defineEndpoint({
    method: 'GET',
    prefix: '/tapp/v3',
    path: baozu('{id}/cancelCollect'),
    request: z.object({ deviceType: queryNumber().int().default(DEFAULT_DEVICE_COLLECT_TYPE) }),
    response: z.object({ collected: z.boolean() }),
    ...auth,
  }),
  acceptLockAuth: defineEndpoint({
    method: 'POST',
    prefix: '/tapp/v3',
    path: baozu('lock/auth/accept'),
    request: lockShareQuery,
    response: z.object({ lockId: z.string(), authType: LockAuthTypeSchema }),
    ...auth,
  }),
  deviceTaskTodo: defineEndpoint({ method: 'GET', prefix: '/tapp/v3', path: baozu('{id}/device-task-todo'), response: MeterTasksTodoSchema, ...auth }),
  getTodoTask: defineEndpoint({ method: 'GET', prefix: '/tapp/v3', path: baozu('{id}/get-todo-task'), response: z.object({ task: MeterTodoTaskSchema.nullable() }), ...auth }),
  createRemoteTodoTask: defineEndpoint({ method: 'POST', prefix: '/tapp/v3', path: baozu('{id}/create-todo-task-remote'), request: MeterRechargeRequestSchema.omit({ meterId: true }).extend({ hex: HexSchema.min(2).max(1024) }), response: MeterTodoTaskSchema, ...auth }),
  /** Whether a meter button (btnType: METER_BUTTON) may act now; the server enforces the same rules when it acts. */
  clickBtnCheck: defineEndpoint({
    method: 'GET',
    prefix: '/tapp/v3',
    path: baozu('click-btn-check'),
    request: z.object({ deviceId: meterIdField, btnType: queryNumber().int().min(1).max(9) }),
    response: MeterButtonCheckSchema,
    ...auth,
  }),
  /** The processor's answer: credits its allowance once; taskType 3 with todoTaskId asks the app to complete the task. */
  waterProcessorResult: defineEndpoint({ method: 'POST', prefix: '/tapp/v3', path: baozu('water/processor-result'), request: MeterAnswerSchema, response: MeterAddWaterResultSchema, ...auth }),
  // The spec names these calls without their paths ("paths not shown"): ours, chosen beside their siblings.
  // meterAddWaterValue: an online water meter's allowance written by its cloud ({meterId, todoTaskId}), once.
  // finishTodoTask: completes a written allowance's task; a repeat is a no-op, a task not written yet is refused.
  // meterWaterAllowances: also ours (使用记录's allowances; the spec has no list of them).
  meterAddWaterValue: defineEndpoint({
    method: 'POST',
    prefix: '/tapp/v3',
    path: baozu('water/add-value'),
    request: MeterWaterTaskRequestSchema,
    response: MeterAddWaterResultSchema,
    ...auth,
  }),
  finishTodoTask: defineEndpoint({
    method: 'POST',
    prefix: '/tapp/v3',
    path: baozu('complete-todo-task'),
    request: z.object({ todoTaskId: z.string().min(1).max(64) }),
    response: z.object({ todoTaskId: z.string(), status: z.literal('done') }),
    ...auth,
  }),
  meterWaterAllowances: defineEndpoint({ method: 'GET', prefix: '/tapp/v3', path: baozu('{id}/water-allowances'), response: MeterWaterAllowancesSchema, ...auth, extension: "the water meter's free allowances" }),
  /**
   * Before a meter button acts (btnType 1 充值): whether the tenant should read something first (`show`, `title`):
   * a lease being checked out (its balance is settled at move-out), money already paid and waiting to be written.
   */
  meterDialogCheck: defineEndpoint({
    method: 'GET',
    prefix: '/tapp/v3',
    path: baozu('{id}/meter-dialog-check'),
    request: z.object({ btnType: queryNumber().int().min(1).max(9).default(METER_BUTTON.topUp) }),
    response: MeterDialogCheckSchema,
    ...auth,
  }),
};

// The catalogue feature of each endpoint (catalogue/index.ts), for the client's extension check.
inCatalogueFeature('lock', lockEndpoints);
inCatalogueFeature('meter', meterEndpoints);
inCatalogueFeature('smartDevice', smartDeviceEndpoints);
inCatalogueFeature('baozuDevice', baozuDeviceEndpoints);
