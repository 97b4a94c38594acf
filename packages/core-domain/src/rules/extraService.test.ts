import { genderOfIdNumber, maskedWifiPassword, moveInMonth, roommateName } from './extraService';

describe('extra service rules', () => {
  it('shows a roommate by surname and one star only', () => {
    expect(roommateName('张三')).toBe('张*');
    expect(roommateName('欧阳娜娜')).toBe('欧*');
    expect(roommateName(' 李 ')).toBe('李*');
    expect(roommateName('')).toBe('*');
  });

  it('reads the gender from the 17th character of a mainland ID number, unknown otherwise', () => {
    expect(genderOfIdNumber('11010519491231002X')).toBe('female');
    expect(genderOfIdNumber('110105199001011234')).toBe('male');
    expect(genderOfIdNumber('H1234567')).toBe('unknown');
    expect(genderOfIdNumber(null)).toBe('unknown');
  });

  it('keeps the month of a move-in and hides a password behind 8 dots whatever its length', () => {
    expect(moveInMonth('2026-06-01')).toBe('2026-06');
    expect(moveInMonth('bad')).toBe('');
    expect(maskedWifiPassword('abc')).toBe('••••••••');
    expect(maskedWifiPassword('0123456789abcdef')).toBe('••••••••');
  });
});
