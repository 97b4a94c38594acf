import { createRequestKey, errorCodeOf } from './requestKey';

function counter(): () => string {
  let n = 0;
  return () => {
    n += 1;
    return `request-${n}`;
  };
}

describe('createRequestKey', () => {
  it('gives the same key to every send until something happens (a double tap is one request)', () => {
    const key = createRequestKey(counter());
    expect(key.current()).toBe('request-1');
    expect(key.current()).toBe('request-1');
  });

  it('keeps the key after a network failure or a timeout: the retry may meet the first attempt on the server', () => {
    const key = createRequestKey(counter());
    key.failed('-1');
    key.failed('TIMEOUT');
    key.failed('502');
    key.failed(undefined);
    expect(key.current()).toBe('request-1');
  });

  it('makes a new key after the server refused (a business error), since nothing was created', () => {
    const key = createRequestKey(counter());
    key.failed('99999');
    expect(key.current()).toBe('request-2');
    key.failed('SLOT_FULL');
    expect(key.current()).toBe('request-3');
  });

  it('makes keys the server accepts (8 to 64 characters) by default', () => {
    const first = createRequestKey().current();
    expect(first).toMatch(/^[A-Za-z0-9]{8,64}$/);
    expect(createRequestKey().current()).not.toBe(first);
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
