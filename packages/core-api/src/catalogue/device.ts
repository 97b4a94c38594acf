import { z } from 'zod';
import {
  DEFAULT_DEVICE_COLLECT_TYPE,
  DotLogSchema,
  LockAuthorizationSchema,
  METER_RECORD_PAGE_SIZE,
  MeterAddWaterResultSchema,
  MeterChargeSchema,
  MeterDialogCheckSchema,
  MeterRecordQuerySchema,
  REMOTE_OPEN_LOCK_TIMEOUT_MS,
  openFields,
} from '@aster/core-domain';
import { defineEndpoint, queryNumber } from './define';

// Device screens and the BLE relay come with their own issue: answers stay open (z.unknown) until then.
// Command bodies (hex frames from the lock or meter) are relayed as the device-ble package builds them.

const auth = { needsAuth: true } as const;
const command = openFields();

// Record queries are GET fields: numbers are coerced because the server reads them from a query string.
const meterRecordQuery = MeterRecordQuerySchema.extend({
  deviceType: queryNumber().int().optional(),
  meterType: queryNumber().int().optional(),
  pageSize: queryNumber().int().positive().default(METER_RECORD_PAGE_SIZE),
});

export const lockEndpoints = {
  setTimeCmd: defineEndpoint({ method: 'POST', path: 'intelligent/locks/{id}/getSetTimeCmd2', request: command, ...auth }),
  parsing: defineEndpoint({ method: 'POST', path: 'intelligent/locks/parsing', request: command, ...auth }),
  submitCmdResponse: defineEndpoint({ method: 'POST', path: 'intelligent/locks/{id}/submitCmdResponse', request: command, ...auth }),
  uploadLogCmd: defineEndpoint({ method: 'POST', path: 'intelligent/locks/getUploadLogCmd', request: command, ...auth }),
  updatePwdCmd: defineEndpoint({ method: 'POST', path: 'intelligent/locks/pwd/updatePwdCmd', request: command, ...auth }),
  nfcOpenReport: defineEndpoint({ method: 'POST', path: 'intelligent/locks/nfc-open-report', request: command, ...auth }),
  saveNfcLog: defineEndpoint({ method: 'POST', path: 'intelligent/locks/save-nfc-log', request: command, ...auth }),
  reportNfcActiveFail: defineEndpoint({ method: 'POST', path: 'intelligent/locks/report-nfc-active-fail', request: command, ...auth }),
  lockAccountInfo: defineEndpoint({ method: 'GET', path: 'intelligent/locks/getLockAccountInfo', ...auth }),
  userAuthList: defineEndpoint({ method: 'GET', path: 'intelligent/v2/locks/user-auth-list', request: z.object({ nfcId: z.string().max(64).optional() }), ...auth }),
  list: defineEndpoint({ method: 'GET', path: 'intelligent/locks', ...auth }),
  authList: defineEndpoint({ method: 'GET', path: 'intelligent/locks/{id}/auth-list', ...auth }),
  remoteOpen: defineEndpoint({ method: 'POST', path: 'intelligent/locks/{id}/remote-open', timeoutMs: REMOTE_OPEN_LOCK_TIMEOUT_MS, ...auth }),
  updateAuth: defineEndpoint({
    method: 'POST',
    path: 'intelligent/locks/{id}/auth/{authId}',
    request: LockAuthorizationSchema,
    ...auth,
  }),
  settingHouseLockAuth: defineEndpoint({ method: 'POST', prefix: '/tapp/v3', path: 'baozu/device/lock/setting-house-lock-auth', request: command, ...auth }),
  onceAuth: defineEndpoint({ method: 'POST', path: 'intelligent/locks/{id}/once/auth', request: command, ...auth }),
};

