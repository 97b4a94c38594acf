import { idNumberProblem } from './idNumbers';

const today = '2026-11-21';

describe('ID number messages', () => {
  it('names the problem per ID type, in Chinese', () => {
    expect(idNumberProblem('passport', 'E12345678', today)).toBeNull();
    expect(idNumberProblem('passport', 'ABCDEFGH', today)).toBe('护照号码格式不正确');
    expect(idNumberProblem('hk_macau_permit', 'M1234567890', today)).toBeNull();
    expect(idNumberProblem('hk_macau_permit', 'H1234567', today)).not.toBeNull();
    expect(idNumberProblem('taiwan_permit', '12345678', today)).toBeNull();
    expect(idNumberProblem('taiwan_permit', 'A2345678', today)).not.toBeNull();
    expect(idNumberProblem('id_card', '110105194912310021', today)).toBe('身份证号码不正确，请核对后重新输入');
  });
});
