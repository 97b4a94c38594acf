import { type BillSplit, type BillSplitOptions, type SplitCount, billTransition, chinaIso, fenToYuanString, splitCountsFor, splitFeeFen, splitSchedule } from '@aster/core-domain';
import { createCouponStore } from '../coupons/couponStore';
import { billErrors, type BillRow, type BillStore } from '../bills/billStore';
import { BusinessError } from '../http/errors';
import type { Services } from '../services';

export const splitErrors = {
  notSplittable: (reason: string) => new BusinessError('BILL_NOT_SPLITTABLE', reason),
  count: (count: number) => new BusinessError('SPLIT_COUNT_UNAVAILABLE', `该账单不可分为${count}期，请重新选择`),
  notSplit: () => new BusinessError('BILL_NOT_SPLIT', '该账单未分期'),
  keyReused: () => new BusinessError('REQUEST_KEY_REUSED', '请求重复，请返回账单详情重新申请'),
};

interface SplitRow {
  bill_id: number;
  user_id: number;
  instalments: number;
  fee_fen: number;
  created_at: number;
}

export interface BillSplits {
  options(userId: number, billId: string): BillSplitOptions;
  /** Splits the caller's bill at once (the bill 'split', its instalments new bills); the same key is the same split. */
  split(userId: number, billId: string, request: { count: SplitCount; requestKey: string }): BillSplit;
  /** The split of the caller's bill, asked by the original's id or an instalment's. */
  splitOf(userId: number, billId: string): BillSplit;
}

/**
 * Splitting bills (bill_split_apply, bill_split_origin). No money moves: the original stops being owed ('split', by
 * the core-domain state machine) and its instalments are owed instead, summing to it and its fee exactly; each is
 * then paid through the pay module as any bill. The open pay orders of the original are closed first, so a charge
 * still on its way is given back rather than paying a bill that no longer exists.
 */
export function createBillSplits(services: Pick<Services, 'db' | 'clock' | 'pay' | 'splitRules'>, store: BillStore): BillSplits {
  const { db, clock, pay, splitRules } = services;
  const coupons = createCouponStore(db, clock);
  const q = {
    byKey: db.prepare('SELECT * FROM bill_splits WHERE user_id = ? AND request_key = ?'),
    ofBill: db.prepare('SELECT * FROM bill_splits WHERE bill_id = ?'),
    markSplit: db.prepare('UPDATE contract_bills SET split_at = ? WHERE id = ? AND split_at IS NULL AND paid_at IS NULL AND split_of IS NULL'),
    addSplit: db.prepare('INSERT INTO bill_splits (bill_id, user_id, request_key, instalments, fee_fen, created_at) VALUES (?, ?, ?, ?, ?, ?)'),
    addInstalment: db.prepare(`INSERT INTO contract_bills (contract_id, kind, title, period_start, period_end, due_date, amount_fen, split_of, instalment)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`),
    instalments: db.prepare('SELECT id FROM contract_bills WHERE split_of = ? ORDER BY instalment'),
    openOrders: db.prepare("SELECT order_no FROM pay_orders WHERE biz_type = 'bill' AND biz_id LIKE ? AND status IN ('unpaid', 'paying')"),
  };

  const view = (original: BillRow): BillSplit => {
    const split = q.ofBill.get(original.id) as SplitRow | undefined;
    if (split === undefined) throw splitErrors.notSplit();
    const instalments = (q.instalments.all(original.id) as { id: number }[]).map(({ id }) => store.byId(id)).filter((row): row is BillRow => row !== null);
    return {
      original: store.view(original),
      fee: fenToYuanString(split.fee_fen),
      splitAt: chinaIso(split.created_at),
      instalments: instalments.map((row) => ({ ...store.view(row), instalment: row.instalment ?? 1 })),
    };
  };

  return {
    options(userId, billId) {
      const row = store.own(userId, billId);
      const problem = store.splitProblem(row);
      return {
        billId: String(row.id),
        title: row.title,
        amount: fenToYuanString(row.amount_fen),
        dueDate: row.due_date,
        today: store.today(),
        rules: splitRules,
        counts: problem === null ? splitCountsFor(row.amount_fen, splitRules) : [],
        problem,
      };
    },

    split(userId, billId, { count, requestKey }) {
      return db.transaction(() => {
        const done = q.byKey.get(userId, requestKey) as SplitRow | undefined;
        const row = store.own(userId, billId);
        if (done !== undefined) {
          if (done.bill_id !== row.id) throw splitErrors.keyReused();
          return view(row);
        }
        const problem = store.splitProblem(row);
        if (problem !== null) throw splitErrors.notSplittable(problem);
        if (!billTransition(store.status(row), 'split')) throw splitErrors.notSplittable('该账单当前状态不可申请分期');
        if (!splitCountsFor(row.amount_fen, splitRules).includes(count)) throw splitErrors.count(count);
        for (const { order_no: orderNo } of q.openOrders.all(`${row.id}@%`) as { order_no: string }[]) {
          pay.closeOrder(orderNo);
          coupons.release(orderNo);
        }
        const now = clock.now();
        if (q.markSplit.run(now, row.id).changes !== 1) throw billErrors.notFound();
        const fee = splitFeeFen(row.amount_fen, splitRules);
        q.addSplit.run(row.id, userId, requestKey, count, fee, now);
        for (const part of splitSchedule(row.amount_fen, row.due_date, count, store.today(), splitRules)) {
          q.addInstalment.run(row.contract_id, row.kind, `${row.title} 第${part.index}/${count}期`, row.period_start, row.period_end, part.dueDate, part.amountFen, row.id, part.index);
        }
        return view(store.own(userId, billId));
      })();
    },

    splitOf(userId, billId) {
      const row = store.own(userId, billId);
      if (row.split_at != null) return view(row);
      if (row.split_of == null) throw splitErrors.notSplit();
      return view(store.own(userId, String(row.split_of)));
    },
  };
}
