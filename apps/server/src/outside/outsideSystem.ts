import type { z } from 'zod';

/**
 * An outside system the server talks to (a payment provider, a login exchange, an SMS gateway, a real-name check),
 * seen through a port: the real adapter on the provider's own library, and a simulator implementing the same port
 * for the demo, development and tests. Production refuses a simulated one (src/outside/providers.ts).
 */
export interface OutsideSystem {
  /** Names it in logs and in the production start's refusal ("wechat-pay", "tencent-sms"...). */
  readonly name: string;
  /** True for the in-process stand-ins. */
  readonly simulated: boolean;
}

/**
 * Medusa-style `validateOptions`: what is missing or wrong in the settings an adapter is built from, one line per
 * problem naming its environment variable. Empty when the adapter can start.
 */
export type ValidateOptions<Settings> = (settings: Settings) => string[];

/**
 * An adapter's settings as the environment gives them: `settings` null and no problem when none of its variables is
 * set (its simulator stays), else the settings or each problem of them. Every adapter reads its settings this way.
 */
export interface SettingsFromEnv<Settings> {
  settings: Settings | null;
  problems: string[];
}

/** The problems of settings checked by their schema, each named by its environment variable. */
export function schemaProblems<Schema extends z.ZodObject>(schema: Schema, variables: Record<keyof z.input<Schema>, string>, input: unknown): string[] {
  const parsed = schema.safeParse(input);
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => `${variables[issue.path[0] as keyof z.input<Schema>]} ${issue.message}`);
}

/**
 * Settings read from the variables `variables` names (setting -> variable) and checked by the adapter's schema; none
 * when the environment sets none of the `wanted` ones. An empty variable counts as not set.
 */
export function schemaSettingsFromEnv<Schema extends z.ZodObject>(
  schema: Schema,
  variables: Record<keyof z.input<Schema>, string>,
  wanted: readonly (keyof z.input<Schema>)[],
  env: NodeJS.ProcessEnv,
): SettingsFromEnv<z.output<Schema>> {
  const input = Object.fromEntries(
    Object.entries<string>(variables).map(([setting, variable]) => [setting, env[variable] === '' ? undefined : env[variable]]),
  ) as Record<keyof z.input<Schema>, string | undefined>;
  if (wanted.every((setting) => input[setting] === undefined)) return { settings: null, problems: [] };
  const problems = schemaProblems(schema, variables, input);
  return problems.length > 0 ? { settings: null, problems } : { settings: schema.parse(input), problems };
}

/** Thrown by a port when the provider refuses, fails or cannot be reached; the handler maps it to the spec's message. */
export class OutsideSystemError extends Error {
  constructor(
    readonly system: string,
    message: string,
    /** The provider's own code, when it gave one (e.g. "SYSTEM_ERROR", "40029"). */
    readonly providerCode?: string,
  ) {
    super(`${system}: ${message}`);
    this.name = 'OutsideSystemError';
  }
}
