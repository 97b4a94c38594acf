import * as React from 'react';
import { Text, View } from 'remax/one';
import type { SettingOption } from './settingOptions';
import './settings.css';

/** A list's options as chips that fill a field in on a tap (the field stays free to type in). */
export function OptionChips({ options, value, label, onPick, testId }: { options: readonly SettingOption[]; value: string; label: string; onPick: (label: string) => void; testId: string }) {
  return (
    <View className="st-chips" role="radiogroup" aria-label={label}>
      {options.map((option) => {
        const on = option.label === value.trim();
        return (
          <View
            key={option.code}
            className={`st-chip ${on ? 'st-chip--on' : ''}`}
            role="radio"
            aria-checked={on}
            wechat-aria-role="radio"
            wechat-aria-checked={on}
            data-testid={`${testId}-${option.code}`}
            onTap={() => onPick(option.label)}
          >
            <Text>{option.label}</Text>
          </View>
        );
      })}
    </View>
  );
}
