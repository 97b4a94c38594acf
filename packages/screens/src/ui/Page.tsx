import * as React from 'react';
import { View } from 'remax/one';
import { enableKeyboardControls } from './keyboard';
import { PrivacySheet } from './PrivacySheet';
import './kit.css';

export interface PageProps {
  children: React.ReactNode;
  /** Leaves room for the bottom tab bar. */
  withTabBar?: boolean;
  className?: string;
}

/**
 * The root of every screen: the grey page background, at most a phone's width (H5 on a desktop: app/frame.web),
 * and the privacy consent sheet, so whichever page a held privacy call comes from can ask.
 */
export function Page({ children, withTabBar = false, className = '' }: PageProps) {
  React.useEffect(enableKeyboardControls, []);
  return (
    <View className={`ak-page ${withTabBar ? 'ak-page--tabbar' : ''} ${className}`}>
      {children}
      <PrivacySheet />
    </View>
  );
}
