import * as React from 'react';
import { Text, View } from 'remax/one';
import { Icon } from './icon/Icon';
import './kit.css';

export interface CellProps {
  title: string;
  value?: string;
  onTap?: () => void;
  /** The chevron that says "this opens a page". */
  arrow?: boolean;
  testId?: string;
}

export function Cell({ title, value, onTap, arrow = onTap !== undefined, testId }: CellProps) {
  return (
    <View
      className="ak-cell"
      role={onTap ? 'button' : undefined}
      wechat-aria-role={onTap ? 'button' : undefined}
      ali-aria-role={onTap ? 'button' : undefined}
      data-testid={testId}
      onTap={onTap}
    >
      <Text className="ak-cell-title">{title}</Text>
      {value !== undefined && <Text className="ak-cell-value">{value}</Text>}
      {arrow && <Icon name="chevron-right" size="small" className="ak-cell-arrow" />}
    </View>
  );
}
