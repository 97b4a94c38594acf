import * as React from 'react';
import { type Setting, type SettingTypeCode, useGetSettingsByTypeQuery } from '@aster/core-api';

/** One choice of a form's list (an occupation, an ID type, a constellation): its code and its label. */
export interface SettingOption {
  code: string;
  label: string;
}

/** Most options a form shows from one list, and the longest label kept (the operator's list is not trusted). */
export const SETTING_OPTIONS_MAX = 40;
export const SETTING_LABEL_MAX = 30;

/**
 * The options of one setting type from settings/list-by-type: those of the type with a code and a label, each code
 * once, bounded; `accept` drops codes the form cannot take. The fallback (the app's constants) when the answer has
 * none: the call failed, is still on its way, or the operator has not configured the list.
 */
export function settingOptions(
  settings: readonly Setting[] | undefined,
  type: SettingTypeCode,
  fallback: readonly SettingOption[],
  accept: (code: string) => boolean = () => true,
): readonly SettingOption[] {
  if (settings === undefined) return fallback;
  const seen = new Set<string>();
  const options: SettingOption[] = [];
  for (const setting of settings) {
    if (setting.type !== type) continue;
    const code = (setting.code ?? '').trim();
    const label = (setting.name ?? setting.value ?? '').trim().slice(0, SETTING_LABEL_MAX);
    if (code === '' || code.length > 20 || label === '' || seen.has(code) || !accept(code)) continue;
    seen.add(code);
    options.push({ code, label });
    if (options.length === SETTING_OPTIONS_MAX) break;
  }
  return options.length > 0 ? options : fallback;
}

/** A form's list from the operator's settings (settings/list-by-type), the constants meanwhile and on failure. */
export function useSettingOptions(type: SettingTypeCode, fallback: readonly SettingOption[], accept?: (code: string) => boolean): readonly SettingOption[] {
  const query = useGetSettingsByTypeQuery({ typeList: [type] });
  return React.useMemo(() => settingOptions(query.data, type, fallback, accept), [query.data, type, fallback, accept]);
}

/** The text the operator configured for one setting type (an agreement): the first non-empty value, bounded. */
export const SETTING_TEXT_MAX = 50_000;
export function settingText(settings: readonly Setting[] | undefined, type: SettingTypeCode): string | null {
  const text = settings?.find((setting) => setting.type === type && (setting.value ?? '').trim() !== '')?.value ?? null;
  return text === null ? null : text.slice(0, SETTING_TEXT_MAX);
}
