import { z } from 'zod';
import { fenToYuanString } from '../format/money';

// 退租清零 (issue 14): a tenant moving out has the money left on a prepaid meter cleared and refunded to the wallet,
// so it is neither lost nor both refunded and still used. The meter page's card, the server's rule and their texts.

/** Where a meter stands: nothing to do, to be zeroed (checkout applied, money on it), or zeroed and refunded. */
export const MeterZeroingStateSchema = z.enum(['none', 'due', 'zeroed']);
export type MeterZeroingState = z.infer<typeof MeterZeroingStateSchema>;

/** The lease the meter belongs to is being checked out (退租中) and the meter still holds money. */
export function meterZeroingDue(contractStatus: string | undefined, balanceFen: number): boolean {
  return contractStatus === 'checkout_applied' && balanceFen > 0;
}

/** The card's text before zeroing: X is the server's last known balance (the meter reports the exact amount). */
export const meterZeroingDueText = (balanceFen: number): string => `退租前请将表内余额清零，剩余¥${fenToYuanString(balanceFen)}将退回您的钱包余额`;

/** After zeroing: what was refunded. */
export const meterZeroedText = (refundedFen: number): string => `已清零，¥${fenToYuanString(refundedFen)} 已退回钱包`;

/** Where 充值 stood, once zeroed; also the server's refusal of a top-up. */
export const METER_ZEROED_TOP_UP_TEXT = '表内余额已在退租时清零并退回钱包，退租办理中的表不能再充值';

/** A zeroing as 使用记录 lists it. */
export const meterZeroingRecordTitle = (amountFen: number): string => `退租清零 −¥${fenToYuanString(amountFen)}`;
