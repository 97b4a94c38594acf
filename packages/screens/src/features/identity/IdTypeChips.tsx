import * as React from 'react';
import { SettingType } from '@aster/core-api';
import { ID_NUM_TYPES, idTypeOfNumType } from '@aster/core-domain';
import { OptionChips } from '@screens/features/settings/OptionChips';
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
    <OptionChips options={options} chosen={(option) => Number(option.code) === value} onPick={(option) => onChange(Number(option.code))} label="证件类型" testId="id-type" look="id" />
  );
}
