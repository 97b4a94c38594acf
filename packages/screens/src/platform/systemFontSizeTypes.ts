/**
 * Makes the page's text follow the phone's font-size setting where the platform's page-meta cannot read it on its
 * own (packages/screens/build/systemFontSize.js). Called once by every page (app/definePage.tsx).
 */
export interface SystemFontSizePort {
  useSystemFontSize(): void;
}

/** The tenant's text size in CSS px at the standard setting, and the range a setting is believed within. */
const STANDARD_TEXT_PX = 16;
const SMALLEST_TEXT_PX = 12;
const LARGEST_TEXT_PX = 40;

/** The page's root font size from the platform's reported setting; the standard size when it reports none we trust. */
export function rootFontSizeOf(setting: unknown): string {
  const px = typeof setting === 'number' && Number.isFinite(setting) && setting >= SMALLEST_TEXT_PX && setting <= LARGEST_TEXT_PX ? setting : STANDARD_TEXT_PX;
  return `${px}px`;
}
