import { z } from 'zod';
import { BankCardSchema } from '../rules/bankCard';
import { YuanAmountSchema } from './common';
import { SixDigitSmsCodeSchema, SmsSentSchema } from './auth';
import {
  NewTradePasswordSchema,
  TradePasswordSchema,
  WalletMovementKindSchema,
  WalletRequestKeySchema,
  WalletRulesSchema,
  WithdrawalStatusSchema,
} from '../rules/wallet';

// The wallet's answers and requests (issue 13). Amounts are whole fen, times epoch ms of the server's clock.

const fen = z.number().int();
const idText = z.string().min(1).max(64);

/**
 * The wallet page: the balance the tenant can spend or withdraw, what pending withdrawals hold (frozen), the
 * password's state (locked until when), the card withdrawals go to and whether the details for one are given.
 */
export const WalletSchema = z.object({
  availableFen: fen.min(0),
  frozenFen: fen.min(0),
  totalFen: fen.min(0),
  hasPassword: z.boolean(),
  lockedUntil: z.number().nullable(),
  withdrawCard: BankCardSchema.nullable(),
  infoComplete: z.boolean(),
  rules: WalletRulesSchema,
});
export type Wallet = z.infer<typeof WalletSchema>;

/** One movement of the balance (资金明细): signed amount, the balance after it, what it belongs to. */
export const WalletMovementSchema = z.object({
  id: idText,
  kind: WalletMovementKindSchema,
  title: z.string().max(60),
  amountFen: fen,
  balanceAfterFen: fen.min(0),
  at: z.number(),
  billId: idText.nullable(),
  withdrawalId: idText.nullable(),
  orderNo: z.string().max(64).nullable(),
});
export type WalletMovement = z.infer<typeof WalletMovementSchema>;

export const WALLET_MOVEMENT_PAGE_SIZE = 20;
/** 'in' keeps money that came in, 'out' money that went out. */
export const WalletMovementQuerySchema = z.object({
  direction: z.enum(['in', 'out']).optional(),
  /** The id of the last movement of the previous page. */
  before: z.string().max(12).regex(/^\d{1,12}$/).optional(),
});
export type WalletMovementQuery = z.infer<typeof WalletMovementQuerySchema>;
export const WalletMovementPageSchema = z.object({ movements: z.array(WalletMovementSchema).max(WALLET_MOVEMENT_PAGE_SIZE), hasMore: z.boolean() });
export type WalletMovementPage = z.infer<typeof WalletMovementPageSchema>;

export const WithdrawalSchema = z.object({
  id: idText,
  amountFen: fen.positive(),
  feeFen: fen.min(0),
  /** What reaches the card: the amount less the fee. */
  arrivalFen: fen.positive(),
  status: WithdrawalStatusSchema,
  bankName: z.string().max(20),
  lastFour: z.string().regex(/^\d{4}$/),
  appliedAt: z.number(),
  /** The bank's promise: by the end of this day (two working days after applying). */
  expectedBy: z.number(),
  paidAt: z.number().nullable(),
  failReason: z.string().max(100).nullable(),
});
export type Withdrawal = z.infer<typeof WithdrawalSchema>;

/** A movement with what it belongs to (交易详情). */
export const WalletMovementDetailSchema = WalletMovementSchema.extend({
  bill: z.object({ title: z.string().max(60), contractNo: z.string().max(40) }).nullable(),
  withdrawal: WithdrawalSchema.nullable(),
});
export type WalletMovementDetail = z.infer<typeof WalletMovementDetailSchema>;

/**
 * Sets the password, the first one as a forgotten or changed one (issue 46): always with the ticket the SMS check to
 * the account's phone gave (set_pwd_verify), so a borrowed phone with the app open cannot set one.
 */
export const TradePasswordSetSchema = z.object({ password: NewTradePasswordSchema, resetTicket: z.string().max(64).regex(/^[A-Za-z0-9_-]{16,64}$/) });
export type TradePasswordSet = z.infer<typeof TradePasswordSetSchema>;
/** The SMS code as typed: 6 digits (leading zeros kept). */
export const WalletSmsCheckSchema = z.object({ code: SixDigitSmsCodeSchema });
export const WalletResetTicketSchema = z.object({ resetTicket: z.string(), expiresAt: z.number() });
export type WalletResetTicket = z.infer<typeof WalletResetTicketSchema>;
/** The account phone the SMS went to, masked (138****8000). */
export const WalletSmsSentSchema = SmsSentSchema;

export const WithdrawRequestSchema = z.object({ amountFen: fen.positive().max(100_000_000), password: TradePasswordSchema, requestKey: WalletRequestKeySchema });
export type WithdrawRequest = z.infer<typeof WithdrawRequestSchema>;

export const WalletTopUpRequestSchema = z.object({ amountFen: fen.positive().max(100_000_000), requestKey: WalletRequestKeySchema });
export type WalletTopUpRequest = z.infer<typeof WalletTopUpRequestSchema>;
/** The pay module's order for a top-up (paid through pay/index like any order). */
export const WalletTopUpOrderSchema = z.object({ orderNo: z.string(), amountFen: fen.positive() });
export type WalletTopUpOrder = z.infer<typeof WalletTopUpOrderSchema>;

/** Pays a bill from the balance. */
export const BalancePayRequestSchema = z.object({ password: TradePasswordSchema, requestKey: WalletRequestKeySchema, couponId: idText.optional() });
export type BalancePayRequest = z.infer<typeof BalancePayRequestSchema>;
export const BalancePaymentSchema = z.object({ billId: idText, amountFen: fen.positive(), discountFen: fen.min(0), balanceAfterFen: fen.min(0), movementId: idText, paidAt: z.number() });
export type BalancePayment = z.infer<typeof BalancePaymentSchema>;

/**
 * Tops a meter up from the balance (the amount in yuan, as intelligent/meter/charge takes it): one payment per request
 * key, the password checked as for a bill.
 */
export const MeterBalancePayRequestSchema = z.object({
  meterId: z.string().min(1).max(64),
  amount: YuanAmountSchema,
  password: TradePasswordSchema,
  requestKey: WalletRequestKeySchema,
});
export type MeterBalancePayRequest = z.infer<typeof MeterBalancePayRequestSchema>;
/**
 * A meter top-up the balance paid: the wallet after it, and the meter's side: an online meter's balance has it at once,
 * an offline one's waits to be written by Bluetooth (awaitingWriteFen, as for a top-up paid through the cashier).
 */
export const MeterBalancePaymentSchema = z.object({
  topUpId: idText,
  meterId: z.string(),
  amountFen: fen.positive(),
  walletBalanceAfterFen: fen.min(0),
  meterBalanceFen: fen,
  awaitingWriteFen: fen.min(0),
  paidAt: z.number(),
});
export type MeterBalancePayment = z.infer<typeof MeterBalancePaymentSchema>;

export const WithdrawCardChoiceSchema = z.object({ cardId: idText });
