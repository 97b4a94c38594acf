import { createRequestKey, errorCodeOf } from './requestKey';

function counter(): () => string {
  let n = 0;
  return () => {
    n += 1;
    return `request-${n}`;
  };
}

describe('createRequestKey', () => {
  it('gives the same key to every send of the same body (a double tap is one request, so is coming back after a success)', () => {
    const key = createRequestKey(counter());
    expect(key.forAttempt('a')).toBe('request-1');
    expect(key.forAttempt('a')).toBe('request-1');
  });

  it('makes a new key when the body changed: the first send may have been made with the old values', () => {
    const key = createRequestKey(counter());
    key.forAttempt('a');
    key.failed('-1');
    expect(key.forAttempt('b')).toBe('request-2');
    expect(key.forAttempt('b')).toBe('request-2');
  });

  it('keeps the key after a network failure or a timeout: the retry may meet the first attempt on the server', () => {
    const key = createRequestKey(counter());
    key.forAttempt('a');
    key.failed('-1');
    key.failed('TIMEOUT');
    key.failed('502');
    key.failed(undefined);
    expect(key.forAttempt('a')).toBe('request-1');
  });

  it('makes a new key after the server refused (a business error), even for the same body, since nothing was made', () => {
    const key = createRequestKey(counter());
    key.forAttempt('a');
    key.failed('99999');
    expect(key.forAttempt('a')).toBe('request-2');
    key.failed('SLOT_FULL');
    expect(key.forAttempt('a')).toBe('request-3');
  });

  it('makes keys the server accepts (8 to 64 characters) by default', () => {
    const first = createRequestKey().forAttempt('a');
    expect(first).toMatch(/^[A-Za-z0-9]{8,64}$/);
    expect(createRequestKey().forAttempt('a')).not.toBe(first);
  });
});

describe('errorCodeOf', () => {
  it('reads the code of a serialised ApiError and nothing else', () => {
    expect(errorCodeOf({ name: 'ApiError', code: 'PERSON_INFO_REQUIRED', message: 'x' })).toBe('PERSON_INFO_REQUIRED');
    expect(errorCodeOf({ code: 401 })).toBeUndefined();
    expect(errorCodeOf(null)).toBeUndefined();
    expect(errorCodeOf('oops')).toBeUndefined();
  });
});
