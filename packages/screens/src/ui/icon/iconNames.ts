/**
 * The icons the app ships: lucide-static's SVGs (ISC), by lucide's own names. Only these are drawn into the
 * generated stylesheets beside this file (`npx tsx packages/screens/build/generateIcons.ts` rewrites them; a test
 * fails when they are stale). A name ending in `-filled` is its lucide icon with the shape filled in (a chosen heart).
 */
export const KIT_ICONS = [
  // tab bar
  'house',
  'user',
  // search, clear, close, arrows, map and location
  'search',
  'x',
  'chevron-right',
  'chevron-left',
  'map-pin',
  'locate-fixed',
  // empty, error, notice and outcome states
  'inbox',
  'circle-alert',
  'info',
  'check',
  'circle-check',
  'circle-x',
  'clock',
  // house detail bar and photos
  'heart',
  'heart-filled',
  'share-2',
  'play',
] as const;

/** A house's facilities (house detail), in a stylesheet of their own: only that page draws them. */
export const FACILITY_ICONS = [
  'bed',
  'shirt',
  'lamp-desk',
  'air-vent',
  'washing-machine',
  'refrigerator',
  'shower-head',
  'wifi',
  'tv',
  'sofa',
  'flame',
  'microwave',
  'lock-keyhole',
  'fence',
  'badge-check',
] as const;

export type KitIconName = (typeof KIT_ICONS)[number];
export type FacilityIconName = (typeof FACILITY_ICONS)[number];
export type IconName = KitIconName | FacilityIconName;
