import type { LoginPort } from '@aster/core-api';
import { promisifyMini, type AlipayApi } from './miniApi';

declare const my: AlipayApi;

export const loginCode = {
  // auth_base is silent (no consent dialog): enough to identify the Alipay user.
  getCode: () =>
    promisifyMini<{ authCode: string }>((callbacks) => my.getAuthCode({ scopes: 'auth_base', ...callbacks })).then(
      (result) => result.authCode,
    ),
} satisfies LoginPort;
