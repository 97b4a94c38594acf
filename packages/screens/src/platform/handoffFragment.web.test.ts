import { handoffFragment } from './handoffFragment.web';

const replaceState = jest.fn();
const location = { pathname: '/aster/pages/oauth-token-login/index', search: '?redirectUrl=%2Fpages%2Findex%2Findex', hash: '' };
Object.assign(globalThis, { window: { location, history: { state: null, replaceState } } });

describe('the hand-off token in the fragment (H5)', () => {
  beforeEach(() => replaceState.mockClear());

  it('takes #token=... once and removes it from the address, keeping the query', () => {
    location.hash = '#token=abc_DEF-123';
    expect(handoffFragment.take()).toBe('abc_DEF-123');
    expect(replaceState).toHaveBeenCalledWith(null, '', '/aster/pages/oauth-token-login/index?redirectUrl=%2Fpages%2Findex%2Findex');
  });

  it('leaves any other fragment alone', () => {
    for (const hash of ['', '#top', '#token=', '#token=a&b=c', '#other=1']) {
      location.hash = hash;
      expect(handoffFragment.take()).toBeUndefined();
    }
    expect(replaceState).not.toHaveBeenCalled();
  });
});
