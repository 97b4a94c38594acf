import * as React from 'react';
import { View } from 'remax/one';
import { Icon } from './icon/Icon';
import './kit.css';

export interface CheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** What a screen reader says for the box (its visible text may hold links of its own). */
  label: string;
  children: React.ReactNode;
  testId?: string;
}

export function Checkbox({ checked, onChange, label, children, testId }: CheckboxProps) {
  return (
    <View className="ak-checkbox">
      <View
        className={`ak-checkbox-box ${checked ? 'ak-checkbox-box--on' : ''}`}
        role="checkbox"
        aria-checked={checked}
        aria-label={label}
        wechat-aria-role="checkbox"
        wechat-aria-checked={checked}
        wechat-aria-label={label}
        ali-aria-role="checkbox"
        ali-aria-label={label}
        data-testid={testId}
        onTap={() => onChange(!checked)}
      >
        {checked && <Icon name="check" size="small" />}
      </View>
      <View className="ak-checkbox-text">{children}</View>
    </View>
  );
}
