import { z } from 'zod';
import { BusinessError } from '../http/errors';

/** The operator's staff by what they may do: a manager everything, finance the money, maintenance the buildings. */
export const OperatorRoleSchema = z.enum(['manager', 'finance', 'maintenance']);
export type OperatorRole = z.infer<typeof OperatorRoleSchema>;

export const OPERATOR_ROLE_TEXT: Readonly<Record<OperatorRole, string>> = { manager: '店长', finance: '财务', maintenance: '维修' };

/** Who may take each kind of action; a manager may take them all. */
export const ACTION_ROLES = {
  /** Bank transfers, withdrawals, invoices, the checkout's settlement. */
  finance: ['manager', 'finance'],
  /** Work orders, the locks' gateway, water allowances. */
  maintenance: ['manager', 'maintenance'],
  /** Renewals, talent-housing review, the audit log. */
  manager: ['manager'],
} as const satisfies Record<string, readonly OperatorRole[]>;

/** The operator API lives here, outside the app's API prefixes (and so outside the catalogue, CORS and faults). */
export const OPERATOR_API_PREFIX = '/operator/v1';
/** The header carrying an operator's session token (never the URL, never a log line). */
export const OPERATOR_TOKEN_HEADER = 'x-aster-operator-token';

/** A name an operator logs in with: lower case letters, digits, dot, dash and underscore. */
export const OperatorUsernameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9._-]{2,31}$/, '用户名须为3至32位小写字母、数字或 . _ -');
/** The longest password a login reads (scrypt's work does not grow with it, but the body stays small). */
export const OPERATOR_PASSWORD_MAX_LENGTH = 128;

export const operatorErrors = {
  unauthorized: () => new BusinessError('OPERATOR_UNAUTHORIZED', '请先登录运营后台', 401),
  forbidden: (role: OperatorRole) => new BusinessError('OPERATOR_FORBIDDEN', `您的岗位（${OPERATOR_ROLE_TEXT[role]}）无权执行此操作`, 403),
  wrongPassword: (left: number) => new BusinessError('OPERATOR_LOGIN_WRONG', `用户名或密码错误，还可尝试${left}次`),
  locked: (minutes: number) => new BusinessError('OPERATOR_LOCKED', `密码错误次数过多，请${minutes}分钟后再试`),
  disabled: () => new BusinessError('OPERATOR_DISABLED', '该账号已停用，请联系店长'),
  badTarget: () => new BusinessError('PARAM_INVALID', '参数错误：记录编号格式不正确'),
  notFound: () => new BusinessError('404', '请求的接口不存在', 404),
};
