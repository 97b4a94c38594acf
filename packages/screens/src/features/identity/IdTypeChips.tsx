import * as React from 'react';
import { Text, View } from 'remax/one';
import { SettingType } from '@aster/core-api';
import { ID_NUM_TYPES, idTypeOfNumType } from '@aster/core-domain';
import { type SettingOption, useSettingOptions } from '@screens/features/settings/settingOptions';
import './identity.css';

/** The app's own ID types: the list while the operator's loads, and when it cannot be had. */
const FALLBACK: readonly SettingOption[] = ID_NUM_TYPES.map((entry) => ({ code: String(entry.idNumType), label: entry.label }));
/** Only the ID types whose numbers core-domain can check (a type the app does not know could not be validated). */
const knownIdType = (code: string) => /^\d{1,2}$/.test(code) && idTypeOfNumType(Number(code)) !== null;

/** The ID types as chips (a picker would hide the choice behind one more tap; there are four). Labels: the operator's. */
export function IdTypeChips({ value, onChange }: { value: number; onChange: (idNumType: number) => void }) {
  const options = useSettingOptions(SettingType.idNumType, FALLBACK, knownIdType);
  return (
    <View className="id-chips" role="radiogroup" aria-label="证件类型">
      {options.map((option) => {
        const idNumType = Number(option.code);
        const on = idNumType === value;
        return (
          <View
            key={option.code}
            className={`id-chip ${on ? 'id-chip--on' : ''}`}
            role="radio"
            aria-checked={on}
            wechat-aria-role="radio"
            wechat-aria-checked={on}
            data-testid={`id-type-${option.code}`}
            onTap={() => onChange(idNumType)}
          >
            <Text>{option.label}</Text>
          </View>
        );
      })}
    </View>
  );
}
