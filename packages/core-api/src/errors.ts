/** Error codes and messages of spec section 8, plus the ones the spec leaves to us (timeout, bad answer). */
export const ERROR_CODES = {
  unauthorized: '401',
  unknown: '-1',
  defaultBusiness: '99999',
  /** Ours: no answer within the endpoint's timeout. */
  timeout: 'TIMEOUT',
  /** Ours: a success envelope whose data does not match the endpoint's response schema. */
  badResponse: 'BAD_RESPONSE',
  /** Ours: the app tried to send fields that fail the endpoint's request schema (a bug, caught before sending). */
  badRequest: 'BAD_REQUEST',
  /**
   * Ours: an extension (a call outside spec section 7) of a feature the backend does not serve (home/config's
   * `extensions`, or a 404): failed before sending. Screens show it as a calm notice, never as an error page.
   */
  notEnabled: 'NOT_ENABLED',
} as const;

export const ERROR_MESSAGES = {
  unauthorized: '您还未登录，请先登录',
  unknown: '未知错误，请稍后再试[-1]',
  defaultBusiness: '未知错误，请稍后再试[99999]',
  timeout: '网络超时，请稍后再试',
  notEnabled: '运营方暂未开通此功能',
} as const;

/** What the request layer shows besides error messages. */
export const UI_TEXT = {
  loading: '数据加载中',
  alertTitle: '提示',
  alertConfirm: '确定',
} as const;

/** What the server answered, kept on the error for screens that need more than the message. */
export interface ApiErrorResponse {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

export interface ApiErrorInit {
  code: string;
  message: string;
  path: string;
  data?: unknown;
  response?: ApiErrorResponse;
}

/** The error object of spec section 8: code, message, path, data, response. */
export class ApiError extends Error {
  readonly code: string;
  readonly path: string;
  readonly data: unknown;
  readonly response: ApiErrorResponse | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.name = 'ApiError';
    this.code = init.code;
    this.path = init.path;
    this.data = init.data;
    this.response = init.response;
  }

  get isUnauthorized(): boolean {
    return this.code === ERROR_CODES.unauthorized;
  }

  /** An extension the backend does not serve (ERROR_CODES.notEnabled). */
  get isNotEnabled(): boolean {
    return this.code === ERROR_CODES.notEnabled;
  }

  /** Business errors whose code contains ALERT are shown in a modal instead of a toast. */
  get isAlert(): boolean {
    return this.code.includes('ALERT');
  }

  /** A plain object for RTK Query's serialisable error state. */
  toSerialized(): SerializedApiError {
    return { name: 'ApiError', code: this.code, message: this.message, path: this.path, data: this.data, status: this.response?.status };
  }
}

export interface SerializedApiError {
  name: 'ApiError';
  code: string;
  message: string;
  path: string;
  data: unknown;
  status: number | undefined;
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
