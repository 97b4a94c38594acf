import type { ServerClock } from '../clock';
import type { Limits } from '../config';
import { createDeviceOf } from '../auth/deviceOf';
import type { Db } from '../db/database';
import { BusinessError } from '../http/errors';

const HOUR_MS = 60 * 60 * 1000;

export const codeGuessErrors = {
  tooMany: () => new BusinessError('CODE_TRIES_LIMIT', '输入错误次数过多，请1小时后再试'),
};

/** Who is trying a code: the client IP always, the account when logged in. */
export interface CodeGuesser {
  ip: string;
  userId: number | null;
}

/**
 * The hourly limits on wrong share-link and paper-bill codes, per client IP, per account and per device. Over a
 * limit every try is refused, a right code too, so the limit cannot be used to tell right from wrong.
 */
export function createCodeGuessLimiter(db: Db, clock: ServerClock, limits: Limits) {
  const q = {
    purge: db.prepare('DELETE FROM code_guesses WHERE created_at <= ?'),
    ofIp: db.prepare('SELECT COUNT(*) AS n FROM code_guesses WHERE client_ip = ? AND created_at > ?'),
    ofUser: db.prepare('SELECT COUNT(*) AS n FROM code_guesses WHERE user_id = ? AND created_at > ?'),
    ofDevice: db.prepare('SELECT COUNT(*) AS n FROM code_guesses WHERE device_hash = ? AND created_at > ?'),
    record: db.prepare('INSERT INTO code_guesses (client_ip, user_id, device_hash, created_at) VALUES (?, ?, ?, ?)'),
  };
  const deviceOf = createDeviceOf(db);
  const count = (row: unknown) => (row as { n: number }).n;

  return {
    /** Runs a code's lookup for the guesser; a lookup that throws `wrong` (the code is no one's) counts one try. */
    tryCode<T>(guesser: CodeGuesser, lookup: () => T, wrong: (error: unknown) => boolean): T {
      const now = clock.now();
      const since = now - HOUR_MS;
      q.purge.run(since);
      const device = guesser.userId === null ? null : deviceOf(guesser.userId);
      const over =
        count(q.ofIp.get(guesser.ip, since)) >= limits.wrongCodesPerIpHourly ||
        (guesser.userId !== null && count(q.ofUser.get(guesser.userId, since)) >= limits.wrongCodesPerAccountHourly) ||
        (device !== null && count(q.ofDevice.get(device, since)) >= limits.wrongCodesPerDeviceHourly);
      if (over) throw codeGuessErrors.tooMany();
      try {
        return lookup();
      } catch (error) {
        if (wrong(error)) q.record.run(guesser.ip, guesser.userId, device, now);
        throw error;
      }
    },
  };
}
