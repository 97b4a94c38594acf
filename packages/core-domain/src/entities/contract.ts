import { z } from 'zod';
import {
  ContractBillKindSchema,
  ContractStatusSchema,
  RefundLineKindSchema,
  UnRentRuleSchema,
} from '../rules/contract';
import { BillStatusSchema } from '../rules/bill';
import { DateTextSchema, EntityIdSchema, YuanAmountSchema } from './common';
import { RefundAccountSchema } from '../rules/refundAccount';
import { PayOrderSchema } from './pay';

const idText = EntityIdSchema.transform(String);

/** The room a contract rents. */
export const ContractHouseSchema = z.looseObject({
  houseId: idText,
  title: z.string(),
  address: z.string(),
  storeName: z.string(),
  coverUrl: z.string(),
});
export type ContractHouse = z.infer<typeof ContractHouseSchema>;

/** A line of contract/list: enough for the tabs and the card. */
export const ContractSummarySchema = z.looseObject({
  id: idText,
  contractNo: z.string().min(1),
  status: ContractStatusSchema,
  statusText: z.string(),
  /** 5 while pre-created (spec section 4); the other codes: core-domain's onlineContractStatusCode. */
  onlineContractStatus: z.number().int(),
  house: ContractHouseSchema,
  startDate: DateTextSchema,
  endDate: DateTextSchema,
  leaseMonths: z.number().int().positive(),
  /** Monthly rent, yuan. */
  rent: YuanAmountSchema,
  /** The paid reservation the contract was made from (its pages lead here to sign); null when the manager made it. */
  reservationId: z.string().nullish(),
  /**
   * false: a contract the manager made for the caller's phone that nobody has bound yet (contract/list lists them after
   * the caller's own; contract-count's unBindCount counts them; contract/banding binds one).
   */
  bound: z.boolean().default(true),
});
export type ContractSummary = z.infer<typeof ContractSummarySchema>;

/** 押一付三: deposit months and the months each rent bill pays. */
export const PaymentCycleSchema = z.looseObject({
  depositMonths: z.number().int().nonnegative(),
  payMonths: z.number().int().positive(),
  text: z.string(),
});
export type PaymentCycle = z.infer<typeof PaymentCycleSchema>;

export const CoTenantSchema = z.looseObject({
  /** Masked (*娜); users/user-info lists them with their masked ID numbers. */
  name: z.string(),
  /** Masked (138****8000). */
  phone: z.string(),
  relation: z.string().nullish(),
});
export type CoTenant = z.infer<typeof CoTenantSchema>;

/** An item handed over with the room (furniture, appliances, keys). */
export const RoomItemSchema = z.looseObject({
  name: z.string(),
  quantity: z.number().int().nonnegative(),
  condition: z.string(),
});
export type RoomItem = z.infer<typeof RoomItemSchema>;

/** One change of the contract (online-records): every transition writes one. */
export const ContractChangeRecordSchema = z.looseObject({
  at: z.string(),
  title: z.string(),
  detail: z.string(),
});
export type ContractChangeRecord = z.infer<typeof ContractChangeRecordSchema>;

/** A bill of the contract as the contract shows it; the bills feature links its own pages to `id`. */
export const ContractBillSchema = z.looseObject({
  id: idText,
  kind: ContractBillKindSchema,
  title: z.string(),
  periodStart: DateTextSchema,
  periodEnd: DateTextSchema,
  dueDate: DateTextSchema,
  amount: YuanAmountSchema,
  amountFen: z.number().int().nonnegative(),
  paid: z.boolean(),
  /** By the bill centre's rule (billStanding): the status and the amount with its late fee that 我的账单 shows. */
  status: BillStatusSchema.optional(),
  total: YuanAmountSchema.optional(),
});
export type ContractBill = z.infer<typeof ContractBillSchema>;

/**
 * The first bill (contract_pay): the deposit and the first rent period, less the reservation's 定金. Known before
 * signing (view_contract_paper shows it); the pay order exists from the signature on.
 */
export const FirstPaymentSchema = z.looseObject({
  depositFen: z.number().int().nonnegative(),
  rentFen: z.number().int().nonnegative(),
  /** The reservation's 定金, counted against the first payment. */
  creditFen: z.number().int().nonnegative(),
  totalFen: z.number().int().nonnegative(),
  amount: YuanAmountSchema,
  /** The first rent period, for the bill's lines. */
  rentPeriod: z.string(),
  orderNo: z.string().nullish(),
  paid: z.boolean(),
});
export type FirstPayment = z.infer<typeof FirstPaymentSchema>;

export const ContractDetailSchema = ContractSummarySchema.extend({
  paymentCycle: PaymentCycleSchema,
  deposit: YuanAmountSchema,
  tenantName: z.string(),
  /** First 2 and last 2 characters only. */
  idNumberMasked: z.string().nullish(),
  company: z.string().nullish(),
  email: z.string().nullish(),
  occupation: z.string().nullish(),
  coTenants: z.array(CoTenantSchema),
  roomItems: z.array(RoomItemSchema),
  /** The smart lock of the room (the locks feature reads it with getLockByContract). */
  lockId: z.string().nullish(),
  bills: z.array(ContractBillSchema),
  changeRecords: z.array(ContractChangeRecordSchema),
  unRentRule: UnRentRuleSchema,
  /** The un_rent_rule page's paragraphs. */
  unRentRuleText: z.array(z.string()),
  reservationId: z.string().nullish(),
  signedAt: z.string().nullish(),
  firstPayment: FirstPaymentSchema.nullish(),
  /**
   * The signed contract's PDF with the tenant's signature, for show_pdf; null before signing. A link for the caller
   * alone: it carries a ticket for this contract and tenant that expires (a PDF viewer sends no login header).
   */
  pdfUrl: z.string().nullish(),
  /**
   * The account the deposit is refunded to at checkout (modify_contract_card sets it with modify-shroff-acc), its
   * number masked; null: back the way the rent was paid.
   */
  refundAccount: RefundAccountSchema.nullish(),
});
export type ContractDetail = z.infer<typeof ContractDetailSchema>;

