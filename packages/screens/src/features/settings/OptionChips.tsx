import * as React from 'react';
import { Text, View } from 'remax/one';
import type { SettingOption } from './settingOptions';
import './settings.css';

export interface OptionChipsProps {
  options: readonly SettingOption[];
  /** Whether an option is the one chosen. */
  chosen: (option: SettingOption) => boolean;
  onPick: (option: SettingOption) => void;
  /** The group's accessible name (证件类型, 星座...). */
  label: string;
  /** Each chip's data-testid is `${testId}-${code}`. */
  testId: string;
  /** The chips' look: `st` for chips beside a field, `id` for a form's own choice (identity.css). */
  look?: 'st' | 'id';
}

/** A list's options (settings/list-by-type, or the app's own) as radio chips: one tap chooses. */
export function OptionChips({ options, chosen, onPick, label, testId, look = 'st' }: OptionChipsProps) {
  return (
    <View className={`${look}-chips`} role="radiogroup" aria-label={label}>
      {options.map((option) => {
        const on = chosen(option);
        return (
          <View
            key={option.code}
            className={`${look}-chip ${on ? `${look}-chip--on` : ''}`}
            role="radio"
            aria-checked={on}
            wechat-aria-role="radio"
            wechat-aria-checked={on}
            data-testid={`${testId}-${option.code}`}
            onTap={() => onPick(option)}
          >
            <Text>{option.label}</Text>
          </View>
        );
      })}
    </View>
  );
}
