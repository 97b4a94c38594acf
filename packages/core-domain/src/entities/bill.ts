import { z } from 'zod';
import { ContractBillKindSchema } from '../rules/contract';
import { BillPayWaySchema, BillStatusSchema } from '../rules/bill';
import { SplitCountSchema, SplitRulesSchema } from '../rules/billSplit';
import { CreateBillKindSchema, CreateBillRulesSchema } from '../rules/createBill';
import { ServicePackageKindSchema } from '../rules/servicePackage';
import { textField } from '../validation/text';
import { DateTextSchema, EntityIdSchema, YuanAmountSchema } from './common';
import { PayChannelSchema, PayOrderStatusSchema } from './pay';

const idText = EntityIdSchema.transform(String);

/** One line of a bill (租金, 服务费, 水费, 电费, 滞纳金...). */
export const BillItemSchema = z.looseObject({
  name: z.string(),
  amount: YuanAmountSchema,
});
export type BillItem = z.infer<typeof BillItemSchema>;

/** A bill in the tenant's lists. `amount` is what is due now: the bill plus any late fee as of today. */
export const BillSchema = z.looseObject({
  id: idText,
  contractId: idText,
  contractNo: z.string(),
  houseTitle: z.string(),
  kind: ContractBillKindSchema,
  title: z.string(),
  periodStart: DateTextSchema,
  periodEnd: DateTextSchema,
  dueDate: DateTextSchema,
  amount: YuanAmountSchema,
  lateFee: YuanAmountSchema,
  status: BillStatusSchema,
  /** The tenant may pay it from the bill pages (the first payment of a contract is paid on contract_pay). */
  payable: z.boolean(),
  paidAt: z.string().nullish(),
});
export type Bill = z.infer<typeof BillSchema>;

/** The order that paid a bill: when, how and its number. */
/** How a bill was paid: the tenant's pay order, the wallet balance, a confirmed bank transfer, or by someone asked to. */
export const BillPaidWaySchema = z.enum(['order', 'balance', 'transfer', 'ask_pay']);
export type BillPaidWay = z.infer<typeof BillPaidWaySchema>;

/** A paid bill's payment: when, how and how much (the bill and its late fee less its coupon); the order when it had one. */
export const BillPaymentRecordSchema = z.looseObject({
  orderNo: z.string().nullish(),
  way: BillPaidWaySchema.nullish(),
  amount: YuanAmountSchema,
  channel: PayChannelSchema.nullish(),
  paidAt: z.string(),
  refunded: z.boolean(),
});

/** A bank transfer for a bill (pay by transfer): the tenant's receipt waits for the operator, who confirms or rejects it. */
export const BillTransferStatusSchema = z.enum(['submitted', 'confirmed', 'rejected']);
export type BillTransferStatus = z.infer<typeof BillTransferStatusSchema>;
export const BillTransferSchema = z.object({
  id: idText,
  status: BillTransferStatusSchema,
  amount: YuanAmountSchema,
  payerName: z.string(),
  submittedAt: z.string(),
  decidedAt: z.string().nullable(),
  rejectReason: z.string().nullable(),
});
export type BillTransfer = z.infer<typeof BillTransferSchema>;

/**
 * What the tenant sends after transferring: the receipt photo (an upload of theirs), the name on the paying account
 * (the operator matches it with the bank's statement) and a request key (a retried send is the same transfer).
 */
export const BillTransferRequestSchema = z.object({
  receiptId: z.string().trim().min(1, '请上传转账凭证').max(64),
  payerName: textField({
    min: { length: 2, message: '请填写付款账户的户名' },
    max: { length: 30, message: '户名最多30个字' },
    emoji: '户名不能包含表情符号',
  }),
  requestKey: z.string().min(8).max(64),
});
export type BillTransferRequest = z.infer<typeof BillTransferRequestSchema>;

/** Where to transfer a bill's amount: the operator's account and the reference that tells the operator which bill. */
export const BillTransferInfoSchema = z.object({
  billId: idText,
  title: z.string(),
  amount: YuanAmountSchema,
  account: z.object({ name: z.string(), bank: z.string(), number: z.string() }),
  reference: z.string(),
  /** The latest transfer of the bill, if any (a rejected one may be followed by another). */
  transfer: BillTransferSchema.nullable(),
});
export type BillTransferInfo = z.infer<typeof BillTransferInfoSchema>;

export const BillDetailSchema = BillSchema.extend({
  items: z.array(BillItemSchema),
  /** Why a bill that is due cannot be paid here, said to the tenant (e.g. the contract's first payment). */
  notPayableReason: z.string().nullish(),
  /** The bill is part of its contract's first payment, paid on contract_pay. */
  paidOnContractPage: z.boolean().optional(),
  payment: BillPaymentRecordSchema.nullish(),
  /** The coupon spent on it (a paid bill), or null. */
  discount: YuanAmountSchema.nullish(),
  /** The latest bank transfer for the bill (waiting, confirmed or rejected), if the tenant paid or tries to pay so. */
  transfer: BillTransferSchema.nullish(),
  /** The tenant may split it into instalments (bill_split_apply). */
  splittable: z.boolean().optional(),
  /** The original bill this one is an instalment of (bill_split_origin), or, for a split bill, its own id. */
  splitOf: idText.nullish(),
});
export type BillDetail = z.infer<typeof BillDetailSchema>;