/**
 * The contract text (html-contract): plain paragraphs, and the HTML an operator's backend sends, which the app draws
 * only after its allow-list sanitiser (screens' features/signing/contractHtml.ts), never as HTML.
 */
export const ContractTextSchema = z.looseObject({
  title: z.string(),
  paragraphs: z.array(z.string()),
  html: z.string().nullish(),
  /** Where the tenant signs (乙方签字), shown as sign places before signing. */
  signPlaces: z.array(z.string()),
  signed: z.boolean(),
  signedAt: z.string().nullish(),
});
export type ContractText = z.infer<typeof ContractTextSchema>;

/** check-contract-cret: the real name on file matches the contract's tenant. */
export const ContractCertCheckSchema = z.looseObject({
  passed: z.literal(true),
  name: z.string(),
});
export type ContractCertCheck = z.infer<typeof ContractCertCheckSchema>;

/** After the handwritten signature: the contract's new status and the first bill's pay order (deposit and first rent). */
export const ContractSignResultSchema = z.looseObject({
  contractId: idText,
  status: ContractStatusSchema,
  payOrder: PayOrderSchema.nullable(),
});
export type ContractSignResult = z.infer<typeof ContractSignResultSchema>;

export const RefundPreviewLineSchema = z.looseObject({
  kind: RefundLineKindSchema,
  label: z.string(),
  amountFen: z.number().int(),
  /** Yuan, signed: negative is owed by the tenant. */
  amount: YuanAmountSchema,
  billId: z.string().nullish(),
});

/** refund-preview: the breakdown of core-domain's refundPreview, and the token refund-sign takes back. */
export const RefundPreviewSchema = z.looseObject({
  contractId: idText,
  checkoutDate: DateTextSchema,
  early: z.boolean(),
  lines: z.array(RefundPreviewLineSchema),
  netFen: z.number().int(),
  netAmount: YuanAmountSchema,
  /** Where a positive net amount goes (modify_contract_card); null: back the way the rent was paid. */
  refundAccount: z.string().nullish(),
  /** Sent back as refund-sign's `sign`: the tenant signs these numbers and no others. */
  sign: z.string(),
});
export type RefundPreview = z.infer<typeof RefundPreviewSchema>;

export const CheckoutApplicationStatusSchema = z.enum(['applied', 'closed', 'settled']);
export type CheckoutApplicationStatus = z.infer<typeof CheckoutApplicationStatusSchema>;

export const checkoutApplicationStatusText: Readonly<Record<CheckoutApplicationStatus, string>> = {
  applied: '退租申请中',
  closed: '已取消',
  settled: '已结算',
};

/**
 * The money of a settled checkout: `refund` went to the tenant (a payout on the pay ledger, at refundedAt), `collect`
 * is what the tenant still pays through balanceOrder, `none` when the lines cancel out. `amount` is positive yuan.
 */
export const CheckoutMoneySchema = z.looseObject({
  direction: z.enum(['refund', 'collect', 'none']),
  amount: YuanAmountSchema,
  refundedAt: z.string().nullish(),
  /** Where the refund went (modify_contract_card); null: back the way the rent was paid. */
  refundAccount: z.string().nullish(),
  balanceOrder: PayOrderSchema.nullish(),
  balancePaidAt: z.string().nullish(),
});
export type CheckoutMoney = z.infer<typeof CheckoutMoneySchema>;

/** A checkout application (applyCheckout, applyCheckoutDetail, myApply). */
export const CheckoutApplicationSchema = z.looseObject({
  id: idText,
  contractId: idText,
  contractNo: z.string(),
  houseTitle: z.string(),
  expectCheckoutDate: DateTextSchema,
  status: CheckoutApplicationStatusSchema,
  statusText: z.string(),
  createdAt: z.string(),
  closedAt: z.string().nullish(),
  settledAt: z.string().nullish(),
  /** The settled refund (yuan, negative when the tenant paid), once settled. */
  netAmount: YuanAmountSchema.nullish(),
  /** The breakdown settled (the lines the tenant signed), once settled. */
  lines: z.array(RefundPreviewLineSchema).nullish(),
  /** Who settled it: the tenant's signature (refund-sign) or the manager at the handover. */
  settledBy: z.enum(['tenant', 'operator']).nullish(),
  /** Where the settled money stands, once settled. */
  money: CheckoutMoneySchema.nullish(),
});
export type CheckoutApplication = z.infer<typeof CheckoutApplicationSchema>;


/**
 * The handwritten signature as saveHandSign takes it: a PNG data URL. The pad draws about 600x300; 200 KB of text
 * holds far more than that. Whether it shows enough ink is the server's check (it reads the pixels).
 */
export const SIGN_IMAGE_MAX_LENGTH = 200_000;
export const SignImageSchema = z
  .string()
  .max(SIGN_IMAGE_MAX_LENGTH, '签名图片过大，请重新签名')
  .regex(/^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/, '签名图片格式有误，请重新签名');
