import { type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { type Clock } from '@aster/core-domain';
import { type HttpMethod } from './catalogue/define';

/**
 * The one thing a platform must provide to make HTTP calls: wx.request, my.request and XHR each fill it
 * (transport.wechat.ts, transport.ali.ts, transport.web.ts). Any HTTP status resolves; only "no answer" rejects.
 */
export interface HttpTransport {
  request(request: TransportRequest): Promise<TransportResponse>;
}

export interface TransportRequest {
  url: string;
  method: HttpMethod;
  headers: Record<string, string>;
  /** Already serialised (JSON text) or absent. */
  data?: string;
  timeoutMs: number;
}

export interface TransportResponse {
  status: number;
  headers: Record<string, string>;
  /** Raw text as the platform returned it; the client parses it (a malformed body must not crash anything). */
  data: unknown;
}

export type TransportFailure = 'timeout' | 'network';

/** No HTTP answer: the platform timed out, or the network failed (DNS, TLS, offline, aborted). */
export class TransportError extends Error {
  readonly kind: TransportFailure;

  constructor(kind: TransportFailure, message: string) {
    super(message);
    this.name = 'TransportError';
    this.kind = kind;
  }
}

/** Response header names in lower case, as Node and XHR report them: the platforms keep the server's case. */
export function lowerCaseHeaders(headers: Record<string, string> | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(headers ?? {}).map(([name, value]) => [name.toLowerCase(), String(value)]));
}

export function isTransportError(value: unknown): value is TransportError {
  return value instanceof TransportError;
}

function plainHeaders(config: InternalAxiosRequestConfig): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(config.headers.toJSON())) {
    if (value !== undefined && value !== null) {
      headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
    }
  }
  return headers;
}

/**
 * An axios adapter over a transport. The timeout is also kept here, on the injected clock, so a platform that
 * never calls back still ends in a timeout and tests can drive time.
 */
export function createTransportAdapter(
  transport: HttpTransport,
  clock: Clock,
  buildUrl: (config: InternalAxiosRequestConfig) => string,
): AxiosAdapter {
  return (config) => {
    const timeoutMs = config.timeout ?? 0;
    const method = (config.method ?? 'get').toUpperCase() as HttpMethod;
    const request: TransportRequest = {
      url: buildUrl(config),
      method,
      headers: plainHeaders(config),
      timeoutMs,
      ...(typeof config.data === 'string' ? { data: config.data } : {}),
    };
    return new Promise<AxiosResponse>((resolve, reject) => {
      let settled = false;
      const timer =
        timeoutMs > 0
          ? clock.setTimeout(() => {
              settled = true;
              reject(new TransportError('timeout', `no answer within ${timeoutMs} ms`));
            }, timeoutMs)
          : undefined;
      const finish = () => {
        if (timer !== undefined) clock.clearTimeout(timer);
        const first = !settled;
        settled = true;
        return first;
      };
      transport.request(request).then(
        (response) => {
          if (finish()) {
            resolve({ data: response.data, status: response.status, statusText: '', headers: response.headers, config, request });
          }
        },
        (error: unknown) => {
          if (finish()) {
            reject(isTransportError(error) ? error : new TransportError('network', error instanceof Error ? error.message : String(error)));
          }
        },
      );
    });
  };
}
