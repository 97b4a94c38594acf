import {
  BASE_FONT_SIZE,
  CUSTOM_NAV_BAR_HEIGHT,
  DEFAULT_STATUS_BAR_HEIGHT,
  DESIGN_WIDTH,
  DEVICE_RATIOS,
  NAV_BAR_TOP_GAP,
} from '../constants';

/*
 * Screen scaling, Taro-style: the ratio table is keyed by the width of the design draft (640, 750, 828) and
 * turns a draft pixel into rpx (750 rpx = screen width). A draft width not in the table uses the ratio of the
 * nearest listed width (the smaller one on a tie). In H5, 1rem = 2 × base font (40 draft px at 750), and the
 * root font size scales with the viewport so 1rem is 20 CSS px on a 375 px wide screen.
 */

const ratioWidths = Object.keys(DEVICE_RATIOS)
  .map(Number)
  .sort((a, b) => a - b);

export function deviceRatio(designWidth: number = DESIGN_WIDTH): number {
  // Widths are sorted ascending and only a strictly nearer width replaces the pick: ties keep the smaller.
  const nearest = ratioWidths.reduce((best, width) =>
    Math.abs(width - designWidth) < Math.abs(best - designWidth) ? width : best,
  );
  return DEVICE_RATIOS[nearest] ?? 1;
}

const round5 = (value: number): number => Math.round(value * 1e5) / 1e5;

/** Draft pixels to rpx. */
export function pxToRpx(px: number, designWidth: number = DESIGN_WIDTH): number {
  return round5(px * deviceRatio(designWidth));
}

/** Draft pixels to rem (H5). */
export function pxToRem(px: number, designWidth: number = DESIGN_WIDTH): number {
  return round5((px * deviceRatio(designWidth)) / (BASE_FONT_SIZE * 2));
}

/** rpx to CSS/logical pixels on a screen `windowWidth` wide. */
export function rpxToPx(rpx: number, windowWidth: number): number {
  return (rpx * windowWidth) / DESIGN_WIDTH;
}

/** H5 root font size for a viewport width: 20 px at 375, scaling linearly. */
export function rootFontSize(viewportWidth: number): number {
  return round5((BASE_FONT_SIZE * 2 * viewportWidth) / DESIGN_WIDTH);
}

/**
 * Top offset of page content: the status area is the menu button's top − 6 (20 when the platform gives no
 * menu button), and a custom navigation bar adds its 44 px below it.
 */
export function navBarOffset(options: { menuButtonTop?: number | null; customNavBar: boolean }): number {
  const { menuButtonTop, customNavBar } = options;
  const statusArea =
    menuButtonTop != null && Number.isFinite(menuButtonTop)
      ? Math.max(0, menuButtonTop - NAV_BAR_TOP_GAP)
      : DEFAULT_STATUS_BAR_HEIGHT;
  return customNavBar ? statusArea + CUSTOM_NAV_BAR_HEIGHT : statusArea;
}
