import { idNumberMessages, idNumberProblem, isValidIdNumber, isValidMainlandId, normalizeIdNumber } from './idNumbers';

const today = '2026-11-21';

describe('ID numbers', () => {
  it('checks the mainland ID check digit and birth date', () => {
    expect(isValidMainlandId('11010519491231002X', today)).toBe(true);
    expect(isValidMainlandId('110105194912310021', today)).toBe(false);
    expect(isValidMainlandId('11010519491231002x', today)).toBe(false);
    expect(isValidMainlandId('1101051949123100', today)).toBe(false);
    // 2030-01-01 is a real date but in the future.
    expect(isValidMainlandId(withCheckDigit('11010520300101001'), today)).toBe(false);
    expect(isValidMainlandId(withCheckDigit('11010519900230001'), today)).toBe(false);
    expect(isValidMainlandId(withCheckDigit('44030419900307001'), today)).toBe(true);
  });

  it('checks passports and permits by pattern', () => {
    expect(isValidIdNumber('passport', 'E12345678', today)).toBe(true);
    expect(isValidIdNumber('passport', 'ABCDEFGH', today)).toBe(false);
    expect(isValidIdNumber('hk_macau_permit', 'M1234567890', today)).toBe(true);
    expect(isValidIdNumber('hk_macau_permit', 'H1234567', today)).toBe(false);
    expect(isValidIdNumber('taiwan_permit', '12345678', today)).toBe(true);
    expect(isValidIdNumber('taiwan_permit', 'A2345678', today)).toBe(false);
    expect(isValidIdNumber('id_card', '11010519491231002X', today)).toBe(true);
  });

  it('normalises case and spaces', () => {
    expect(normalizeIdNumber(' 1101 0519 4912 3100 2x ')).toBe('11010519491231002X');
  });
});

function withCheckDigit(first17: string): string {
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = weights.reduce((total, weight, index) => total + weight * Number(first17[index]), 0);
  return first17 + ('10X98765432'[sum % 11] ?? '');
}

describe('idNumberProblem', () => {
  it('normalises what was typed and names the problem per ID type', () => {
    expect(idNumberProblem('id_card', ' 11010519491231002x ', today)).toBeNull();
    expect(idNumberProblem('id_card', '  ', today)).toBe(idNumberMessages.empty);
    expect(idNumberProblem('id_card', '110105194912310021', today)).toBe('请输入正确的18位身份证号码');
    expect(idNumberProblem('passport', 'e 1234 5678', today)).toBeNull();
    expect(idNumberProblem('passport', 'E1234-678', today)).toBe(idNumberMessages.passport);
    expect(idNumberProblem('hk_macau_permit', 'H123456789', today)).toBe(idNumberMessages.hk_macau_permit);
    expect(idNumberProblem('taiwan_permit', '123456789', today)).toBe(idNumberMessages.taiwan_permit);
  });
});
