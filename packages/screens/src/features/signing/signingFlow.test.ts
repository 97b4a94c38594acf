import { SIGN_CODES, signRefusal, signStep, stepIndex } from './signingFlow';

describe('signing flow', () => {
  it('maps each contract status to its step', () => {
    expect(signStep('pre_created')).toBe('prefill');
    expect(signStep('awaiting_sign')).toBe('verify');
    expect(signStep('awaiting_payment')).toBe('pay');
    expect(signStep('to_move_in')).toBe('signed');
    expect(signStep('renting')).toBe('signed');
    expect(signStep('cancelled')).toBe('void');
    expect(stepIndex('verify')).toBe(1);
  });

  it('keeps the tenant on the pad for a refused image or no answer, and sends the other refusals to sign_failed with their reason', () => {
    expect(signRefusal(SIGN_CODES.signImage)).toEqual({ kind: 'retry' });
    expect(signRefusal('-1')).toEqual({ kind: 'retry' });
    expect(signRefusal('TIMEOUT')).toEqual({ kind: 'retry' });
    expect(signRefusal(SIGN_CODES.state)).toEqual({ kind: 'failed', reason: 'state' });
    expect(signRefusal(SIGN_CODES.cert)).toEqual({ kind: 'failed', reason: 'cert' });
    expect(signRefusal(SIGN_CODES.reservation)).toEqual({ kind: 'failed', reason: 'reservation' });
    expect(signRefusal('500')).toEqual({ kind: 'failed', reason: 'unknown' });
  });
});
