import { keypad } from './keypad';
import { keypad as webKeypad } from './keypad.web';

describe('keypad', () => {
  it('opens the mini-programs number pads by type', () => {
    expect(keypad('digits')).toEqual({ type: 'number' });
    expect(keypad('decimal')).toEqual({ type: 'digit' });
    expect(keypad('phone')).toEqual({ type: 'number' });
    expect(keypad('idcard')).toEqual({ type: 'idcard' });
  });

  it('opens the H5 number pads by inputMode on a text input, where maxLength holds', () => {
    expect(webKeypad('digits')).toEqual({ type: 'text', inputMode: 'numeric', pattern: '[0-9]*' });
    expect(webKeypad('decimal')).toMatchObject({ type: 'text', inputMode: 'decimal' });
    expect(webKeypad('phone')).toMatchObject({ type: 'text', inputMode: 'tel' });
    // An ID number may end in X: not a number pad.
    expect(webKeypad('idcard').inputMode).toBeUndefined();
  });
});
