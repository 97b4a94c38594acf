import * as React from 'react';
import { Text, View } from 'remax/one';
import { HOME_PAGE, MINE_PAGE, pageLink } from '@aster/core-domain';
import { navigation } from '../platform/navigation';
import { Icon } from './icon/Icon';
import './kit.css';

const tabs = [
  { key: 'home', label: '首页', page: HOME_PAGE, icon: 'house' },
  { key: 'mine', label: '我的', page: MINE_PAGE, icon: 'user' },
] as const;

export type TabKey = (typeof tabs)[number]['key'];

/** The tab a page is, if it is one (its guest view keeps the bar). */
export function tabOf(page: string): TabKey | undefined {
  return tabs.find((tab) => tab.page === page)?.key;
}

/**
 * The bottom tabs of the home and mine pages, drawn by the screens: the route table has no tab-bar pages,
 * and one drawn bar looks the same on the three platforms. Switching replaces the page (no stack growth).
 */
export function TabBar({ current }: { current: TabKey }) {
  return (
    <View className="ak-tabbar" role="tablist">
      {tabs.map((tab) => {
        const on = tab.key === current;
        return (
          <View
            key={tab.key}
            className="ak-tab"
            role="tab"
            aria-selected={on}
            wechat-aria-role="tab"
            wechat-aria-selected={on}
            wechat-aria-label={tab.label}
            ali-aria-role="tab"
            ali-aria-label={tab.label}
            data-testid={`tab-${tab.key}`}
            onTap={on ? undefined : () => void navigation.redirectTo(pageLink(tab.page))}
          >
            <Icon name={tab.icon} size="large" className={on ? 'ak-tab-icon ak-tab-icon--on' : 'ak-tab-icon'} />
            <Text className={on ? 'ak-tab-label ak-tab-label--on' : 'ak-tab-label'}>{tab.label}</Text>
          </View>
        );
      })}
    </View>
  );
}
