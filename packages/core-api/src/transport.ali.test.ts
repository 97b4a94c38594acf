import { createApiClient } from './client';
import { catalogue } from './catalogue';
import { ApiError } from './errors';
import { FakeClock } from './testing/fakeClock';
import { type AlipayRequestOptions, createAlipayTransport } from './transport.ali';

function fakeMyRequest(answer: (options: AlipayRequestOptions) => void) {
  const calls: AlipayRequestOptions[] = [];
  const request = (options: AlipayRequestOptions) => {
    calls.push(options);
    answer(options);
  };
  return { calls, request };
}

const baseRequest = { url: 'https://api.test/tapp/v1/x', method: 'POST' as const, headers: { token: 't' }, data: '{"a":1}', timeoutMs: 20_000 };

describe('my.request transport', () => {
  it('sends `headers` (not `header`), the timeout, and asks for text', async () => {
    const my = fakeMyRequest((options) => options.success({ status: 200, headers: {}, data: '{}' }));
    await createAlipayTransport(my.request).request(baseRequest);
    expect(my.calls[0]).toMatchObject({ url: baseRequest.url, method: 'POST', headers: { token: 't' }, data: '{"a":1}', timeout: 20_000, dataType: 'text' });
    expect(my.calls[0]).not.toHaveProperty('header');
  });

  it('reads `status` (not `statusCode`)', async () => {
    const my = fakeMyRequest((options) => options.success({ status: 200, headers: { 'Set-Cookie': 'a=1' }, data: 'body' }));
    await expect(createAlipayTransport(my.request).request(baseRequest)).resolves.toEqual({ status: 200, headers: { 'set-cookie': 'a=1' }, data: 'body' });
  });

  it('error 13 is a timeout, 12 a network error', async () => {
    const timeout = fakeMyRequest((options) => options.fail({ error: 13, errorMessage: '超时' }));
    await expect(createAlipayTransport(timeout.request).request(baseRequest)).rejects.toMatchObject({ kind: 'timeout' });
    const network = fakeMyRequest((options) => options.fail({ error: 12, errorMessage: '网络出错' }));
    await expect(createAlipayTransport(network.request).request(baseRequest)).rejects.toMatchObject({ kind: 'network' });
  });

  it('error 19 (HTTP error) hands the status and body on as an answer', async () => {
    const my = fakeMyRequest((options) => options.fail({ error: 19, status: 401, headers: {}, data: '{"message":"expired"}' }));
    await expect(createAlipayTransport(my.request).request(baseRequest)).resolves.toEqual({ status: 401, headers: {}, data: '{"message":"expired"}' });
  });

  it('error 19 without a status is a network error', async () => {
    const my = fakeMyRequest((options) => options.fail({ error: 19 }));
    await expect(createAlipayTransport(my.request).request(baseRequest)).rejects.toMatchObject({ kind: 'network' });
  });

  it('an Alipay HTTP 500 with a message reaches the caller as code "500"', async () => {
    const my = fakeMyRequest((options) => options.fail({ error: 19, status: 500, data: JSON.stringify({ message: '服务异常' }) }));
    const client = createApiClient({
      transport: createAlipayTransport(my.request),
      clock: new FakeClock(),
      baseUrl: 'https://api.test',
      platform: 'aliapp',
      identity: () => ({ token: null, userId: null, companyId: '0' }),
    });
    const error = await client.call(catalogue.home.ipCity).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: '500', message: '服务异常' });
    expect(my.calls[0]?.headers.platform).toBe('aliapp');
  });
});
