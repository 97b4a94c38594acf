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
