import { z } from 'zod';
import { type AnyEndpointDef, endpointLabel } from './catalogue/define';
import { ApiError, type ApiErrorResponse, ERROR_CODES, ERROR_MESSAGES } from './errors';

/** The answer of every call: errorCode "0" (or 0) is success with data and message. */
const EnvelopeSchema = z.looseObject({
  errorCode: z.union([z.string(), z.number()]).nullish(),
  message: z.string().nullish(),
  data: z.unknown().optional(),
});

/** JSON text or an already-parsed object; anything else (HTML, truncated JSON, empty) is `undefined`. */
function parseBody(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

function serverMessage(body: unknown): string | undefined {
  if (typeof body === 'object' && body !== null && 'message' in body) {
    const message = (body as { message: unknown }).message;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return undefined;
}

function summariseIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || '(data)'}: ${issue.message}`)
    .join('; ');
}

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  data: unknown;
}

/**
 * Spec section 8 applied to one answer: returns the endpoint's validated data, or throws the ApiError.
 * Never throws anything else, whatever the body holds.
 */
export function readAnswer<D extends AnyEndpointDef>(def: D, path: string, answer: RawAnswer): z.output<D['response']> {
  const body = parseBody(answer.data);
  const response: ApiErrorResponse = { status: answer.status, headers: answer.headers, body };
  const fail = (code: string, message: string, data?: unknown): never => {
    throw new ApiError({ code, message, path, data, response });
  };

  if (answer.status === 401) {
    return fail(ERROR_CODES.unauthorized, ERROR_MESSAGES.unauthorized);
  }
  if (answer.status < 200 || answer.status >= 300) {
    const message = serverMessage(body);
    return message !== undefined ? fail(String(answer.status), message) : fail(ERROR_CODES.unknown, ERROR_MESSAGES.unknown);
  }

  const envelope = EnvelopeSchema.safeParse(body);
  if (!envelope.success) {
    return fail(ERROR_CODES.unknown, ERROR_MESSAGES.unknown);
  }
  const { errorCode, message, data } = envelope.data;
  if (errorCode === '0' || errorCode === 0) {
    const parsed = def.response.safeParse(data);
    if (!parsed.success) {
      return fail(ERROR_CODES.badResponse, `接口返回数据格式有误：${endpointLabel(def)}（${summariseIssues(parsed.error)}）`, data);
    }
    return parsed.data as z.output<D['response']>;
  }
  const code = errorCode === undefined || errorCode === null || String(errorCode).trim() === '' ? ERROR_CODES.defaultBusiness : String(errorCode);
  const text = message?.trim() ? message : code === ERROR_CODES.defaultBusiness ? ERROR_MESSAGES.defaultBusiness : `未知错误，请稍后再试[${code}]`;
  return fail(code, text, data);
}
