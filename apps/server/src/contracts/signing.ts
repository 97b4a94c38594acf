import { fenToYuanString, type FirstPayment } from '@aster/core-domain';
import type { BillRow, ContractRow } from './contractStore';

/**
 * The first bill of a contract (contract_pay): the deposit and the rent of the first payment period, less the
 * reservation's 定金. The same bills saveHandSign opens the pay order for; paid once the contract is 将搬入.
 */
export function firstPaymentOf(row: ContractRow, bills: readonly BillRow[]): FirstPayment {
  const first = bills.filter((bill) => bill.kind === 'deposit' || (bill.kind === 'rent' && bill.period_start === row.start_date));
  const depositFen = first.filter((bill) => bill.kind === 'deposit').reduce((sum, bill) => sum + bill.amount_fen, 0);
  const rent = first.find((bill) => bill.kind === 'rent');
  const rentFen = rent?.amount_fen ?? 0;
  const totalFen = Math.max(0, depositFen + rentFen - row.reservation_credit_fen);
  return {
    depositFen,
    rentFen,
    creditFen: row.reservation_credit_fen,
    totalFen,
    amount: fenToYuanString(totalFen),
    rentPeriod: rent === undefined ? '' : `${rent.period_start}至${rent.period_end}`,
    orderNo: row.first_order_no,
    paid: first.length > 0 && first.every((bill) => bill.paid_at !== null),
  };
}
