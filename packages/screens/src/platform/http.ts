import { TransportError, type HttpTransport } from '@aster/core-api';

export type { HttpTransport };

// Plain fallback (tests, tools): no network. Each build picks http.wechat.ts / .ali.ts / .web.ts.
export const transport: HttpTransport = {
  request: () => Promise.reject(new TransportError('network', '当前环境没有网络通道')),
};
