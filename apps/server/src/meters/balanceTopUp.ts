// A meter topped up from the wallet balance (issue 46), the way a bill is paid from it: the payment password checked
// first (wrong tries count in their own transaction), then in ONE SQLite transaction the top-up is made and marked
// paid, the balance debited on the ledger (tenant:<id>:wallet to orders:meter_topup, the account the cashier's
// top-ups credit and 退租清零 refunds from) and the meter credited as a paid top-up always is (creditPaidTopUp: an
// online meter at once, an offline one's Bluetooth write waiting in pending_fen). A kill -9 keeps all of it or none.
// The request key makes a retried tap the first payment: one top-up per tenant and key (a unique index).

import { walletEndpoints } from '@aster/core-api';
import { type MeterBalancePayment, parseYuanToFen } from '@aster/core-domain';
import { implement, loggedInUser, type ApiRoute } from '../http/api';
import type { Services } from '../services';
import { createWalletStore } from '../wallet/walletStore';
import { METER_MAXIMUM_FEN, METER_MINIMUM_FEN, METER_TOPUP_BIZ, meterErrors, type MeterStore } from './meterStore';

/** The wallet movement of a balance-paid top-up: its key names the top-up. */
export const meterTopUpMovementKey = (topUpId: number) => `meter_topup:${topUpId}`;

interface TopUpRow {
  id: number;
  device_id: string;
  amount_fen: number;
  paid_at: number | null;
}

export function createBalanceTopUps(services: Pick<Services, 'db' | 'clock' | 'walletRules' | 'walletPasswordCost'>, meters: MeterStore) {
  const { db, clock } = services;
  const wallet = createWalletStore(services);
  const q = {
    byKey: db.prepare('SELECT id, device_id, amount_fen, paid_at FROM meter_topups WHERE user_id = ? AND request_key = ?'),
    add: db.prepare("INSERT INTO meter_topups (device_id, user_id, amount_fen, created_at, paid_by, request_key) VALUES (?, ?, ?, ?, 'balance', ?)"),
    movement: db.prepare('SELECT balance_after_fen FROM wallet_movements WHERE idem_key = ?'),
    meter: db.prepare('SELECT balance_fen, pending_fen FROM meters WHERE device_id = ?'),
  };

  const paymentOf = (row: TopUpRow): MeterBalancePayment => {
    const movement = q.movement.get(meterTopUpMovementKey(row.id)) as { balance_after_fen: number } | undefined;
    const meter = q.meter.get(row.device_id) as { balance_fen: number; pending_fen: number } | undefined;
    return {
      topUpId: String(row.id),
      meterId: row.device_id,
      amountFen: row.amount_fen,
      walletBalanceAfterFen: movement?.balance_after_fen ?? 0,
      meterBalanceFen: meter?.balance_fen ?? 0,
      awaitingWriteFen: meter?.pending_fen ?? 0,
      paidAt: row.paid_at ?? 0,
    };
  };

  return {
    /**
     * Pays `amountFen` onto the caller's meter from their balance. `guardTopUp` refuses a meter that takes no top-up
     * (退租清零 done), as the cashier's charge does. Refused with nothing written: a wrong password, a balance that does
     * not cover it (余额不足，请选择其他支付方式), an amount out of bounds.
     */
    pay(userId: number, input: { meterId: string; amountFen: number; password: string; requestKey: string }, guardTopUp: (userId: number, meterId: string) => void): MeterBalancePayment {
      const again = q.byKey.get(userId, input.requestKey) as TopUpRow | undefined;
      if (again !== undefined) return paymentOf(again);
      const { row } = meters.own(userId, input.meterId);
      guardTopUp(userId, row.id);
      if (!Number.isInteger(input.amountFen) || input.amountFen < METER_MINIMUM_FEN) throw meterErrors.belowMinimum();
      if (input.amountFen > METER_MAXIMUM_FEN) throw meterErrors.aboveMaximum();
      wallet.checkPassword(userId, input.password);
      return db.transaction(() => {
        const repeated = q.byKey.get(userId, input.requestKey) as TopUpRow | undefined;
        if (repeated !== undefined) return paymentOf(repeated);
        const now = clock.now();
        const id = Number(q.add.run(row.id, userId, input.amountFen, now, input.requestKey).lastInsertRowid);
        // 余额不足 throws here and the whole transaction, the top-up row too, is undone
        wallet.move(userId, { kind: 'meter_top_up', title: `${row.name}充值`, amountFen: -input.amountFen, key: meterTopUpMovementKey(id), counterAccount: `orders:${METER_TOPUP_BIZ}` });
        meters.creditPaidTopUp(id, now);
        return paymentOf(q.byKey.get(userId, input.requestKey) as TopUpRow);
      })();
    },
  };
}

export function balanceTopUpRoutes(topUps: ReturnType<typeof createBalanceTopUps>, guardTopUp: (userId: number, meterId: string) => void): ApiRoute[] {
  return [
    implement(walletEndpoints.payMeter, (c) => {
      const parsed = parseYuanToFen(String(c.input.amount));
      return topUps.pay(loggedInUser(c), { ...c.input, amountFen: parsed === null ? Number.NaN : Number(parsed) }, guardTopUp);
    }),
  ];
}

/**
 * The money invariants of balance-paid top-ups (moneyInvariantProblems): each is paid and is exactly one wallet
 * movement of minus its amount, and every such movement has its top-up.
 */
export function balanceTopUpProblems(db: Services['db']): string[] {
  const problems: string[] = [];
  const rows = db
    .prepare(`SELECT t.id, t.amount_fen AS amount, t.paid_at AS paidAt,
        (SELECT COUNT(*) FROM wallet_movements w WHERE w.idem_key = 'meter_topup:' || t.id) AS movements,
        (SELECT COALESCE(SUM(w.amount_fen), 0) FROM wallet_movements w WHERE w.idem_key = 'meter_topup:' || t.id) AS moved
      FROM meter_topups t WHERE t.paid_by = 'balance'`)
    .all() as { id: number; amount: number; paidAt: number | null; movements: number; moved: number }[];
  for (const row of rows) {
    if (row.paidAt === null) problems.push(`meter top-up ${row.id} paid from the balance is not marked paid`);
    if (row.movements !== 1 || row.moved !== -row.amount) problems.push(`meter top-up ${row.id} of ${row.amount} fen took ${-row.moved} fen from the wallet in ${row.movements} movement(s)`);
  }
  const orphans = db
    .prepare("SELECT w.idem_key AS key FROM wallet_movements w WHERE w.kind = 'meter_top_up' AND NOT EXISTS (SELECT 1 FROM meter_topups t WHERE t.paid_by = 'balance' AND 'meter_topup:' || t.id = w.idem_key)")
    .all() as { key: string }[];
  for (const row of orphans) problems.push(`wallet movement ${row.key} pays no meter top-up`);
  return problems;
}
