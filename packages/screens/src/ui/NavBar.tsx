import * as React from 'react';
import { View } from 'remax/one';
import { CUSTOM_NAV_BAR_HEIGHT, navBarOffset, type Theme } from '@aster/core-domain';
import { hasMenuButton, menuButtonTop } from './systemBars';
import './NavBar.css';

export interface NavBarProps {
  theme: Theme;
  children: React.ReactNode;
}

/**
 * The custom navigation bar (spec: the home page draws its own): the status area, then a 44 px bar in the
 * company's navbar colours. A spacer of the same height keeps the page content below the fixed bar.
 */
export function NavBar({ theme, children }: NavBarProps) {
  const total = React.useMemo(() => navBarOffset({ menuButtonTop: menuButtonTop(), customNavBar: true }), []);
  const statusArea = total - CUSTOM_NAV_BAR_HEIGHT;
  return (
    <>
      <View
        className="ak-navbar"
        style={{ paddingTop: `${statusArea}px`, background: theme.navbarColor, color: theme.navbarFontColor }}
      >
        <View
          className={`ak-navbar-bar ${hasMenuButton ? 'ak-navbar-bar--capsule' : ''}`}
          style={{ height: `${CUSTOM_NAV_BAR_HEIGHT}px` }}
        >
          {children}
        </View>
      </View>
      <View style={{ height: `${total}px` }} />
    </>
  );
}
