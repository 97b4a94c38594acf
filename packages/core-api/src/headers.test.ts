import { REQUEST_HEADERS, buildRequestHeaders, serverKey } from './headers';

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
});
