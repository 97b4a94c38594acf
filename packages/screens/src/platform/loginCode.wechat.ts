import type { LoginPort } from '@aster/core-api';
import { promisifyMini, type WechatApi } from './miniApi';

declare const wx: WechatApi;

export const loginCode = {
  getCode: () => promisifyMini<{ code: string }>((callbacks) => wx.login(callbacks)).then((result) => result.code),
} satisfies LoginPort;
