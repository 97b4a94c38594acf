import { REQUEST_HEADERS, browserPlatform, buildRequestHeaders, grayEnabled, serverKey } from './headers';

describe('request headers', () => {
  const base = { platform: 'h5' as const, companyId: '12', token: null, userId: null, gray: false };

  it('always names the JSON type, the platform and the company', () => {
    expect(buildRequestHeaders(base)).toEqual({ 'Content-Type': 'application/json;charset=UTF-8', platform: 'h5', companyId: '12' });
  });

  it('adds token and user id only when present', () => {
    expect(buildRequestHeaders({ ...base, token: '', userId: '' })).not.toHaveProperty(REQUEST_HEADERS.token);
    expect(buildRequestHeaders({ ...base, token: 'abc', userId: '9' })).toMatchObject({ token: 'abc', userId: '9' });
  });

  it('adds the gray marker only when enabled', () => {
    expect(buildRequestHeaders({ ...base, gray: true })[REQUEST_HEADERS.gray]).toBe('true');
    expect(buildRequestHeaders(base)).not.toHaveProperty(REQUEST_HEADERS.gray);
  });

  it('gives the lower-case form a Node server sees', () => {
    expect(serverKey(REQUEST_HEADERS.companyId)).toBe('companyid');
    expect(serverKey(REQUEST_HEADERS.contentType)).toBe('content-type');
  });

  it('names thePublic in WeChat\'s browser and h5 in any other', () => {
    const wechat = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2f) NetType/WIFI Language/zh_CN';
    const safari = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
    const alipay = 'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/110.0 Mobile Safari/537.36 AlipayClient/10.5.0';
    expect(browserPlatform(wechat)).toBe('thePublic');
    expect(browserPlatform(safari)).toBe('h5');
    expect(browserPlatform(alipay)).toBe('h5');
    expect(browserPlatform('')).toBe('h5');
    expect(browserPlatform(undefined)).toBe('h5');
    expect(buildRequestHeaders({ ...base, platform: browserPlatform(wechat) })[REQUEST_HEADERS.platform]).toBe('thePublic');
  });

  it('turns the gray marker on only for a setting of 1 or true', () => {
    expect(['1', 'true', 'TRUE', ' 1 '].map(grayEnabled)).toEqual([true, true, true, true]);
    expect(['', '0', 'false', 'yes', 'gray'].map(grayEnabled)).toEqual([false, false, false, false, false]);
    expect(grayEnabled(undefined)).toBe(false);
    expect(grayEnabled(null)).toBe(false);
  });
});
