// The meters' logs (issue 38): what was done to a meter (meter-operation-log, its info and the 查看更多 check) and its
// relay's cuts and switch-ons (operate-logs). Entries are written by the meter store in the transaction of what they
// record; they are read by anyone who may use the meter (a shared meter's other tenants read as 同住人, never by name).

import type { MeterOperation, MeterOperationLogInfo, MeterOperationLogs, MeterSwitchLogs, MeterViewMore } from '@aster/core-api';
import { chinaIso, METER_RECORD_PAGE_SIZE } from '@aster/core-domain';
import type { Db } from '../db/database';
import { BusinessError } from '../http/errors';
import type { Services } from '../services';

/** The entries the meter's pages show before 查看更多. */
export const METER_LOG_PREVIEW = 5;

export interface OperationEntry {
  meterId: string;
  userId: number | null;
  operation: MeterOperation;
  channel: 'remote' | 'bluetooth';
  title: string;
  amountFen?: number | null;
  balanceAfterFen?: number | null;
  readingAfterMilli?: number | null;
}

interface OperationRow {
  id: number;
  device_id: string;
  user_id: number | null;
  operation: MeterOperation;
  channel: 'remote' | 'bluetooth';
  title: string;
  amount_fen: number | null;
  balance_after_fen: number | null;
  reading_after_milli: number | null;
  created_at: number;
}

export const meterLogErrors = {
  notFound: () => new BusinessError('METER_LOG_NOT_FOUND', '操作记录不存在'),
};

const operatorOf = (row: { user_id: number | null }, userId: number) => (row.user_id === null ? '运营方' : row.user_id === userId ? '我' : '同住人');

export type MeterLog = ReturnType<typeof createMeterLog>;

export function createMeterLog(services: Pick<Services, 'db' | 'clock'>) {
  const { db, clock } = services;
  const q = {
    add: db.prepare(
      `INSERT INTO meter_operation_logs (device_id, user_id, operation, channel, title, amount_fen, balance_after_fen, reading_after_milli, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    addSwitch: db.prepare('INSERT INTO meter_switch_logs (device_id, action, reason, created_at) VALUES (?, ?, ?, ?)'),
    list: db.prepare('SELECT * FROM meter_operation_logs WHERE device_id = ? ORDER BY created_at DESC, id DESC LIMIT ?'),
    count: db.prepare('SELECT COUNT(*) AS n FROM meter_operation_logs WHERE device_id = ?'),
    one: db.prepare('SELECT * FROM meter_operation_logs WHERE id = ?'),
    switches: db.prepare('SELECT * FROM meter_switch_logs WHERE device_id = ? ORDER BY created_at DESC, id DESC LIMIT ?'),
  };
  const bounded = (pageSize: number) => Math.min(Math.max(Math.trunc(pageSize) || METER_RECORD_PAGE_SIZE, 1), METER_RECORD_PAGE_SIZE);
  return {
    add(entry: OperationEntry, at = clock.now()): void {
      q.add.run(entry.meterId, entry.userId, entry.operation, entry.channel, entry.title, entry.amountFen ?? null, entry.balanceAfterFen ?? null, entry.readingAfterMilli ?? null, at);
    },
    addSwitch(meterId: string, action: 'off' | 'on', reason: string, at = clock.now()): void {
      q.addSwitch.run(meterId, action, reason, at);
    },
    /** meter-operation-log: the meter's entries, newest first (at most pageSize, itself at most 1000). */
    list(userId: number, meterId: string, pageSize: number): MeterOperationLogs {
      const rows = q.list.all(meterId, bounded(pageSize)) as OperationRow[];
      return {
        list: rows.map((r) => ({ id: String(r.id), operation: r.operation, title: r.title, channel: r.channel, operator: operatorOf(r, userId), createdAt: chinaIso(r.created_at) })),
        total: (q.count.get(meterId) as { n: number }).n,
      };
    },
    /** The meter an entry is of (the caller's access to it is checked by the caller of this). */
    meterOf(logId: string): string {
      const row = /^\d{1,12}$/.test(logId) ? (q.one.get(Number(logId)) as OperationRow | undefined) : undefined;
      if (row === undefined) throw meterLogErrors.notFound();
      return row.device_id;
    },
    info(userId: number, logId: string, meterName: string, readingUnitMilli: boolean): MeterOperationLogInfo {
      const r = q.one.get(Number(logId)) as OperationRow;
      return {
        id: String(r.id),
        operation: r.operation,
        title: r.title,
        channel: r.channel,
        operator: operatorOf(r, userId),
        createdAt: chinaIso(r.created_at),
        meterId: r.device_id,
        meterName,
        amountFen: r.amount_fen,
        balanceAfterFen: r.balance_after_fen,
        readingAfter: r.reading_after_milli === null || !readingUnitMilli ? null : r.reading_after_milli / 1000,
      };
    },
    viewMore(meterId: string): MeterViewMore {
      return { show: (q.count.get(meterId) as { n: number }).n > METER_LOG_PREVIEW, previewSize: METER_LOG_PREVIEW };
    },
    switches(meterId: string, pageSize: number): MeterSwitchLogs {
      const rows = q.switches.all(meterId, bounded(pageSize)) as { id: number; action: 'off' | 'on'; reason: string; created_at: number }[];
      return { list: rows.map((r) => ({ id: String(r.id), action: r.action, reason: r.reason, createdAt: chinaIso(r.created_at) })) };
    },
  };
}

/** The app's report of a device flow (device/dot/log/report): kept for support, a bounded number per caller. */
export const DOT_LOGS_KEPT_PER_USER = 200;
export function addDotLog(db: Db, now: number, userId: number, report: { deviceId?: string | undefined; system: string; content: string }): { id: string } {
  return db.transaction(() => {
    const id = Number(db.prepare('INSERT INTO device_dot_logs (user_id, device_id, system, content, created_at) VALUES (?, ?, ?, ?, ?)').run(userId, report.deviceId ?? null, report.system, report.content, now).lastInsertRowid);
    db.prepare('DELETE FROM device_dot_logs WHERE user_id = ? AND id NOT IN (SELECT id FROM device_dot_logs WHERE user_id = ? ORDER BY id DESC LIMIT ?)').run(userId, userId, DOT_LOGS_KEPT_PER_USER);
    return { id: String(id) };
  })();
}
