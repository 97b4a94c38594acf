import { LoginFormSchema, loginCodeFailure, messages } from './loginForm';

const valid = { mobile: '13800138000', captcha: '', code: ' 123456 ', agreed: true };
const messagesOf = (values: typeof valid) =>
  Object.fromEntries((LoginFormSchema.safeParse(values).error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));

describe('login form', () => {
  it('accepts a complete form without a captcha (that is the send step) and sends the code trimmed', () => {
    expect(LoginFormSchema.parse(valid)).toMatchObject({ mobile: '13800138000', code: '123456' });
  });

  it.each(['', '1380013800', '138001380001', '23800138000', '1380013800a'])('refuses the phone %j', (mobile) => {
    expect(messagesOf({ ...valid, mobile })).toEqual({ mobile: '请输入正确的手机号' });
  });

  it('asks for the SMS code and the agreement', () => {
    expect(messagesOf({ ...valid, code: '12a4', agreed: false })).toEqual({ code: '请输入短信验证码', agreed: messages.agreed });
  });
});

describe('a refused "获取验证码"', () => {
  const answer = (code: string, message: string) => ({ name: 'ApiError', code, message, path: '/tapp/v1/verify-code/verify-send-code', data: null, status: 200 });

  it('shows the picture captcha when the server steps up, keeping a captcha sent before', () => {
    expect(loginCodeFailure(answer('CAPTCHA_REQUIRED', '请先完成图形验证码验证'), false)).toEqual({
      failure: '请先完成图形验证码验证',
      askCaptcha: true,
      newPicture: false,
      captchaMessage: messages.captchaAsked,
    });
    expect(loginCodeFailure(answer('CAPTCHA_REQUIRED', '请先完成图形验证码验证'), true)).toMatchObject({ askCaptcha: true, newPicture: true });
  });

  it('asks a new picture once the server has spent the captcha sent', () => {
    expect(loginCodeFailure(answer('CAPTCHA_WRONG', '图形验证码错误，请重新输入'), true)).toEqual({
      failure: '图形验证码错误，请重新输入',
      askCaptcha: false,
      newPicture: true,
      captchaMessage: messages.captchaRefreshed,
    });
    expect(loginCodeFailure(answer('SMS_TOO_FREQUENT', '验证码发送过于频繁，请30秒后再试'), false)).toEqual({
      failure: '验证码发送过于频繁，请30秒后再试',
      askCaptcha: false,
      newPicture: false,
    });
  });

  it('keeps the captcha typed when the proof of work failed before it was checked', () => {
    expect(loginCodeFailure(answer('POW_EXPIRED', '安全验证已过期，请重新获取验证码'), true)).toMatchObject({ newPicture: false, failure: '安全验证已过期，请重新获取验证码' });
    expect(loginCodeFailure(new Error('当前浏览器无法完成安全验证，请使用 HTTPS 访问或更换浏览器后重试'), true)).toMatchObject({
      newPicture: false,
      failure: '当前浏览器无法完成安全验证，请使用 HTTPS 访问或更换浏览器后重试',
    });
  });
});
