import { type Fen } from '@aster/core-domain';
import { yuanToFen } from '@screens/ui/houseFacts';

/** What is paid at signing: the first `payMonths` of rent plus the deposit, in fen. */
export interface FirstPayment {
  rentFen: Fen;
  payMonths: number;
  rentPartFen: Fen;
  depositFen: Fen;
  totalFen: Fen;
}

/**
 * The first payment of a lease (首期款): rent x payMonths + deposit, all in fen (押一付三 at 3,200: 9,600 + 3,200).
 * Null when an amount is missing, negative or not money, or payMonths is not a whole positive number.
 */
export function firstPayment(rent: number | string, payMonths: number, deposit: number | string): FirstPayment | null {
  const rentFen = yuanToFen(rent);
  const depositFen = yuanToFen(deposit);
  if (rentFen === null || depositFen === null || rentFen < 0n || depositFen < 0n) return null;
  if (!Number.isSafeInteger(payMonths) || payMonths < 1) return null;
  const rentPartFen = rentFen * BigInt(payMonths);
  return { rentFen, payMonths, rentPartFen, depositFen, totalFen: rentPartFen + depositFen };
}