export const BillListSchema = z.looseObject({
  bills: z.array(BillSchema),
  unpaidCount: z.number().int().nonnegative(),
  unpaidAmount: YuanAmountSchema,
});
export type BillList = z.infer<typeof BillListSchema>;

/** The ways a bill can be paid in the caller's shell, and what it costs now. */
export const BillPayOptionsSchema = z.looseObject({
  billId: idText,
  title: z.string(),
  amount: YuanAmountSchema,
  lateFee: YuanAmountSchema,
  ways: z.array(z.looseObject({ way: BillPayWaySchema, label: z.string() })),
});
export type BillPayOptions = z.infer<typeof BillPayOptionsSchema>;

/** An order in 我的订单: every payment with its channel, state and refunds. */
export const OrderSchema = z.looseObject({
  orderNo: z.string(),
  subject: z.string(),
  amount: YuanAmountSchema,
  status: PayOrderStatusSchema,
  channel: PayChannelSchema.nullish(),
  createdAt: z.string(),
  paidAt: z.string().nullish(),
  refunded: z.boolean(),
  /** What it paid for, so the detail can link back (a bill, a reservation's 定金...). */
  bizType: z.string(),
  billId: z.string().nullish(),
});
export type Order = z.infer<typeof OrderSchema>;

export const OrderRefundSchema = z.looseObject({
  amount: YuanAmountSchema,
  at: z.string(),
  reason: z.string(),
});

export const OrderDetailSchema = OrderSchema.extend({
  refunds: z.array(OrderRefundSchema),
});
export type OrderDetail = z.infer<typeof OrderDetailSchema>;

/** A lease the tenant may pay for or buy a service for (create_bill, purchase_service): to move into, lived in, being left. */
export const PayableContractSchema = z.looseObject({
  id: idText,
  contractNo: z.string().max(64),
  houseTitle: z.string().max(100),
});
export type PayableContract = z.infer<typeof PayableContractSchema>;

/** What bill_split_apply shows before sending: the bill, the rules (the server's configuration) and the counts offered. */
export const BillSplitOptionsSchema = z.looseObject({
  billId: idText,
  title: z.string().max(100),
  amount: YuanAmountSchema,
  dueDate: DateTextSchema,
  /** The server's China day: the first instalment of an overdue bill is due on it. */
  today: DateTextSchema,
  rules: SplitRulesSchema,
  /** The counts this bill may split into under the rules (empty when it may not). */
  counts: z.array(SplitCountSchema).max(3),
  /** Why the bill cannot be split, in the tenant's words; null when it can. */
  problem: z.string().max(100).nullable(),
});
export type BillSplitOptions = z.infer<typeof BillSplitOptionsSchema>;

/** The tenant's split: the count chosen and a request key (a retried send is the same split). */
export const BillSplitRequestSchema = z.object({ count: SplitCountSchema, requestKey: z.string().min(8).max(64) });
export type BillSplitRequest = z.infer<typeof BillSplitRequestSchema>;

/** A split bill (bill_split_origin): the original, now 已分期, and its instalments in order with their states. */
export const BillSplitSchema = z.looseObject({
  original: BillSchema,
  fee: YuanAmountSchema,
  splitAt: z.string().max(40),
  instalments: z.array(BillSchema.extend({ instalment: z.number().int().min(1).max(6) })).max(6),
});
export type BillSplit = z.infer<typeof BillSplitSchema>;

/** What create_bill offers: the leases, the kinds and the amount limits (the server's configuration). */
export const CreateBillOptionsSchema = z.looseObject({
  contracts: z.array(PayableContractSchema).max(20),
  kinds: z.array(z.looseObject({ kind: CreateBillKindSchema, label: z.string().max(20) })).max(10),
  rules: CreateBillRulesSchema,
});
export type CreateBillOptions = z.infer<typeof CreateBillOptionsSchema>;

/** A service package on sale (purchase_service): its price per unit (次, 月...) and what it includes. */
export const ServicePackageSchema = z.looseObject({
  id: z.string().min(1).max(32),
  kind: ServicePackageKindSchema,
  name: z.string().max(30),
  description: z.string().max(200),
  price: YuanAmountSchema,
  unit: z.string().max(4),
  maxQuantity: z.number().int().min(1).max(12),
});
export type ServicePackage = z.infer<typeof ServicePackageSchema>;

export const PurchaseOptionsSchema = z.looseObject({
  packages: z.array(ServicePackageSchema).max(20),
  rooms: z.array(PayableContractSchema).max(20),
  firstDate: DateTextSchema,
  lastDate: DateTextSchema,
});
export type PurchaseOptions = z.infer<typeof PurchaseOptionsSchema>;
