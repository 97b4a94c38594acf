// Errors a tenant can act on. Every platform failure (wx/my error codes, DOMException names) is mapped to one
// of these kinds, so the screens show one Chinese message per situation whatever the platform.

export const BLE_ERROR_KINDS = [
  'bluetooth-off',
  'permission-denied',
  'device-not-found',
  'connection-lost',
  'device-busy',
  'transfer-error',
  'command-rejected',
  'timeout',
  'unavailable',
  'unsupported-device',
  'unknown',
] as const;

export type BleErrorKind = (typeof BLE_ERROR_KINDS)[number];

export const BLE_ERROR_MESSAGES: Readonly<Record<BleErrorKind, string>> = {
  'bluetooth-off': '手机蓝牙未开启，请打开蓝牙后重试',
  'permission-denied': '未获得蓝牙权限，请在手机设置中允许使用蓝牙后重试',
  'device-not-found': '附近未找到设备，请靠近设备后重试',
  'connection-lost': '蓝牙连接失败或已断开，请靠近设备后重试',
  'device-busy': '设备正忙，请稍后重试',
  'transfer-error': '蓝牙数据传输出错，请重试',
  'command-rejected': '服务器未接受本次操作，请稍后重试或联系管家',
  timeout: '设备响应超时，请靠近设备后重试',
  unavailable: '当前浏览器不支持蓝牙，请在微信或支付宝小程序中使用',
  'unsupported-device': '设备不支持此操作，请联系管家',
  unknown: '蓝牙操作失败，请重试',
};

/**
 * Kinds worth another attempt (after a backoff, reconnecting first when the link dropped). Everything else
 * needs the tenant (switch bluetooth on, allow it, walk closer) or the server, so retrying only adds delay.
 */
const RETRYABLE: ReadonlySet<BleErrorKind> = new Set<BleErrorKind>([
  'timeout',
  'connection-lost',
  'device-busy',
  'transfer-error',
]);

export type PlatformCode = number | string;

export class BleError extends Error {
  readonly kind: BleErrorKind;
  /** The platform's own code (wx errCode, my error, DOMException name), kept for logs and support. */
  readonly platformCode: PlatformCode | undefined;
  /** The server's own message when the server rejected a command (shown by screens that want detail). */
  readonly serverMessage: string | undefined;
  /**
   * What the device's answer said, in the server's words (the port's `describeAnswer`: the lock's parsing), when the
   * server refused to take that answer: the device may have done it all the same, and the tenant is told so.
   */
  readonly deviceSaid: string | undefined;

  constructor(kind: BleErrorKind, options: { platformCode?: PlatformCode; serverMessage?: string; deviceSaid?: string; message?: string } = {}) {
    super(options.message ?? BLE_ERROR_MESSAGES[kind]);
    this.name = 'BleError';
    this.kind = kind;
    this.platformCode = options.platformCode;
    this.serverMessage = options.serverMessage;
    this.deviceSaid = options.deviceSaid;
  }

  get retryable(): boolean {
    return RETRYABLE.has(this.kind);
  }
}

/** Thrown where Web Bluetooth does not exist (most browsers other than Chrome): bluetooth needs the mini-program. */
export class BleUnavailableError extends BleError {
  constructor(platformCode?: PlatformCode) {
    super('unavailable', platformCode === undefined ? {} : { platformCode });
    this.name = 'BleUnavailableError';
  }
}

export const isBleError = (error: unknown): error is BleError => error instanceof BleError;

export const isRetryableKind = (kind: BleErrorKind): boolean => RETRYABLE.has(kind);

/** Anything that is not already a BleError becomes `unknown`, keeping its text out of the tenant's sight. */
export const toBleError = (error: unknown): BleError => (isBleError(error) ? error : new BleError('unknown'));
