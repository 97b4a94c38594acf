import type { WalletResetTicket } from '@aster/core-domain';
import { clock } from '@screens/platform/clock';

// The ticket a passed SMS check gives (set_pwd_verify), held for set_pwd_steps: in this module's memory only. It
// never goes into a URL, storage or a log, and it is gone when the app closes, after one use or once it expires.

let held: WalletResetTicket | null = null;

/** Keeps the ticket the SMS check answered, replacing any earlier one. */
export function holdResetTicket(ticket: WalletResetTicket): void {
  held = { resetTicket: ticket.resetTicket, expiresAt: ticket.expiresAt };
}

/** The ticket while it is still valid (expiresAt on the server's clock, a little early on ours), else undefined. */
export function heldResetTicket(now: number = clock.now()): string | undefined {
  if (held === null) return undefined;
  if (now >= held.expiresAt - EARLY_MS) {
    held = null;
    return undefined;
  }
  return held.resetTicket;
}

/** Forgets the ticket: used, refused by the server, or no longer wanted. */
export function dropResetTicket(): void {
  held = null;
}

/** Treats a ticket as expired this much before the server would: the phone's clock may run a little behind. */
const EARLY_MS = 15_000;
