import { loginErrors, messages, sendCodeErrors } from './loginForm';

const valid = { phone: '13800138000', captcha: 'ab12', code: '123456', agreed: true };

describe('login form', () => {
  it('accepts a complete form', () => {
    expect(loginErrors(valid)).toEqual({});
    expect(sendCodeErrors(valid, true)).toEqual({});
  });

  it.each(['', '1380013800', '138001380001', '23800138000', '1380013800a'])('rejects the phone %j', (phone) => {
    expect(sendCodeErrors({ ...valid, phone }, true).phone).toBe('请输入正确的手机号');
    expect(loginErrors({ ...valid, phone }).phone).toBe(messages.phone);
  });

  it('asks for the captcha only when one is needed', () => {
    expect(sendCodeErrors({ ...valid, captcha: '  ' }, true).captcha).toBe(messages.captcha);
    expect(sendCodeErrors({ ...valid, captcha: '' }, false)).toEqual({});
  });

  it('asks for the SMS code and the agreement', () => {
    expect(loginErrors({ ...valid, code: '' }).code).toBe(messages.code);
    expect(loginErrors({ ...valid, code: '12a4' }).code).toBe(messages.code);
    expect(loginErrors({ ...valid, agreed: false }).agreed).toBe(messages.agreed);
  });
});
