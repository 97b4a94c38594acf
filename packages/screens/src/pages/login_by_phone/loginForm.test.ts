import { LoginFormSchema, messages } from './loginForm';

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
