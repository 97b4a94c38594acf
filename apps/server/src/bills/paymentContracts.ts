import { contractEndpoints } from '@aster/core-api';
import { fenToYuanString, isPayable, type PaymentContract } from '@aster/core-domain';
import { implement, loggedInUser, type ApiRoute } from '../http/api';
import type { BillStore } from './billStore';

/**
 * payment/user/contract: the caller's contracts with bills owed now, each with how many and how much (late fees
 * included, as bill_list's total), most owed first. The bills feature answers it: the amounts are its bills'.
 */
export function paymentContractRoutes(store: BillStore): ApiRoute[] {
  return [
    implement(contractEndpoints.paymentContracts, (context) => {
      const owed = new Map<string, PaymentContract & { fen: number }>();
      for (const row of store.ofUser(loggedInUser(context))) {
        if (!isPayable(store.status(row))) continue;
        const id = String(row.contract_id);
        const entry = owed.get(id) ?? { contractId: id, contractNo: row.contract_no, houseTitle: row.house_title, unpaidCount: 0, unpaidAmount: '0.00', fen: 0 };
        entry.unpaidCount += 1;
        entry.fen += store.dueNowFen(row).amountFen;
        owed.set(id, entry);
      }
      return [...owed.values()]
        .sort((a, b) => b.fen - a.fen || a.contractNo.localeCompare(b.contractNo))
        .map(({ fen, ...contract }) => ({ ...contract, unpaidAmount: fenToYuanString(fen) }));
    }),
  ];
}
