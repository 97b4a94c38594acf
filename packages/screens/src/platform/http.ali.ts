import { createAlipayTransport, type AlipayRequest, type HttpTransport } from '@aster/core-api';

declare const my: { request: AlipayRequest };

export const transport = createAlipayTransport((options) => my.request(options)) satisfies HttpTransport;
