import { BusinessError } from '../http/errors';

/** The login and account failures of issue 16's abuse limits; the shared ones stay in http/errors. */
export const authErrors = {
  /** A hand-off link of another account while logged in: the app asks the tenant and logs out first. */
  accountSwitchRefused: () => new BusinessError('ACCOUNT_SWITCH_REFUSED', '当前已登录其他账号，请先退出登录后再使用此链接'),
  accountLimit: () => new BusinessError('ACCOUNT_LIMIT', '注册过于频繁，请稍后再试'),
  openIdTaken: () => new BusinessError('OPENID_TAKEN', '该微信/支付宝账号已绑定其他手机号'),
  /** Account log-out while something must be settled first (a lease not over, a bill unpaid), each named. */
  accountCancelBlocked: (reasons: readonly string[]) => new BusinessError('ACCOUNT_CANCEL_BLOCKED', `暂时无法注销账号：${reasons.join('；')}`),
  checkPhoneLimit: () => new BusinessError('CHECK_PHONE_LIMIT', '操作过于频繁，请稍后再试'),
  smsHourlyLimit: (minutes: number) => new BusinessError('SMS_HOURLY_LIMIT', `验证码发送过于频繁，请${minutes}分钟后再试`),
  smsDeviceLimit: () => new BusinessError('SMS_DEVICE_LIMIT', '当前设备请求验证码过于频繁，请稍后再试'),
  /** The whole server's hourly cap of codes is reached (ASTER_SMS_HOURLY_CAP). */
  smsBusy: () => new BusinessError('SMS_BUSY', '短信服务繁忙，请稍后再试'),
  /** The SMS gateway refused or could not be reached; the code was retired and the phone's limits are not charged. */
  smsSendFailed: () => new BusinessError('SMS_SEND_FAILED', '短信发送失败，请稍后重试'),
  /** The platform's login exchange failed (not a refused code: that is OPENID_CODE_INVALID). */
  loginUnavailable: () => new BusinessError('LOGIN_UNAVAILABLE', '登录服务暂时不可用，请稍后再试'),
} as const;
