import type { Db } from '../db/database';
import type { PayNotice } from './payService';

/** Sends one notify to the server; true when the server acknowledged it. */
export type NotifySender = (notice: PayNotice) => Promise<boolean>;

export interface NotifyOutboxOptions {
  /** The notice of a charged attempt (null: the attempt is gone, nothing to send). */
  noticeOf(attemptId: number): PayNotice | null;
  send: NotifySender;
  retryBaseMs: number;
  retryMaxMs: number;
  /** The provider's wall clock (not the business clock: tests move that one by hand). */
  now?: () => number;
}

export interface NotifyOutbox {
  /** Sends the pending notify of one attempt now (if it has one); true once it is acknowledged. */
  deliver(attemptId: number): Promise<boolean>;
  /** Sends every notify that is due; answers how many were acknowledged. */
  deliverDue(): Promise<number>;
  /** Notifies not acknowledged yet. */
  pending(): number;
}

interface OutboxRow {
  attempt_id: number;
  tries: number;
  delivered_at: number | null;
}

/**
 * The provider's notifies, kept in SQLite (pay_notify_outbox) from the moment of the charge until the server
 * acknowledges them: a crash or a refused notify only delays them. Each failure waits twice as long as the one
 * before (retryBaseMs .. retryMaxMs). The receiving side is idempotent, so a notify sent twice (two processes, a
 * retry racing an answer) changes nothing the second time.
 */
export function createNotifyOutbox(db: Db, options: NotifyOutboxOptions): NotifyOutbox {
  const now = options.now ?? Date.now;
  const q = {
    row: db.prepare('SELECT attempt_id, tries, delivered_at FROM pay_notify_outbox WHERE attempt_id = ?'),
    due: db.prepare('SELECT attempt_id, tries, delivered_at FROM pay_notify_outbox WHERE delivered_at IS NULL AND next_try_at <= ? ORDER BY next_try_at LIMIT 50'),
    pending: db.prepare('SELECT COUNT(*) AS n FROM pay_notify_outbox WHERE delivered_at IS NULL'),
    delivered: db.prepare('UPDATE pay_notify_outbox SET delivered_at = ?, tries = tries + 1, last_error = NULL WHERE attempt_id = ? AND delivered_at IS NULL'),
    failed: db.prepare('UPDATE pay_notify_outbox SET tries = tries + 1, next_try_at = ?, last_error = ? WHERE attempt_id = ? AND delivered_at IS NULL'),
  };
  // One send per attempt at a time within this process.
  const inFlight = new Set<number>();

  const backoff = (tries: number) => Math.min(options.retryMaxMs, options.retryBaseMs * 2 ** Math.min(tries, 30));

  const attemptDelivery = async (row: OutboxRow): Promise<boolean> => {
    if (row.delivered_at !== null) return true;
    if (inFlight.has(row.attempt_id)) return false;
    inFlight.add(row.attempt_id);
    try {
      const notice = options.noticeOf(row.attempt_id);
      let error: string | null = notice === null ? 'attempt not charged' : null;
      if (notice !== null) {
        try {
          if (!(await options.send(notice))) error = 'not acknowledged';
        } catch (thrown) {
          error = thrown instanceof Error ? thrown.message : String(thrown);
        }
      }
      if (db.open === false) return false;
      if (error === null) {
        q.delivered.run(now(), row.attempt_id);
        return true;
      }
      q.failed.run(now() + backoff(row.tries), error.slice(0, 200), row.attempt_id);
      return false;
    } finally {
      inFlight.delete(row.attempt_id);
    }
  };

  return {
    async deliver(attemptId) {
      const row = q.row.get(attemptId) as OutboxRow | undefined;
      return row ? attemptDelivery(row) : false;
    },
    async deliverDue() {
      const rows = q.due.all(now()) as OutboxRow[];
      const results = await Promise.all(rows.map(attemptDelivery));
      return results.filter(Boolean).length;
    },
    pending() {
      return (q.pending.get() as { n: number }).n;
    },
  };
}
