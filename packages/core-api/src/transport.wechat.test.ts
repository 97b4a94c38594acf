import { createApiClient } from './client';
import { catalogue } from './catalogue';
import { FakeClock } from './testing/fakeClock';
import { type WechatRequestOptions, createWechatTransport } from './transport.wechat';
import { TransportError } from './transport';

/** A fake wx.request: records its options and answers the way the test says. */
function fakeWxRequest(answer: (options: WechatRequestOptions) => void) {
  const calls: WechatRequestOptions[] = [];
  const request = (options: WechatRequestOptions) => {
    calls.push(options);
    answer(options);
    return { abort: () => undefined };
  };
  return { calls, request };
}

const baseRequest = { url: 'https://api.test/tapp/v1/x', method: 'POST' as const, headers: { token: 't' }, data: '{"a":1}', timeoutMs: 20_000 };

const domains = { pmsDomain: 'https://pms.test', tappDomain: 'https://tapp.test', staticDomain: 'https://static.test' };

describe('wx.request transport', () => {
  it('passes url, method, header (singular), data and timeout, and asks for raw text', async () => {
    const wx = fakeWxRequest((options) => options.success({ statusCode: 200, header: { 'Content-Type': 'application/json' }, data: '{}' }));
    await createWechatTransport(wx.request).request(baseRequest);
    expect(wx.calls[0]).toMatchObject({
      url: 'https://api.test/tapp/v1/x',
      method: 'POST',
      header: { token: 't' },
      data: '{"a":1}',
      timeout: 20_000,
      responseType: 'text',
    });
    expect(wx.calls[0]?.dataType).not.toBe('json');
  });

  it('turns statusCode into status and lower-cases header names', async () => {
    const wx = fakeWxRequest((options) => options.success({ statusCode: 503, header: { 'X-Trace': 'abc' }, data: 'busy' }));
    await expect(createWechatTransport(wx.request).request(baseRequest)).resolves.toEqual({ status: 503, headers: { 'x-trace': 'abc' }, data: 'busy' });
  });

  it('omits data on a GET without fields', async () => {
    const wx = fakeWxRequest((options) => options.success({ statusCode: 200, data: '' }));
    await createWechatTransport(wx.request).request({ url: 'u', method: 'GET', headers: {}, timeoutMs: 1 });
    expect(wx.calls[0]).not.toHaveProperty('data');
  });

  it('reads "request:fail timeout" as a timeout and other failures as network errors', async () => {
    const timeout = fakeWxRequest((options) => options.fail({ errMsg: 'request:fail timeout' }));
    await expect(createWechatTransport(timeout.request).request(baseRequest)).rejects.toMatchObject({ kind: 'timeout' });
    const offline = fakeWxRequest((options) => options.fail({ errMsg: 'request:fail net::ERR_INTERNET_DISCONNECTED' }));
    const error = await createWechatTransport(offline.request).request(baseRequest).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TransportError);
    expect(error).toMatchObject({ kind: 'network' });
  });

  it('carries a whole call through the client', async () => {
    const wx = fakeWxRequest((options) =>
      options.success({ statusCode: 200, data: JSON.stringify({ errorCode: '0', data: domains }) }),
    );
    const client = createApiClient({
      transport: createWechatTransport(wx.request),
      clock: new FakeClock(),
      baseUrl: 'https://api.test',
      platform: 'weapp',
      identity: () => ({ token: null, userId: null, companyId: '0' }),
    });
    await expect(client.call(catalogue.home.domains)).resolves.toEqual(domains);
    expect(wx.calls[0]?.url).toBe('https://api.test/tapp/v1/settings/domain');
    expect(wx.calls[0]?.header.platform).toBe('weapp');
  });
});
