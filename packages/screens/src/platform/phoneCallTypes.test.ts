import { dialableNumber } from './phoneCallTypes';

describe('dialableNumber', () => {
  it('keeps digits, a leading + and drops spaces and dashes', () => {
    expect(dialableNumber('400-820 8820')).toBe('4008208820');
    expect(dialableNumber('+86 138 0013 8000')).toBe('+8613800138000');
  });

  it('refuses anything that could make the dialer link something else', () => {
    expect(dialableNumber('')).toBeNull();
    expect(dialableNumber('12')).toBeNull();
    expect(dialableNumber('138;javascript:alert(1)')).toBeNull();
    expect(dialableNumber('1380013800#')).toBeNull();
  });
});
