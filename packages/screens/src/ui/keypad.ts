// Which keyboard a field opens. Spread keypad(kind) on an Input: the mini-programs choose by `type` (this file),
// H5 by `inputMode` (keypad.web.ts: a type="number" input there would ignore maxLength and take "1e5").
export type Keypad =
  /** Digits only: SMS codes, the payment password, card numbers, months, rent. */
  | 'digits'
  /** An amount with fen: digits and a point. */
  | 'decimal'
  /** A phone number. */
  | 'phone'
  /** A mainland ID number: digits and the final X. */
  | 'idcard';

export interface KeypadProps {
  type: 'text' | 'number' | 'digit' | 'idcard';
  inputMode?: 'numeric' | 'decimal' | 'tel';
  pattern?: string;
  autoComplete?: string;
}

const MINI_TYPES: Record<Keypad, KeypadProps['type']> = { digits: 'number', decimal: 'digit', phone: 'number', idcard: 'idcard' };

export function keypad(kind: Keypad): KeypadProps {
  return { type: MINI_TYPES[kind] };
}
