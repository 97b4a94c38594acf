import { rootFontSizeOf } from './systemFontSizeTypes';

describe('rootFontSizeOf', () => {
  it("gives the page the tenant's text size in px", () => {
    expect(rootFontSizeOf(16)).toBe('16px');
    expect(rootFontSizeOf(20)).toBe('20px');
    expect(rootFontSizeOf(12)).toBe('12px');
    expect(rootFontSizeOf(40)).toBe('40px');
  });

  it('keeps the standard size when the platform reports nothing believable', () => {
    for (const setting of [undefined, null, '20', Number.NaN, Infinity, 0, -3, 11, 41, 400]) {
      expect(rootFontSizeOf(setting)).toBe('16px');
    }
  });
});
