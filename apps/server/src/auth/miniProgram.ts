import crypto from 'node:crypto';
import { LoginClientType } from '@aster/core-api';
import { errors } from '../http/errors';

/**
 * Stand-in for WeChat's code2Session and Alipay's auth-code exchange: a login code maps to the same openId
 * every time (a hash of the code), so a test or the harness that wants the same tenant again sends the same
 * code. Codes starting with "invalid" are refused, as an expired real code would be.
 */
export function exchangeLoginCode(clientType: LoginClientType, code: string): string {
  if (code.length === 0 || code.length > 128 || code.startsWith('invalid')) throw errors.openIdCodeInvalid();
  const prefix = clientType === LoginClientType.aliapp ? 'ali' : 'wx';
  return `${prefix}_${crypto.createHash('sha256').update(code).digest('hex').slice(0, 28)}`;
}

/** The login code whose openId the seed binds to the demo tenant (WeChat and Alipay alike). */
export const DEMO_TENANT_LOGIN_CODE = 'demo-tenant';
