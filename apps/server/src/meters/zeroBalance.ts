// 退租清零 (issue 14): a tenant moving out has the money left on a prepaid meter cleared and refunded to the wallet,
// so it is neither lost nor both refunded and still used. An online meter is cleared at once through its cloud; an
// offline one by Bluetooth beside it, with a zeroing id this server issued (one open zeroing per meter, sent again
// until the meter's answer arrives). The refund is posted once per zeroing, in the transaction that marks it applied
// and sets the meter's balance to 0: a kill -9 keeps all of it or none, and a repeated answer changes nothing.

import { baozuDeviceEndpoints, type MeterZeroing } from '@aster/core-api';
import { chinaIso, fenToYuanString, METER_ZEROED_TOP_UP_TEXT, meterZeroingDue } from '@aster/core-domain';
import { hexToBytes } from '@aster/device-ble';
import { ANSWER_FLAG, SIM_OP, SIM_RESULT } from '@aster/device-ble/testing';
import type { Db } from '../db/database';
import { BusinessError } from '../http/errors';
import { implement, loggedInUser, type ApiRoute } from '../http/api';
import type { Services } from '../services';
import { createWalletStore } from '../wallet/walletStore';
import { BLE_CHARGE_TASK_TYPE, METER_TOPUP_BIZ, meterErrors, type MeterStore } from './meterStore';
import { simulatedCommandHex } from './simulatedCommand';

/** The most zeroings the meter page and its records list (a meter is zeroed once per move-out). */
const ZEROING_RECORDS = 20;

export const zeroingErrors = {
  notDue: () => new BusinessError('METER_ZERO_NOT_DUE', '仅在退租办理中、表内还有余额时可以清零'),
  zeroedNoTopUp: () => new BusinessError('METER_ZEROED', METER_ZEROED_TOP_UP_TEXT),
};

interface ZeroingRow {
  id: number;
  device_id: string;
  user_id: number;
  contract_id: number;
  way: 'online' | 'bluetooth';
  status: 'open' | 'applied';
  expected_fen: number;
  cleared_fen: number | null;
  refunded_fen: number | null;
  wallet_movement_id: number | null;
  issued_at: number;
  applied_at: number | null;
}


/** The meter's answer to a zeroing: [0x94][0 ok][u32 zeroing id][i32 cleared][u8 applied now][i32 balance now]. */
function readZeroingAnswer(hex: string): { zeroingId: number; clearedFen: number } {
  const bytes = /^(?:[0-9a-fA-F]{2})+$/.test(hex) ? hexToBytes(hex) : new Uint8Array(0);
  if (bytes.length !== 15 || bytes[0] !== (SIM_OP.zeroBalance | ANSWER_FLAG)) throw meterErrors.badAnswer();
  if (bytes[1] !== SIM_RESULT.ok) throw meterErrors.refused();
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const clearedFen = view.getInt32(6);
  if (clearedFen < 0 || view.getUint8(10) > 1) throw meterErrors.badAnswer();
  return { zeroingId: view.getUint32(2), clearedFen };
}

export type ZeroBalanceStore = ReturnType<typeof createZeroBalanceStore>;

