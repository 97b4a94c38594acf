import type { OutsideSystem } from '../outside/outsideSystem';

/** One verification code to one phone. */
export interface SmsMessage {
  mobile: string;
  code: string;
  /** Minutes the code works, for the template's text. */
  ttlMinutes: number;
}

/**
 * The SMS gateway. The real adapter sends through the provider's library with the operator's signature and template;
 * the simulator writes the code (phone masked) to the server log, the demo's "phone".
 */
export interface SmsSender extends OutsideSystem {
  send(message: SmsMessage): Promise<void>;
}
