import * as React from 'react';
import type { FacilityIconName } from './iconNames';
import { IconShape } from './Icon';
import './facilityIcons.css';

/** The facility codes of a house (the reference server's vocabulary) and their pictures. */
const ICON_OF_FACILITY: Readonly<Record<string, FacilityIconName>> = {
  bed: 'bed',
  wardrobe: 'shirt',
  desk: 'lamp-desk',
  air_conditioner: 'air-vent',
  washer: 'washing-machine',
  fridge: 'refrigerator',
  water_heater: 'shower-head',
  wifi: 'wifi',
  tv: 'tv',
  sofa: 'sofa',
  stove: 'flame',
  microwave: 'microwave',
  smart_lock: 'lock-keyhole',
  balcony: 'fence',
};

/** A facility's picture; a code the app does not know (another operator's backend) gets a plain tick badge. */
export function facilityIconOf(code: string): FacilityIconName {
  const known = Object.prototype.hasOwnProperty.call(ICON_OF_FACILITY, code) ? ICON_OF_FACILITY[code] : undefined;
  return known ?? 'badge-check';
}

export function FacilityIcon({ code }: { code: string }) {
  return <IconShape name={facilityIconOf(code)} size="large" />;
}
