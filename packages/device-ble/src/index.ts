// @aster/device-ble: the radio work for smart locks and meters. Test doubles are in '@aster/device-ble/testing'.

export { advertisementHasMac, bytesToHex, hexToBytes, parseMac, sameMac } from './bytes';
export { type Cancel, type Clock, createTimerClock, type HostTimers, sleep, withTimeout } from './clock';
export { ENVELOPE_MAGIC, ENVELOPE_OVERHEAD, FRAME_STATUS, type Frame, FrameDecoder, MAX_PAYLOAD, encodeFrame } from './envelope';
export {
  BLE_ERROR_KINDS,
  BLE_ERROR_MESSAGES,
  BleError,
  type BleErrorKind,
  BleUnavailableError,
  isBleError,
  isRetryableKind,
  type PlatformCode,
  toBleError,
} from './errors';
export { lockNfc, lockOpen, lockSetTime, lockUpdatePassword, lockUploadLog } from './flows/lock';
export {
  finishPendingMeterTask,
  meterReading,
  meterRecharge,
  meterResetBalance,
  meterSwitchOn,
  meterZeroBalance,
  waterProcessor,
} from './flows/meter';
export {
  type CommandKind,
  type CommandParams,
  type DeviceAnswer,
  type DeviceCommand,
  type DeviceServerPort,
  LOCK_COMMAND_KINDS,
  type LockCommandKind,
  METER_COMMAND_KINDS,
  type MeterCommandKind,
  type SubmitResult,
  type TodoTask,
} from './flows/port';
export { type FlowContext, type FlowResult, MAX_RELAY_STEPS } from './flows/relay';
export { PROGRESS_LABELS, PROGRESS_STAGES, type ProgressEvent, type ProgressListener, type ProgressStage } from './progress';
export {
  backoffDelay,
  DEFAULT_RETRY,
  DEFAULT_TIMEOUTS,
  DeviceSession,
  type DeviceSessionOptions,
  type QueueTimeouts,
  type RetryPolicy,
  type SendOptions,
} from './queue';
export {
  type BleDeviceProfile,
  type BlePlatform,
  type BleTransport,
  type BleTransportFactory,
  type BleTransportOptions,
  DEFAULT_WRITE_BYTES,
  type FindDeviceOptions,
  type FoundDevice,
  normalizeUuid,
  type Unsubscribe,
} from './transport';
export { ALIPAY_BLE_NAMES, ALIPAY_ERROR_KINDS, alipayErrorToBleError, createAlipayBleTransport, type MyBleApi } from './transport.ali';
export { createWechatBleTransport, WX_ERROR_KINDS, type WxBleApi, wxErrorToBleError } from './transport.wechat';
export { createWebBleTransport, WEB_ERROR_KINDS, type WebBluetoothApi, webErrorToBleError } from './transport.web';
