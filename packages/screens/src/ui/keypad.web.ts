import type { Keypad, KeypadProps } from './keypad';

export type { Keypad, KeypadProps } from './keypad';

// H5: a text input with the phone's number pad (inputMode), so maxLength holds and nothing but what is typed is
// kept. The pattern makes iOS open its digits-only pad. An ID number keeps the full keyboard: it may end in X.
const WEB_KEYPADS: Record<Keypad, KeypadProps> = {
  digits: { type: 'text', inputMode: 'numeric', pattern: '[0-9]*' },
  decimal: { type: 'text', inputMode: 'decimal' },
  phone: { type: 'text', inputMode: 'tel', autoComplete: 'tel' },
  idcard: { type: 'text', autoComplete: 'off' },
};

export function keypad(kind: Keypad): KeypadProps {
  return WEB_KEYPADS[kind];
}
