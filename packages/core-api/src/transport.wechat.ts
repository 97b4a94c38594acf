import { type HttpTransport, type TransportRequest, type TransportResponse, TransportError, lowerCaseHeaders } from './transport';

/** The part of wx.request the transport uses. */
export interface WechatRequestOptions {
  url: string;
  method: 'GET' | 'POST';
  header: Record<string, string>;
  data?: string;
  timeout: number;
  /** Anything but "json": WeChat then hands back the raw text and the client parses it once, its own way. */
  dataType: string;
  responseType: 'text';
  success(result: { data: unknown; statusCode: number; header?: Record<string, string> }): void;
  fail(error: { errMsg: string; errno?: number }): void;
}
export type WechatRequest = (options: WechatRequestOptions) => unknown;

/** HTTP over `wx.request` (pass it in: `createWechatTransport((options) => wx.request(options))`). */
export function createWechatTransport(request: WechatRequest) {
  const transport = {
    request: (req: TransportRequest) =>
      new Promise<TransportResponse>((resolve, reject) => {
        request({
          url: req.url,
          method: req.method,
          header: req.headers,
          ...(req.data !== undefined ? { data: req.data } : {}),
          timeout: req.timeoutMs,
          dataType: 'text',
          responseType: 'text',
          // WeChat calls success for every HTTP status.
          success: (result) => resolve({ status: result.statusCode, headers: lowerCaseHeaders(result.header), data: result.data }),
          // WeChat has no error code for timeouts: its errMsg says "request:fail timeout".
          fail: (error) =>
            reject(new TransportError(/time\s?out/i.test(error.errMsg) ? 'timeout' : 'network', error.errMsg)),
        });
      }),
  } satisfies HttpTransport;
  return transport;
}
