import fc from 'fast-check';
import { deviceRatio, navBarOffset, pxToRem, pxToRpx, rootFontSize, rpxToPx } from './screen';

describe('screen scaling', () => {
  it('uses the ratio of the listed design widths', () => {
    expect(deviceRatio()).toBe(1);
    expect(deviceRatio(640)).toBe(1.17);
    expect(deviceRatio(750)).toBe(1);
    expect(deviceRatio(828)).toBe(0.905);
  });

  it('picks the nearest listed width, the smaller on a tie', () => {
    expect(deviceRatio(375)).toBe(1.17);
    expect(deviceRatio(700)).toBe(1);
    expect(deviceRatio(695)).toBe(1.17);
    expect(deviceRatio(780)).toBe(1);
    expect(deviceRatio(790)).toBe(0.905);
    expect(deviceRatio(1200)).toBe(0.905);
  });

  it('converts draft px to rpx and rem', () => {
    expect(pxToRpx(100)).toBe(100);
    expect(pxToRpx(100, 640)).toBe(117);
    expect(pxToRpx(100, 828)).toBe(90.5);
    expect(pxToRem(40)).toBe(1);
    expect(pxToRem(100)).toBe(2.5);
    expect(pxToRem(40, 640)).toBe(1.17);
  });

  it('a full design width is the full screen in rpx (750, within the rounding of the spec ratios)', () => {
    for (const width of [640, 750, 828]) {
      expect(Math.abs(pxToRpx(width, width) - 750)).toBeLessThan(1.5);
    }
  });

  it('scales rpx to the window and sets the H5 root font size', () => {
    expect(rpxToPx(750, 375)).toBe(375);
    expect(rpxToPx(100, 414)).toBeCloseTo(55.2, 10);
    expect(rootFontSize(375)).toBe(20);
    expect(rootFontSize(750)).toBe(40);
  });

  it('rem and rpx agree on a 375 viewport', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2000 }), (px) => {
        expect(pxToRem(px) * rootFontSize(375)).toBeCloseTo(rpxToPx(pxToRpx(px), 375), 3);
      }),
    );
  });
});

describe('navBarOffset', () => {
  it('is the menu button top minus 6, plus 44 with the custom bar', () => {
    expect(navBarOffset({ menuButtonTop: 50, customNavBar: false })).toBe(44);
    expect(navBarOffset({ menuButtonTop: 50, customNavBar: true })).toBe(88);
  });

  it('defaults to 20 without a menu button', () => {
    expect(navBarOffset({ customNavBar: false })).toBe(20);
    expect(navBarOffset({ menuButtonTop: null, customNavBar: true })).toBe(64);
    expect(navBarOffset({ menuButtonTop: Number.NaN, customNavBar: false })).toBe(20);
  });

  it('never goes negative', () => {
    expect(navBarOffset({ menuButtonTop: 2, customNavBar: false })).toBe(0);
  });
});
