import * as React from 'react';
import { Text, View } from 'remax/one';
import './kit.css';

export interface SwitchCellProps {
  title: string;
  /** A line under the title saying what the switch does. */
  note?: string;
  on: boolean;
  onChange: (on: boolean) => void;
  testId?: string;
}

/** A settings row with an on/off switch, read out as a switch with its state on every platform. */
export function SwitchCell({ title, note, on, onChange, testId }: SwitchCellProps) {
  return (
    <View
      className="ak-cell ak-switch-cell"
      role="switch"
      aria-checked={on}
      aria-label={title}
      wechat-aria-role="switch"
      wechat-aria-checked={on}
      wechat-aria-label={title}
      ali-aria-role="switch"
      ali-aria-label={`${title}，${on ? '已开启' : '已关闭'}`}
      data-testid={testId}
      onTap={() => onChange(!on)}
    >
      <View className="ak-switch-text">
        <Text className="ak-cell-title">{title}</Text>
        {note !== undefined && <Text className="ak-switch-note">{note}</Text>}
      </View>
      <View className={`ak-switch ${on ? 'ak-switch--on' : ''}`} aria-hidden="true">
        <View className="ak-switch-knob" />
      </View>
    </View>
  );
}
