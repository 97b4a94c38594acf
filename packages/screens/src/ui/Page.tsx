import * as React from 'react';
import { View } from 'remax/one';
import { enableKeyboardControls } from './keyboard';
import { useLargeText } from './largeText';
import { PrivacySheet } from './PrivacySheet';
import { allowZoom } from './viewportZoom';
import './kit.css';
import './largeText.css';

export interface PageProps {
  children: React.ReactNode;
  /** Leaves room for the bottom tab bar. */
  withTabBar?: boolean;
  className?: string;
}

/**
 * The root of every screen: the grey page background, at most a phone's width (H5 on a desktop: app/frame.web),
 * the privacy consent sheet, so whichever page a held privacy call comes from can ask, and the large-text mode
 * (largeText.ts) when the tenant has turned it on.
 */
export function Page({ children, withTabBar = false, className = '' }: PageProps) {
  React.useEffect(enableKeyboardControls, []);
  React.useEffect(allowZoom, []);
  const large = useLargeText();
  return (
    <View className={`ak-page ${withTabBar ? 'ak-page--tabbar' : ''} ${large ? 'ak-page--large' : ''} ${className}`}>
      {children}
      <PrivacySheet />
    </View>
  );
}