export function createZeroBalanceStore(services: Pick<Services, 'db' | 'clock' | 'walletRules'>, meters: MeterStore) {
  const { db, clock } = services;
  const wallet = createWalletStore(services);
  const q = {
    contractStatus: db.prepare('SELECT status FROM contracts WHERE id = ?'),
    zeroing: db.prepare('SELECT * FROM meter_zeroings WHERE id = ?'),
    open: db.prepare("SELECT * FROM meter_zeroings WHERE device_id = ? AND status = 'open'"),
    latestApplied: db.prepare("SELECT * FROM meter_zeroings WHERE device_id = ? AND contract_id = ? AND status = 'applied' ORDER BY applied_at DESC, id DESC LIMIT 1"),
    records: db.prepare("SELECT * FROM meter_zeroings WHERE device_id = ? AND user_id = ? AND status = 'applied' ORDER BY applied_at DESC, id DESC LIMIT ?"),
    issue: db.prepare("INSERT INTO meter_zeroings (device_id, user_id, contract_id, way, status, expected_fen, issued_at) VALUES (?, ?, ?, 'bluetooth', 'open', ?, ?)"),
    addOnline: db.prepare("INSERT INTO meter_zeroings (device_id, user_id, contract_id, way, status, expected_fen, issued_at) VALUES (?, ?, ?, 'online', 'open', ?, ?)"),
    apply: db.prepare("UPDATE meter_zeroings SET status = 'applied', cleared_fen = ?, refunded_fen = ?, wallet_movement_id = ?, applied_at = ? WHERE id = ? AND status = 'open'"),
    pendingTask: db.prepare("SELECT 1 FROM device_todo_tasks WHERE device_id = ? AND task_type = ? AND status = 'pending'"),
    tasked: db.prepare("SELECT COALESCE(SUM(amount_fen), 0) AS fen FROM meter_recharges WHERE device_id = ? AND status = 'tasked'"),
    voidIssued: db.prepare("UPDATE meter_recharges SET status = 'void' WHERE device_id = ? AND status = 'issued'"),
    clearMeter: db.prepare('UPDATE meters SET balance_fen = 0, pending_fen = pending_fen - ?, read_at = ? WHERE device_id = ?'),
  };

  /** The caller's meter with its lease's state: what it holds is its balance plus money paid and never written to it. */
  const meterOf = (userId: number, meterId: string) => {
    const { row, access } = meters.own(userId, meterId);
    const contractStatus = (q.contractStatus.get(access.contract_id) as { status: string } | undefined)?.status;
    const unwrittenFen = Math.max(row.pending_fen - (q.tasked.get(row.id) as { fen: number }).fen, 0);
    return { row, contractId: access.contract_id, contractStatus, unwrittenFen, holdsFen: row.balance_fen + unwrittenFen };
  };

  const view = (userId: number, meterId: string): MeterZeroing => {
    const { row, contractId, contractStatus, holdsFen } = meterOf(userId, meterId);
    const latest = q.latestApplied.get(row.id, contractId) as ZeroingRow | undefined;
    const due = meterZeroingDue(contractStatus, holdsFen);
    const zeroed = !due && contractStatus === 'checkout_applied' && latest !== undefined;
    return {
      state: due ? 'due' : zeroed ? 'zeroed' : 'none',
      online: row.online === 1,
      balanceFen: holdsFen,
      refundedFen: zeroed ? (latest.refunded_fen ?? 0) : 0,
      records: (q.records.all(row.id, userId, ZEROING_RECORDS) as ZeroingRow[]).map((z) => ({
        id: String(z.id),
        amountFen: z.refunded_fen ?? 0,
        zeroedAt: chinaIso(z.applied_at ?? z.issued_at),
      })),
    };
  };

  /**
   * Applies a zeroing once: the meter's balance to 0, money paid and never written no longer waiting (its issued
   * commands void), and cleared + unwritten refunded to the wallet from the meter top-ups' account, all in one
   * transaction. A second call for the same zeroing finds it applied and changes nothing.
   */
  const apply = (zeroing: ZeroingRow, clearedFen: number, name: string) =>
    db.transaction(() => {
      const fresh = q.zeroing.get(zeroing.id) as ZeroingRow;
      if (fresh.status !== 'open') return;
      const unwrittenFen = meterOf(zeroing.user_id, zeroing.device_id).unwrittenFen;
      const refundFen = clearedFen + unwrittenFen;
      const now = clock.now();
      const movement =
        refundFen > 0
          ? wallet.move(zeroing.user_id, { kind: 'refund', title: `${name}退租清零`, amountFen: refundFen, key: `meter_zeroing:${zeroing.id}`, counterAccount: `orders:${METER_TOPUP_BIZ}` })
          : null;
      q.apply.run(clearedFen, refundFen, movement?.id ?? null, now, zeroing.id);
      meters.log.add({
        meterId: zeroing.device_id,
        userId: zeroing.user_id,
        operation: 'zero-balance',
        channel: zeroing.way === 'online' ? 'remote' : 'bluetooth',
        title: `退租清零，¥${fenToYuanString(refundFen)}退回钱包`,
        amountFen: refundFen,
        balanceAfterFen: 0,
      });
      q.voidIssued.run(zeroing.device_id);
      q.clearMeter.run(unwrittenFen, now, zeroing.device_id);
    })();

  return {
    view,
    /** Before a top-up: a meter zeroed for the lease being checked out takes no more money. */
    refuseTopUpWhenZeroed(userId: number, meterId: string): void {
      if (view(userId, meterId).state === 'zeroed') throw zeroingErrors.zeroedNoTopUp();
    },
    /** An online meter, cleared at once through its cloud; asked again once zeroed, it answers the same. */
    zeroOnline(userId: number, meterId: string): MeterZeroing {
      db.transaction(() => {
        const { row, contractId, contractStatus, holdsFen } = meterOf(userId, meterId);
        if (row.online !== 1) throw meterErrors.offlineUseBluetooth();
        if (!meterZeroingDue(contractStatus, holdsFen)) {
          if (view(userId, meterId).state === 'zeroed') return;
          throw zeroingErrors.notDue();
        }
        const id = Number(q.addOnline.run(row.id, userId, contractId, holdsFen, clock.now()).lastInsertRowid);
        apply(q.zeroing.get(id) as ZeroingRow, row.balance_fen, row.name);
      })();
      return view(userId, meterId);
    },
    /** meter-zero-balance-offline: the command with the meter's open zeroing id (issued now if there is none). */
    zeroCommand(userId: number, meterId: string): { hex: string } {
      return db.transaction(() => {
        const { row, contractId, contractStatus, holdsFen } = meterOf(userId, meterId);
        if (row.online === 1) throw meterErrors.onlineUseCloud();
        // a recharge handed to the meter is finished first (the relay does so before asking for this command)
        if (q.pendingTask.get(row.id, BLE_CHARGE_TASK_TYPE) !== undefined) throw meterErrors.taskPending();
        const open = q.open.get(row.id) as ZeroingRow | undefined;
        if (open !== undefined && open.user_id !== userId) throw meterErrors.notFound();
        if (open === undefined && !meterZeroingDue(contractStatus, holdsFen)) throw zeroingErrors.notDue();
        const id = open?.id ?? Number(q.issue.run(row.id, userId, contractId, holdsFen, clock.now()).lastInsertRowid);
        return { hex: simulatedCommandHex(SIM_OP.zeroBalance, row.mac, [id]) };
      })();
    },
    /** meter-zero-balance-offline-response: the meter's answer for this caller's zeroing of this meter, refunded once. */
    zeroAnswer(userId: number, meterId: string, hex: string): MeterZeroing {
      const { row } = meterOf(userId, meterId);
      const answer = readZeroingAnswer(hex);
      const zeroing = q.zeroing.get(answer.zeroingId) as ZeroingRow | undefined;
      if (zeroing === undefined || zeroing.device_id !== row.id || zeroing.user_id !== userId || zeroing.way !== 'bluetooth') throw meterErrors.badAnswer();
      if (zeroing.status === 'applied' && zeroing.cleared_fen !== answer.clearedFen) throw meterErrors.badAnswer();
      apply(zeroing, answer.clearedFen, row.name);
      return view(userId, meterId);
    },
  };
}

