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
