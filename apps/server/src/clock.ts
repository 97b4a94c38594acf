import type { Clock } from '@aster/core-domain';

/** The server only reads the time; tests inject a clock they move by hand (code expiry, token expiry). */
export type ServerClock = Pick<Clock, 'now'>;

export const systemClock: ServerClock = { now: () => Date.now() };
