import { type z } from 'zod';

/**
 * Route parameters as the page receives them. Browsers hand them decoded; the mini-programs hand them as they
 * were written in the URL (percent-encoded). A value that still holds %XX escapes is decoded once.
 */
export function decodeParam(value: string): string {
  if (!/%[0-9a-fA-F]{2}/.test(value)) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The page's parameters checked against `schema` (a parameter is input the app does not control). */
export function parsePageParams<S extends z.ZodType>(
  schema: S,
  raw: Readonly<Record<string, unknown>>,
): z.infer<S> | null {
  const decoded = Object.fromEntries(
    Object.entries(raw).map(([key, value]) => [key, typeof value === 'string' ? decodeParam(value) : value]),
  );
  const parsed = schema.safeParse(decoded);
  return parsed.success ? parsed.data : null;
}