/** The zeroing endpoints, and the top-up's refusal once a meter of a lease being checked out was zeroed. */
export function zeroBalanceRoutes(store: ZeroBalanceStore): ApiRoute[] {
  return [
    implement(baozuDeviceEndpoints.meterZeroBalance, (c) => store.view(loggedInUser(c), c.params.id ?? '')),
    implement(baozuDeviceEndpoints.meterZeroBalanceOnline, (c) => store.zeroOnline(loggedInUser(c), c.params.id ?? '')),
    implement(baozuDeviceEndpoints.meterZeroBalanceOffline, (c) => store.zeroCommand(loggedInUser(c), c.params.id ?? '')),
    implement(baozuDeviceEndpoints.meterZeroBalanceOfflineResponse, (c) => store.zeroAnswer(loggedInUser(c), c.input.meterId, c.input.hex)),
  ];
}

/**
 * The zeroings against the wallet and the ledger (one line per problem): an applied zeroing that refunded money has
 * exactly one wallet movement of that amount under its key, and one that refunded nothing has none; no open zeroing
 * and no unknown one has a refund; at most one zeroing is open per meter.
 */
export function meterZeroingProblems(db: Db): string[] {
  const problems: string[] = [];
  const rows = db
    .prepare(`SELECT z.id, z.status, COALESCE(z.refunded_fen, 0) AS refunded, z.wallet_movement_id AS movementId,
        (SELECT COUNT(*) FROM wallet_movements w WHERE w.idem_key = 'meter_zeroing:' || z.id) AS movements,
        (SELECT COALESCE(SUM(w.amount_fen), 0) FROM wallet_movements w WHERE w.idem_key = 'meter_zeroing:' || z.id) AS moved
      FROM meter_zeroings z`)
    .all() as { id: number; status: string; refunded: number; movementId: number | null; movements: number; moved: number }[];
  for (const row of rows) {
    const expected = row.status === 'applied' && row.refunded > 0 ? 1 : 0;
    if (row.movements !== expected || row.moved !== (expected === 1 ? row.refunded : 0) || (expected === 1) !== (row.movementId !== null)) {
      problems.push(`meter zeroing ${row.id} (${row.status}, refunded ${row.refunded} fen) has ${row.movements} wallet refund(s) of ${row.moved} fen`);
    }
  }
  const strays = db
    .prepare("SELECT w.idem_key AS key FROM wallet_movements w WHERE w.idem_key LIKE 'meter_zeroing:%' AND NOT EXISTS (SELECT 1 FROM meter_zeroings z WHERE 'meter_zeroing:' || z.id = w.idem_key)")
    .all() as { key: string }[];
  for (const row of strays) problems.push(`wallet movement ${row.key} refunds no meter zeroing`);
  const twiceOpen = db.prepare("SELECT device_id AS meter, COUNT(*) AS n FROM meter_zeroings WHERE status = 'open' GROUP BY device_id HAVING n > 1").all() as { meter: string; n: number }[];
  for (const row of twiceOpen) problems.push(`meter ${row.meter} has ${row.n} open zeroings`);
  return problems;
}
