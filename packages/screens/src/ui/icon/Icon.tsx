import * as React from 'react';
import { View } from 'remax/one';
import type { IconName, KitIconName } from './iconNames';

// No stylesheet import here: the App loads icon.css and kitIcons.css once for every page (app.wxss on the
// mini-programs, whose subpackage pages would each carry a copy of a sheet their modules import).

export type { KitIconName } from './iconNames';

/** Design px (750-wide draft): small 32 (a row's chevron), medium 40, large 48 (tab bar), huge 64 (a result page's sign). */
export type IconSize = 'small' | 'medium' | 'large' | 'huge';

export interface IconProps {
  name: KitIconName;
  size?: IconSize;
  className?: string;
}

/** The element of any icon of the set; its stylesheet is imported by the component that offers the name. */
export function IconShape({ name, size = 'medium', className = '' }: { name: IconName; size?: IconSize; className?: string }) {
  const sizeClass = size === 'medium' ? '' : ` ak-icon--${size}`;
  return <View className={`ak-icon ak-icon-${name}${sizeClass}${className === '' ? '' : ` ${className}`}`} aria-hidden="true" />;
}

/**
 * One icon of the app's set (lucide, ./iconNames.ts), drawn in the colour of the text around it. Decorative: the
 * words beside it or the label of the control holding it say what it means, so screen readers skip it.
 */
export function Icon(props: IconProps) {
  return <IconShape {...props} />;
}
