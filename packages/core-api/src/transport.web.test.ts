import { createWebTransport, type XhrLike } from './transport.web';

/** A fake XMLHttpRequest: records what the transport does; the test plays the network with `answer`. */
class FakeXhr implements XhrLike {
  static last: FakeXhr | undefined;
  static answer: (xhr: FakeXhr) => void = () => undefined;
  opened: [string, string, boolean] | undefined;
  sent: string | null | undefined;
  requestHeaders: Record<string, string> = {};
  withCredentials = false;
  timeout = 0;
  status = 0;
  responseText = '';
  rawHeaders = '';
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string, async: boolean): void {
    this.opened = [method, url, async];
  }
  setRequestHeader(name: string, value: string): void {
    this.requestHeaders[name] = value;
  }
  getAllResponseHeaders(): string {
    return this.rawHeaders;
  }
  send(body?: string | null): void {
    this.sent = body;
    FakeXhr.answer(this);
  }
}

const baseRequest = { url: 'https://api.test/tapp/v1/x', method: 'POST' as const, headers: { token: 't', companyId: '3' }, data: '{"a":1}', timeoutMs: 20_000 };

describe('XHR transport', () => {
  it('opens an async request with cookies included, the timeout and every header', async () => {
    FakeXhr.answer = (xhr) => {
      xhr.status = 200;
      xhr.responseText = '{}';
      xhr.onload?.();
    };
    await createWebTransport(FakeXhr).request(baseRequest);
    const xhr = FakeXhr.last;
    expect(xhr?.opened).toEqual(['POST', 'https://api.test/tapp/v1/x', true]);
    expect(xhr?.withCredentials).toBe(true);
    expect(xhr?.timeout).toBe(20_000);
    expect(xhr?.requestHeaders).toEqual({ token: 't', companyId: '3' });
    expect(xhr?.sent).toBe('{"a":1}');
  });

  it('reads status, text and the raw header block', async () => {
    FakeXhr.answer = (xhr) => {
      xhr.status = 404;
      xhr.responseText = 'not found';
      xhr.rawHeaders = 'Content-Type: text/plain\r\nX-Trace:  abc \r\n';
      xhr.onload?.();
    };
    await expect(createWebTransport(FakeXhr).request(baseRequest)).resolves.toEqual({
      status: 404,
      headers: { 'content-type': 'text/plain', 'x-trace': 'abc' },
      data: 'not found',
    });
  });

  it('sends null as the body of a GET', async () => {
    FakeXhr.answer = (xhr) => xhr.onload?.();
    await createWebTransport(FakeXhr).request({ url: 'u', method: 'GET', headers: {}, timeoutMs: 5 });
    expect(FakeXhr.last?.sent).toBeNull();
  });

  it.each([
    ['ontimeout', 'timeout'],
    ['onerror', 'network'],
    ['onabort', 'network'],
  ] as const)('%s rejects with a %s failure', async (handler, kind) => {
    FakeXhr.answer = (xhr) => xhr[handler]?.();
    await expect(createWebTransport(FakeXhr).request(baseRequest)).rejects.toMatchObject({ kind });
  });
});
