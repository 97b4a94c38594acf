import { z } from 'zod';

/** The message of a failed request (the client has already shown it as a toast or modal), kept beside the form. */
export function failureText(error: unknown): string | null {
  const parsed = z.object({ message: z.string().min(1) }).safeParse(error);
  return parsed.success ? parsed.data.message : null;
}

/** The backend does not serve the extension a request needed (core-api's NOT_ENABLED): a calm notice, not an error. */
export function isNotEnabled(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'NOT_ENABLED';
}

/** The notice a screen shows in place of a feature the operator's backend does not serve. */
export const NOT_ENABLED_TEXT = '运营方暂未开通此功能';
