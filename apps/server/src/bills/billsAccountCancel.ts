import { fenToYuanString, formatAmount } from '@aster/core-domain';
import { createCouponStore } from '../coupons/couponStore';
import type { AccountCancelBlocker, AccountCancelHooks } from '../serverFeature';
import type { Services } from '../services';
import type { BillStore } from './billStore';

/**
 * Account log-out and bills: bills due and owed forbid it, counted per contract by the bill centre's own rule
 * (billStanding: late fee to the day; nothing on a split, closed, refunded or transfer-waiting bill), so the refusal
 * names the figure the tenant sees in 我的账单. Unused coupons go with the account; used ones stay with the bills they
 * paid (the ledger has them).
 */
export function billsAccountCancel(services: Services, bills: BillStore): AccountCancelHooks {
  return {
    blocksAccountCancel(userId) {
      const today = bills.today();
      const owedByContract = new Map<string, { count: number; fen: number }>();
      for (const row of bills.ofUser(userId)) {
        const { owedFen } = bills.standing(row);
        if (owedFen <= 0 || row.due_date > today) continue;
        const owed = owedByContract.get(row.contract_no) ?? { count: 0, fen: 0 };
        owedByContract.set(row.contract_no, { count: owed.count + 1, fen: owed.fen + owedFen });
      }
      return [...owedByContract].map(([contractNo, owed]): AccountCancelBlocker => ({
        kind: 'bill',
        text: `合同${contractNo}有${owed.count}笔未缴账单，共¥${formatAmount(fenToYuanString(owed.fen))}，请先缴清`,
      }));
    },
    onAccountCancel: (userId) => createCouponStore(services.db, services.clock).deleteAllOf(userId),
  };
}
