import type { z } from 'zod';
import type { BusinessError } from './errors';

/** The answer of every API call (spec section 7): errorCode "0" with data on success. */
export interface Envelope<T = unknown> {
  errorCode: string;
  data: T | null;
  message: string;
}

export const SUCCESS_MESSAGE = '操作成功';

export function success<T>(data: T): Envelope<T> {
  return { errorCode: '0', data: data === undefined ? null : data, message: SUCCESS_MESSAGE };
}

export function failure(error: BusinessError): Envelope<never> {
  return { errorCode: error.errorCode, data: null, message: error.message };
}

const fieldNames: Readonly<Record<string, string>> = {
  mobile: '手机号',
  newPhone: '新手机号',
  oldPhone: '原手机号',
  code: '验证码',
  uniqueId: '图形验证码标识',
  cityId: '城市',
  lat: '纬度',
  lon: '经度',
  positionTypes: '广告位类型',
  typeList: '设置类型',
  scanCode: '二维码',
  userName: '昵称',
  photo: '头像',
  companyId: '公司',
  openIdCode: '登录凭证',
  clientType: '客户端类型',
  loginScene: '登录场景',
  expiredMinutes: '有效时长',
  appId: '应用',
  searchKey: '搜索词',
};

/** A message a core-domain rule wrote for the tenant (Chinese), as opposed to zod's own English default. */
const RULE_MESSAGE = /\p{Script=Han}/u;

/**
 * One readable Chinese sentence for the first problem zod found: the rule's own message when the schema has one
 * (core-domain's "昵称不能包含表情符号", the same words the app shows), else one made from the field ("手机号格式不正确").
 */
export function describeInvalidInput(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return '请求参数不正确';
  if (RULE_MESSAGE.test(issue.message)) return issue.message;
  const key = issue.path.map(String).join('.');
  const field = fieldNames[String(issue.path[0] ?? '')] ?? (key || '请求');
  if (key === 'mobile' || key === 'newPhone' || key === 'oldPhone') {
    if (issue.code !== 'invalid_type' || issue.input !== undefined) return `请输入正确的${field}`;
  }
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? `缺少${field}` : `${field}格式不正确`;
    case 'too_small':
      return issue.origin === 'string' || issue.origin === 'array' ? `${field}不能为空` : `${field}超出范围`;
    case 'too_big':
      return issue.origin === 'string' || issue.origin === 'array' ? `${field}过长` : `${field}超出范围`;
    default:
      return `${field}格式不正确`;
  }
}
