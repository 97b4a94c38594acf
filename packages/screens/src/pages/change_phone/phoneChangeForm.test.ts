import { changePhoneErrors, sendChangeCodeErrors } from './phoneChangeForm';

describe('phone change form', () => {
  it('accepts a valid new phone and code', () => {
    expect(sendChangeCodeErrors({ newPhone: '13912345678' })).toEqual({});
    expect(changePhoneErrors({ newPhone: '13912345678', code: '123456' })).toEqual({});
  });

  it.each(['', '139', '23912345678', '139123456789', '1391234567a'])('rejects the new phone %j', (newPhone) => {
    expect(sendChangeCodeErrors({ newPhone }).newPhone).toBe('请输入正确的手机号');
    expect(changePhoneErrors({ newPhone, code: '123456' }).newPhone).toBe('请输入正确的手机号');
  });

  it.each(['', '123', '1234567', '12a4'])('asks for the SMS code when it is %j', (code) => {
    expect(changePhoneErrors({ newPhone: '13912345678', code }).code).toBe('请输入短信验证码');
  });
});
