import { z } from 'zod';

/**
 * The one switch of a start (`ASTER_ENV`): what a process may fake.
 * - production: real providers only; no simulator, no dev route, no demo data, no demo login; https origins only.
 * - demo: `npm start`: the demo city and tenants seeded, simulators for every outside system, the demo logins.
 * - development: demo plus the dev routes (codes, faults, the operator's actions as thin dev callers).
 * - test: what the test suites start: development's switches; the demo seed is their fixture.
 */
export const AsterEnvSchema = z.enum(['production', 'demo', 'development', 'test']);
export type AsterEnv = z.infer<typeof AsterEnvSchema>;

export const ASTER_ENV_VARIABLE = 'ASTER_ENV';

/** Reads ASTER_ENV; unset is refused too, so a production host that forgot it does not start as a demo. */
export function asterEnvFrom(env: NodeJS.ProcessEnv): AsterEnv {
  const parsed = AsterEnvSchema.safeParse(env[ASTER_ENV_VARIABLE]);
  if (!parsed.success) {
    throw new Error(`${ASTER_ENV_VARIABLE} must be one of ${AsterEnvSchema.options.join(', ')} (got ${JSON.stringify(env[ASTER_ENV_VARIABLE] ?? null)})`);
  }
  return parsed.data;
}

/** Simulated providers (payments, logins, SMS, real-name) may stand in for the real ones. */
export const simulatorsAllowed = (mode: AsterEnv): boolean => mode !== 'production';
/** The demo city, tenants, bills and codes are seeded (tests use them as fixtures). */
export const seedsDemoData = (mode: AsterEnv): boolean => mode !== 'production';

/**
 * Which API a start serves (`ASTER_API`): `full` (default) every catalogue endpoint a feature implements; `spec` only
 * the calls of spec section 7 (catalogue entries without `extension`), as an operator's own backend would: every
 * extension answers the not-found envelope, and home/config lists no extension.
 */
export const ApiModeSchema = z.enum(['full', 'spec']);
export type ApiMode = z.infer<typeof ApiModeSchema>;

export const ASTER_API_VARIABLE = 'ASTER_API';

/** Reads ASTER_API; unset or empty is `full`, anything else but `full` or `spec` is refused. */
export function apiModeFrom(env: NodeJS.ProcessEnv): ApiMode {
  const value = env[ASTER_API_VARIABLE];
  if (value === undefined || value === '') return 'full';
  const parsed = ApiModeSchema.safeParse(value);
  if (!parsed.success) throw new Error(`${ASTER_API_VARIABLE} must be one of ${ApiModeSchema.options.join(', ')} (got ${JSON.stringify(value)})`);
  return parsed.data;
}
