import { type HttpTransport, type TransportRequest, type TransportResponse, TransportError } from './transport';

/**
 * The part of the browser's XMLHttpRequest the transport uses. Handlers take `never` so that the DOM's
 * (event-taking) handler types fit, while the transport assigns plain callbacks.
 */
export interface XhrLike {
  open(method: string, url: string, async: boolean): void;
  setRequestHeader(name: string, value: string): void;
  getAllResponseHeaders(): string;
  send(body?: string | null): void;
  withCredentials: boolean;
  timeout: number;
  readonly status: number;
  readonly responseText: string;
  onload: ((event: never) => unknown) | null;
  onerror: ((event: never) => unknown) | null;
  ontimeout: ((event: never) => unknown) | null;
  onabort: ((event: never) => unknown) | null;
}
export type XhrConstructor = new () => XhrLike;

function parseHeaders(raw: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of raw.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) {
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
  }
  return headers;
}

/** HTTP over XHR for the H5 build (pass the constructor in: `createWebTransport(XMLHttpRequest)`). Cookies are sent. */
export function createWebTransport(Xhr: XhrConstructor) {
  const transport = {
    request: (req: TransportRequest) =>
      new Promise<TransportResponse>((resolve, reject) => {
        const xhr = new Xhr();
        xhr.open(req.method, req.url, true);
        // Spec section 7: cookies included, also for the API on another origin.
        xhr.withCredentials = true;
        xhr.timeout = req.timeoutMs;
        for (const [name, value] of Object.entries(req.headers)) {
          xhr.setRequestHeader(name, value);
        }
        xhr.onload = () => resolve({ status: xhr.status, headers: parseHeaders(xhr.getAllResponseHeaders()), data: xhr.responseText });
        xhr.ontimeout = () => reject(new TransportError('timeout', `no answer within ${req.timeoutMs} ms`));
        xhr.onerror = () => reject(new TransportError('network', 'network error'));
        xhr.onabort = () => reject(new TransportError('network', 'request aborted'));
        xhr.send(req.data ?? null);
      }),
  } satisfies HttpTransport;
  return transport;
}
