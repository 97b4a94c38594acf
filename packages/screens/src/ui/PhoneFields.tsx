import * as React from 'react';
import { Input, Text, View } from 'remax/one';
import { PHONE_LENGTH, SMS_CODE_MAX_LENGTH } from '@aster/core-domain';
import { FieldError } from './FieldError';
import { digitsOnly } from './phoneFieldRules';
import { keypad } from './keypad';
import './kit.css';

interface FieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  testId: string;
  /** What stands before the input: a label, or the +86 prefix. */
  leading?: React.ReactNode;
  /** The field's id (useForm's form.field): a failed send scrolls to it. */
  id?: string;
}

/** A mainland mobile number field: digits only, at most 11. */
export function PhoneInput({ value, onChange, error, testId, leading, placeholder, label, id }: FieldProps & { placeholder: string; label: string }) {
  return (
    <>
      <View id={id} className={`ak-field ${error ? 'ak-field--error' : ''}`}>
        {leading}
        <Input
          className="ak-field-input ak-input"
          {...keypad('phone')}
          value={value}
          maxLength={PHONE_LENGTH}
          placeholder={placeholder}
          aria-label={label}
          data-testid={testId}
          onInput={(event) => onChange(digitsOnly(String(event.target.value ?? ''), PHONE_LENGTH))}
        />
      </View>
      {error && <FieldError>{error}</FieldError>}
    </>
  );
}

interface SmsCodeInputProps extends FieldProps {
  sendText: string;
  sendDisabled: boolean;
  sendTestId: string;
  onSend: () => void;
}

/** An SMS code field with its send button (the caller owns the countdown and what sending means). */
export function SmsCodeInput({ value, onChange, error, testId, leading, sendText, sendDisabled, sendTestId, onSend, id }: SmsCodeInputProps) {
  return (
    <>
      <View id={id} className={`ak-field ${error ? 'ak-field--error' : ''}`}>
        {leading}
        <Input
          className="ak-field-input ak-input"
          {...keypad('digits')}
          value={value}
          maxLength={SMS_CODE_MAX_LENGTH}
          placeholder="请输入短信验证码"
          aria-label="短信验证码"
          data-testid={testId}
          onInput={(event) => onChange(digitsOnly(String(event.target.value ?? ''), SMS_CODE_MAX_LENGTH))}
        />
        <View
          className={`ak-field-send ${sendDisabled ? 'ak-field-send--off' : ''}`}
          role="button"
          aria-disabled={sendDisabled}
          data-testid={sendTestId}
          onTap={onSend}
        >
          <Text>{sendText}</Text>
        </View>
      </View>
      {error && <FieldError>{error}</FieldError>}
    </>
  );
}
