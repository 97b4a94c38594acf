import { type HttpTransport, type TransportRequest, type TransportResponse } from '../transport';

export type FakeReply = (request: TransportRequest) => TransportResponse | Promise<TransportResponse>;

/** A transport that records requests and answers with the reply a test sets (default: a 404 with no body). */
export class FakeTransport implements HttpTransport {
  readonly requests: TransportRequest[] = [];
  reply: FakeReply = () => ({ status: 404, headers: {}, data: '' });

  request(request: TransportRequest): Promise<TransportResponse> {
    this.requests.push(request);
    return Promise.resolve().then(() => this.reply(request));
  }

  /** The path (without origin and query) of each request so far. */
  get paths(): string[] {
    return this.requests.map((request) => new URL(request.url, 'http://fake.invalid').pathname);
  }
}

/** A success envelope as the server sends it (JSON text). */
export function okAnswer(data: unknown, status = 200): TransportResponse {
  return { status, headers: { 'content-type': 'application/json' }, data: JSON.stringify({ errorCode: '0', message: 'ok', data }) };
}

/** A business-error envelope. */
export function businessErrorAnswer(errorCode: string | number | null, message: string | null, status = 200): TransportResponse {
  return { status, headers: { 'content-type': 'application/json' }, data: JSON.stringify({ errorCode, message, data: null }) };
}

/** An answer promise the test resolves when it wants. */
export function deferredAnswer(): { promise: Promise<TransportResponse>; resolve: (answer: TransportResponse) => void } {
  let resolve: (answer: TransportResponse) => void = () => undefined;
  const promise = new Promise<TransportResponse>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
