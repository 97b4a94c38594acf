import * as React from 'react';
import { Input, Text, View } from 'remax/one';
import { keypad } from '@screens/ui/keypad';
import './wallet.css';

interface YuanInputProps {
  value: string;
  /** The text as typed, trimmed (core-domain's parseYuanToFen reads it). */
  onChange: (text: string) => void;
  label: string;
  placeholder: string;
  testId: string;
  invalid?: boolean;
}

/** A yuan amount typed big after a ¥ (提现, 充值): the phone's decimal pad, at most 11 characters. */
export function YuanInput({ value, onChange, label, placeholder, testId, invalid = false }: YuanInputProps) {
  return (
    <View className={`wl-amount ${invalid ? 'ak-field--error' : ''}`}>
      <Text className="wl-amount-sign">¥</Text>
      <Input
        className="wl-amount-input ak-input"
        {...keypad('decimal')}
        value={value}
        maxLength={11}
        placeholder={placeholder}
        aria-label={label}
        data-testid={testId}
        onInput={(event) => onChange(String(event.target.value ?? '').trim())}
      />
    </View>
  );
}