export const meterEndpoints = {
  list: defineEndpoint({ method: 'GET', path: 'intelligent/meter/list', ...auth }),
  chargeRecord: defineEndpoint({ method: 'GET', path: 'intelligent/meter/charge-record', request: meterRecordQuery, ...auth }),
  operationLog: defineEndpoint({ method: 'GET', path: 'intelligent/meter/meter-operation-log', request: meterRecordQuery, ...auth }),
  operationLogInfo: defineEndpoint({ method: 'GET', path: 'intelligent/meter/meter-operation-log/{id}/info', ...auth }),
  viewMoreButton: defineEndpoint({ method: 'GET', path: 'intelligent/meter/meter-operation-log/view-more-button', request: meterRecordQuery, ...auth }),
  readLogs: defineEndpoint({ method: 'GET', path: 'intelligent/meter/read-logs', request: meterRecordQuery, ...auth }),
  useRecord: defineEndpoint({ method: 'GET', path: 'intelligent/meter/use-record', request: meterRecordQuery, ...auth }),
  useRecordTotal: defineEndpoint({ method: 'GET', path: 'intelligent/meter/use-record-total', request: meterRecordQuery, ...auth }),
  operateLogs: defineEndpoint({ method: 'GET', path: 'intelligent/meter/operate-logs', request: meterRecordQuery, ...auth }),
  rechargePosition: defineEndpoint({ method: 'GET', path: 'intelligent/meter/recharge-position', ...auth }),
  baozuPrice: defineEndpoint({ method: 'GET', path: 'intelligent/meter/baozu/price', request: openFields(), ...auth }),
  minimumAmount: defineEndpoint({ method: 'GET', path: 'intelligent/meter/get-minimum-amount', request: openFields(), ...auth }),
  charge: defineEndpoint({
    method: 'POST',
    path: 'intelligent/meter/charge',
    request: MeterChargeSchema,
    ...auth,
  }),
};

const smart = <const P extends string>(path: P) => `smart-device/${path}` as const;

export const smartDeviceEndpoints = {
  home: defineEndpoint({ method: 'GET', prefix: '/tapp/v3', path: smart('home'), ...auth }),
  lockDetail: defineEndpoint({ method: 'GET', prefix: '/tapp/v3', path: smart('lock/detail'), request: openFields(), ...auth }),
  lockDetailV2: defineEndpoint({ method: 'GET', prefix: '/tapp/v3', path: smart('v2/lock/detail'), request: openFields(), ...auth }),
  meterDetail: defineEndpoint({ method: 'GET', prefix: '/tapp/v3', path: smart('meter/detail'), request: openFields(), ...auth }),
  dayUse: defineEndpoint({ method: 'POST', prefix: '/tapp/v3', path: smart('device/dayUse'), request: command, ...auth }),
  hourUse: defineEndpoint({ method: 'POST', prefix: '/tapp/v3', path: smart('device/hourUse'), request: command, ...auth }),
  showDeviceInfo: defineEndpoint({ method: 'POST', prefix: '/tapp/v3', path: smart('show/device-info'), request: command, ...auth }),
  meterSwitchOn: defineEndpoint({ method: 'POST', prefix: '/tapp/v3', path: smart('meter/switchOn'), request: command, ...auth }),
  meterReadingOnline: defineEndpoint({ method: 'POST', prefix: '/tapp/v3', path: smart('meter/meterReadingOnline'), request: command, ...auth }),
  turnSwitchOnOffline: defineEndpoint({ method: 'POST', prefix: '/tapp/v3', path: smart('meter/turnSwitchOnOffline'), request: command, ...auth }),
  submitTurnSwitchOfflineResponse: defineEndpoint({
    method: 'POST',
    prefix: '/tapp/v3',
    path: smart('meter/submitTurnSwitchOfflineResponse'),
    request: command,
    ...auth,
  }),
  meterReadingOffline: defineEndpoint({ method: 'POST', prefix: '/tapp/v3', path: smart('meter/meterReadingOffline'), request: command, ...auth }),
  meterReadingOfflineResponse: defineEndpoint({
    method: 'POST',
    prefix: '/tapp/v3',
    path: smart('meter/meterReadingOfflineResponse'),
    request: command,
    ...auth,
  }),
  offlineResetBalance: defineEndpoint({ method: 'POST', prefix: '/tapp/v3', path: smart('device/offlineResetBalance'), request: command, ...auth }),
  offlineResetBalanceResponse: defineEndpoint({
    method: 'POST',
    prefix: '/tapp/v3',
    path: smart('device/offlineResetBalanceResponse'),
    request: command,
    ...auth,
  }),
  offlineChargeBalance: defineEndpoint({ method: 'POST', prefix: '/tapp/v3', path: smart('device/offlineChargeBalance'), request: command, ...auth }),
  offlineRechargeBalanceResponse: defineEndpoint({
    method: 'POST',
    prefix: '/tapp/v3',
    path: smart('device/offlineRechargeBalanceResponse'),
    request: command,
    ...auth,
  }),
  /** Dot log (spec section 3): device info, app info, zk, dotContent, isPush. */
  dotLogReport: defineEndpoint({
    method: 'POST',
    prefix: '/tapp/v3',
    path: smart('device/dot/log/report'),
    request: DotLogSchema,
    ...auth,
  }),
  waterCommandExec: defineEndpoint({ method: 'POST', prefix: '/tapp/v3', path: smart('common/water/bluetooth/command/exec'), request: command, ...auth }),
  waterReadingOnline: defineEndpoint({ method: 'POST', prefix: '/tapp/v3', path: smart('common/water/meterReadingOnline'), request: command, ...auth }),
};

