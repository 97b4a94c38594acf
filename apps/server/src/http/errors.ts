/** A failure the tenant is told about: the envelope's errorCode and a Chinese message (spec section 8). */
export class BusinessError extends Error {
  constructor(
    readonly errorCode: string,
    message: string,
    /** HTTP status of the answer; business errors travel as 200 with errorCode != "0". */
    readonly httpStatus = 200,
  ) {
    super(message);
    this.name = 'BusinessError';
  }
}

export const UNAUTHORIZED_MESSAGE = '您还未登录，请先登录';

export const errors = {
  unauthorized: () => new BusinessError('401', UNAUTHORIZED_MESSAGE, 401),
  notFound: () => new BusinessError('404', '请求的接口不存在', 404),
  invalidParams: (detail: string) => new BusinessError('PARAM_INVALID', `参数错误：${detail}`),
  captchaWrong: () => new BusinessError('CAPTCHA_WRONG', '图形验证码错误，请重新输入'),
  captchaExpired: () => new BusinessError('CAPTCHA_EXPIRED', '图形验证码已失效，请点击图片刷新'),
  captchaRequired: () => new BusinessError('CAPTCHA_REQUIRED', '请先完成图形验证码验证'),
  smsTooFrequent: (seconds: number) => new BusinessError('SMS_TOO_FREQUENT', `验证码发送过于频繁，请${seconds}秒后再试`),
  smsDailyLimit: () => new BusinessError('SMS_DAILY_LIMIT', '今日验证码发送次数已达上限，请明天再试'),
  smsIpLimit: () => new BusinessError('SMS_IP_LIMIT', '当前网络请求验证码过于频繁，请稍后再试'),
  smsCodeWrong: () => new BusinessError('SMS_CODE_WRONG', '短信验证码错误或已失效，请重新获取'),
  accountFrozen: () => new BusinessError('ALERT_ACCOUNT_FROZEN', '您的账号已被冻结，如有疑问请联系客服'),
  openIdCodeInvalid: () => new BusinessError('OPENID_CODE_INVALID', '登录凭证无效，请重新进入小程序'),
  outTokenInvalid: () => new BusinessError('ALERT_OUT_TOKEN_INVALID', '授权信息已失效，请返回原应用重新进入'),
  handoffTokenInvalid: () => new BusinessError('TOKEN_INVALID', '登录凭证已失效，请重新登录'),
  appNotFound: () => new BusinessError('APP_NOT_FOUND', '应用不存在或已下线'),
  cityNotFound: () => new BusinessError('CITY_NOT_FOUND', '暂未开通该城市'),
  companyNotFound: () => new BusinessError('COMPANY_NOT_FOUND', '公司不存在'),
  scanCodeUnknown: () => new BusinessError('SCAN_CODE_UNKNOWN', '无法识别该二维码'),
  internal: () => new BusinessError('99999', '系统繁忙，请稍后再试', 500),
} as const;
