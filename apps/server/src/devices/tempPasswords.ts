// The temporary passwords of a lock as its tenants see and end them (issue 39: a shared lock's passwords outlived
// the share). Ending one is a command to the lock through its gateway, the way remote open goes: until the lock has
// confirmed, the password is 'ending' (the lock may still take it), never 'ended'.

import { type TempPasswordEntry, type TempPasswordState } from '@aster/core-api';
import { chinaIso, roommateName } from '@aster/core-domain';
import { BusinessError } from '../http/errors';
import type { Services } from '../services';
import type { DeviceStore, LockRow } from './deviceStore';
import type { LockCloud } from './lockCloud';

/** Passwords that stopped opening (ended or out of time) stay in the list this long, so the tenant sees they did. */
const SHOWN_AFTER_END_MS = 24 * 3600_000;

export const tempPasswordErrors = {
  notFound: () => new BusinessError('TEMP_PASSWORD_NOT_FOUND', '临时密码不存在或您无权作废'),
};

interface TempPasswordRow {
  id: number;
  lock_id: string;
  user_id: number;
  kind: 'once' | 'timed';
  valid_from: number;
  valid_to: number;
  for_whom: string | null;
  shared_by: number | null;
  end_asked_at: number | null;
  ended_at: number | null;
  user_name: string;
}

export type TempPasswords = ReturnType<typeof createTempPasswords>;

export function createTempPasswords(services: Pick<Services, 'db' | 'clock'>, devices: DeviceStore, cloud: LockCloud) {
  const { db, clock } = services;
  const withMaker = 'SELECT t.*, u.user_name FROM lock_temp_passwords t JOIN users u ON u.id = t.user_id';
  const q = {
    visible: db.prepare(`${withMaker} WHERE t.lock_id = ? AND (t.user_id = ? OR t.shared_by = ?) AND t.valid_to > ? ORDER BY t.created_at DESC, t.id DESC`),
    one: db.prepare(`${withMaker} WHERE t.id = ? AND t.lock_id = ?`),
    live: db.prepare('SELECT id, lock_id, user_id FROM lock_temp_passwords WHERE end_asked_at IS NULL AND valid_to > ? AND (? IS NULL OR lock_id = ?)'),
    askEnd: db.prepare('UPDATE lock_temp_passwords SET end_asked_at = ? WHERE id = ? AND end_asked_at IS NULL'),
    askEndOfShare: db.prepare('UPDATE lock_temp_passwords SET end_asked_at = ? WHERE share_id = ? AND end_asked_at IS NULL AND valid_to > ?'),
    ending: db.prepare('SELECT DISTINCT lock_id FROM lock_temp_passwords WHERE end_asked_at IS NOT NULL AND ended_at IS NULL AND valid_to > ?'),
    confirmed: db.prepare('UPDATE lock_temp_passwords SET ended_at = ? WHERE lock_id = ? AND end_asked_at IS NOT NULL AND end_asked_at <= ? AND ended_at IS NULL'),
    lock: db.prepare('SELECT d.*, l.is_blue, l.ttlock_data, l.time_set_at, l.gateway_mode, l.gateway_latency_ms FROM devices d JOIN device_locks l ON l.device_id = d.id WHERE d.id = ?'),
  };
  const sending = new Set<string>();

  const stateOf = (row: TempPasswordRow, now: number): TempPasswordState => {
    if (row.ended_at !== null) return 'ended';
    if (row.valid_to <= now) return 'expired';
    return row.end_asked_at === null ? 'active' : 'ending';
  };
  const entry = (row: TempPasswordRow, viewer: number, now: number): TempPasswordEntry => {
    const state = stateOf(row, now);
    return {
      id: String(row.id),
      kind: row.kind,
      madeBy: roommateName(row.user_name),
      mine: row.user_id === viewer,
      forWhom: row.for_whom,
      validFrom: chinaIso(row.valid_from),
      validTo: chinaIso(row.valid_to),
      state,
      cancellable: state === 'active' || state === 'ending',
    };
  };
  const stillReaches = (userId: number, lockId: string): boolean => {
    try {
      devices.lockOf(userId, lockId);
      return true;
    } catch (error) {
      if (error instanceof BusinessError) return false;
      throw error;
    }
  };
  /** 作废 asked of every password (of one lock, or all) whose maker can no longer reach the lock: a share revoked, a lease over. */
  const askEndWithoutAccess = (lockId: string | null) => {
    const now = clock.now();
    const rows = q.live.all(now, lockId, lockId) as { id: number; lock_id: string; user_id: number }[];
    for (const row of rows) if (!stillReaches(row.user_id, row.lock_id)) q.askEnd.run(now, row.id);
  };

  /** Sends the ends asked so far to the lock through its gateway; confirmed only when the lock did it. */
  const sendEnds = async (lockId: string): Promise<void> => {
    if (sending.has(lockId)) return;
    const lock = q.lock.get(lockId) as LockRow | undefined;
    if (lock === undefined) return;
    sending.add(lockId);
    try {
      const asked = clock.now();
      const sent = await cloud.throughGateway(lock);
      // A server closed while the lock answered keeps the end asked: the next start's sweep sends it again.
      if (sent === 'done' && db.open) q.confirmed.run(clock.now(), lockId, asked);
    } finally {
      sending.delete(lockId);
    }
  };

  return {
    /** The passwords the caller made on the lock, and those made through the caller's shares of it. */
    list(userId: number, lock: LockRow): TempPasswordEntry[] {
      askEndWithoutAccess(lock.id);
      const now = clock.now();
      return (q.visible.all(lock.id, userId, userId, now - SHOWN_AFTER_END_MS) as TempPasswordRow[]).map((row) => entry(row, userId, now));
    },

    /** 作废: asked at once, then sent to the lock; the answer says whether the lock has confirmed it yet. */
    async cancel(userId: number, lock: LockRow, passwordId: string): Promise<TempPasswordEntry> {
      const found = /^\d{1,12}$/.test(passwordId) ? (q.one.get(Number(passwordId), lock.id) as TempPasswordRow | undefined) : undefined;
      if (found === undefined || (found.user_id !== userId && found.shared_by !== userId)) throw tempPasswordErrors.notFound();
      const state = stateOf(found, clock.now());
      if (state === 'active') q.askEnd.run(clock.now(), found.id);
      if (state === 'active' || state === 'ending') await sendEnds(lock.id);
      return entry(q.one.get(found.id, lock.id) as TempPasswordRow, userId, clock.now());
    },

    /** A share revoked: every password its member made through it is ended, at the lock too. */
    endShare(shareId: string, lockId: string): Promise<void> {
      q.askEndOfShare.run(clock.now(), shareId, clock.now());
      return sendEnds(lockId);
    },

    /** The timer's round: ends asked for makers who lost the lock, and every end not yet confirmed sent again. */
    async sweep(): Promise<void> {
      askEndWithoutAccess(null);
      const locks = q.ending.all(clock.now()) as { lock_id: string }[];
      for (const { lock_id: lockId } of locks) await sendEnds(lockId);
    },
  };
}
