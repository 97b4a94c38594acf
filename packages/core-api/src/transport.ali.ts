import { type HttpTransport, type TransportRequest, type TransportResponse, TransportError, lowerCaseHeaders } from './transport';

/** The part of my.request the transport uses: Alipay spells `headers` (not `header`) and `status` (not `statusCode`). */
export interface AlipayRequestOptions {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  data?: string;
  timeout: number;
  /** "text": the client parses the body itself. */
  dataType: 'text';
  success(result: { data: unknown; status: number; headers?: Record<string, string> }): void;
  fail(error: AlipayRequestFailure): void;
}

/**
 * Alipay reports failures with a numeric `error`: 11 no cross-domain right, 12 network, 13 timeout, 14 decoding,
 * 19 HTTP error (non-2xx: the answer's status, headers and data come with it), 20 stopped or throttled.
 */
export interface AlipayRequestFailure {
  error?: number;
  errorMessage?: string;
  status?: number;
  headers?: Record<string, string>;
  data?: unknown;
}
export type AlipayRequest = (options: AlipayRequestOptions) => unknown;

export const ALIPAY_REQUEST_ERRORS = { network: 12, timeout: 13, decode: 14, http: 19 } as const;

/** HTTP over `my.request` (pass it in: `createAlipayTransport((options) => my.request(options))`). */
export function createAlipayTransport(request: AlipayRequest) {
  const transport = {
    request: (req: TransportRequest) =>
      new Promise<TransportResponse>((resolve, reject) => {
        request({
          url: req.url,
          method: req.method,
          headers: req.headers,
          ...(req.data !== undefined ? { data: req.data } : {}),
          timeout: req.timeoutMs,
          dataType: 'text',
          success: (result) => resolve({ status: result.status, headers: lowerCaseHeaders(result.headers), data: result.data }),
          fail: (failure) => {
            const message = failure.errorMessage ?? `my.request failed (${failure.error ?? 'unknown'})`;
            if (failure.error === ALIPAY_REQUEST_ERRORS.timeout) {
              reject(new TransportError('timeout', message));
            } else if (
              (failure.error === ALIPAY_REQUEST_ERRORS.http || failure.error === ALIPAY_REQUEST_ERRORS.decode) &&
              typeof failure.status === 'number' &&
              failure.status >= 100
            ) {
              // There was an HTTP answer: the client reads its status and body like any other.
              resolve({ status: failure.status, headers: lowerCaseHeaders(failure.headers), data: failure.data ?? '' });
            } else {
              reject(new TransportError('network', message));
            }
          },
        });
      }),
  } satisfies HttpTransport;
  return transport;
}