const baozu = <const P extends string>(path: P) => `baozu/device/${path}` as const;

export const baozuDeviceEndpoints = {
  meterZeroBalanceOffline: defineEndpoint({ method: 'GET', prefix: '/tapp/v3', path: baozu('{id}/meter-zero-balance-offline'), ...auth }),
  meterZeroBalanceOfflineResponse: defineEndpoint({
    method: 'POST',
    prefix: '/tapp/v3',
    path: baozu('meter-zero-balance-offline-response'),
    request: command,
    ...auth,
  }),
  completeBleChargeTask: defineEndpoint({ method: 'POST', prefix: '/tapp/v3', path: baozu('complete-todo-task/ble-charge'), request: command, ...auth }),
  collect: defineEndpoint({
    method: 'GET',
    prefix: '/tapp/v3',
    path: baozu('{id}/collect'),
    request: z.object({ deviceType: queryNumber().int().default(DEFAULT_DEVICE_COLLECT_TYPE) }),
    ...auth,
  }),
  cancelCollect: defineEndpoint({
    method: 'GET',
    prefix: '/tapp/v3',
    path: baozu('{id}/cancelCollect'),
    request: z.object({ deviceType: queryNumber().int().default(DEFAULT_DEVICE_COLLECT_TYPE) }),
    ...auth,
  }),
  acceptLockAuth: defineEndpoint({
    method: 'POST',
    prefix: '/tapp/v3',
    path: baozu('lock/auth/accept'),
    request: z.object({ shareId: z.string().min(1).max(64), shortLink: z.string().min(1).max(512) }),
    ...auth,
  }),
  deviceTaskTodo: defineEndpoint({ method: 'GET', prefix: '/tapp/v3', path: baozu('{id}/device-task-todo'), ...auth }),
  getTodoTask: defineEndpoint({ method: 'GET', prefix: '/tapp/v3', path: baozu('{id}/get-todo-task'), ...auth }),
  createRemoteTodoTask: defineEndpoint({ method: 'POST', prefix: '/tapp/v3', path: baozu('{id}/create-todo-task-remote'), request: command, ...auth }),
  clickBtnCheck: defineEndpoint({ method: 'GET', prefix: '/tapp/v3', path: baozu('click-btn-check'), request: openFields(), ...auth }),
  waterProcessorResult: defineEndpoint({ method: 'POST', prefix: '/tapp/v3', path: baozu('water/processor-result'), request: command, ...auth }),
  // The spec names these calls without their paths ("paths not shown"): ours, chosen beside their siblings.
  meterAddWaterValue: defineEndpoint({
    method: 'POST',
    prefix: '/tapp/v3',
    path: baozu('water/add-value'),
    request: command,
    response: MeterAddWaterResultSchema,
    ...auth,
  }),
  finishTodoTask: defineEndpoint({
    method: 'POST',
    prefix: '/tapp/v3',
    path: baozu('complete-todo-task'),
    request: z.object({ todoTaskId: z.string().min(1).max(64) }),
    ...auth,
  }),
  meterDialogCheck: defineEndpoint({
    method: 'GET',
    prefix: '/tapp/v3',
    path: baozu('{id}/meter-dialog-check'),
    response: MeterDialogCheckSchema,
    ...auth,
  }),
};
