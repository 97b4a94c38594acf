import * as React from 'react';
import { Text, View } from 'remax/one';
import './kit.css';

export interface CheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: React.ReactNode;
  testId?: string;
}

export function Checkbox({ checked, onChange, children, testId }: CheckboxProps) {
  return (
    <View className="ak-checkbox">
      <View
        className={`ak-checkbox-box ${checked ? 'ak-checkbox-box--on' : ''}`}
        role="checkbox"
        aria-checked={checked}
        data-testid={testId}
        onTap={() => onChange(!checked)}
      >
        {checked && <Text>✓</Text>}
      </View>
      <View className="ak-checkbox-text">{children}</View>
    </View>
  );
}
