import * as React from 'react';
import { Text, View } from 'remax/one';
import './booking.css';

/** The row of status tabs over a list (预订, 合同, 我的申请): one chosen, each a tab for screen readers. */
export function FilterTabs<K extends string>({
  tabs,
  value,
  onChange,
  testIdPrefix,
}: {
  tabs: readonly { key: K; title: string }[];
  value: K;
  onChange: (key: K) => void;
  /** Each tab's test id is `${testIdPrefix}-${key}`. */
  testIdPrefix: string;
}) {
  return (
    <View className="bk-filter" role="tablist">
      {tabs.map((item) => (
        <View
          key={item.key}
          className={`bk-filter-item ${item.key === value ? 'bk-filter-item--on' : ''}`}
          role="tab"
          aria-selected={item.key === value}
          data-testid={`${testIdPrefix}-${item.key}`}
          onTap={() => onChange(item.key)}
        >
          <Text>{item.title}</Text>
        </View>
      ))}
    </View>
  );
}
