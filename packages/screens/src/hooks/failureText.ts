import { z } from 'zod';

/** The message of a failed request (the client has already shown it as a toast or modal), kept beside the form. */
export function failureText(error: unknown): string | null {
  const parsed = z.object({ message: z.string().min(1) }).safeParse(error);
  return parsed.success ? parsed.data.message : null;
}
