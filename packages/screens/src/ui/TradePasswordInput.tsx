import * as React from 'react';
import { Input, Text, View } from 'remax/one';
import { FieldError } from './FieldError';
import { digitsOnly } from './phoneFieldRules';
import './tradePassword.css';
import { keypad } from './keypad';

const LENGTH = 6;

interface TradePasswordInputProps {
  value: string;
  onChange: (value: string) => void;
  /** Read aloud and shown above the boxes (输入支付密码, 再次输入...). */
  label: string;
  testId: string;
  error?: string | undefined;
  focus?: boolean;
}

/**
 * The 6-digit transaction password as six boxes showing a dot per digit typed: one real input (digits only, 6 at
 * most, kept as a password) lies over the boxes, so the phone's number pad opens and screen readers meet one field.
 * The digits stay in the page's state only; nothing here stores or logs them.
 */
export function TradePasswordInput({ value, onChange, label, testId, error, focus = false }: TradePasswordInputProps) {
  return (
    <View className="tp-field">
      <Text className="tp-label">{label}</Text>
      <View className={`tp-boxes ${error ? 'tp-boxes--error' : ''}`}>
        {Array.from({ length: LENGTH }, (_, index) => (
          <View key={index} className={`tp-box ${index === value.length ? 'tp-box--next' : ''}`} aria-hidden>
            {index < value.length && <View className="tp-dot" />}
          </View>
        ))}
        <Input
          className="tp-input ak-input"
          {...keypad('digits')}
          password
          focus={focus}
          value={value}
          maxLength={LENGTH}
          aria-label={label}
          data-testid={testId}
          onInput={(event) => onChange(digitsOnly(String(event.target.value ?? ''), LENGTH))}
        />
      </View>
      {error && <FieldError>{error}</FieldError>}
    </View>
  );
}
