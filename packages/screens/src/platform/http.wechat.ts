import { createWechatTransport, type HttpTransport, type WechatRequest } from '@aster/core-api';

declare const wx: { request: WechatRequest };

export const transport = createWechatTransport((options) => wx.request(options)) satisfies HttpTransport;
