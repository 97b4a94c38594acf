import { z } from 'zod';
import {
  BillDetailSchema,
  BillListSchema,
  BillPayOptionsSchema,
  BillPayWaySchema,
  BillSplitOptionsSchema,
  BillSplitRequestSchema,
  BillSplitSchema,
  BillTransferInfoSchema,
  BillTransferRequestSchema,
  BillTransferSchema,
  ContractBillKindSchema,
  CreateBillFormSchema,
  CreateBillOptionsSchema,
  EntityIdSchema,
  OrderDetailSchema,
  OrderSchema,
  PayOrderSchema,
} from '@aster/core-domain';
import { defineEndpoint, inCatalogueFeature } from './define';

// Bills and orders (issue 12). The spec says their calls are "not shown": these are ours, under /tapp/v1 like the
// contract calls. Amounts travel as yuan text with 2 decimals; the server decides every amount (late fees included).

const auth = { needsAuth: true } as const;

/** The months a filter may name: yyyy-MM. */
const MonthSchema = z.string().max(7).regex(/^\d{4}-\d{2}$/, 'expected yyyy-MM');

export const billEndpoints = {
  /**
   * The caller's bills, unpaid (overdue first, then by due date) before settled ones (newest first). Filters: one
   * contract, one kind, the month a bill is due in; `open` keeps only the bills still to pay.
   */
  list: defineEndpoint({
    method: 'GET',
    path: 'bill/list',
    request: z.object({
      contractId: EntityIdSchema.optional(),
      kind: ContractBillKindSchema.optional(),
      month: MonthSchema.optional(),
      open: z.enum(['1']).optional(),
    }),
    response: BillListSchema,
    ...auth,
    extension: 'bill_list and bill_all: my bills',
  }),
  detail: defineEndpoint({ method: 'GET', path: 'bill/{id}', response: BillDetailSchema, ...auth, extension: 'bill_detail: one bill, its items and payments' }),
  /** The pay ways of the caller's shell (its platform header) and the amount due now. */
  payOptions: defineEndpoint({ method: 'GET', path: 'bill/{id}/pay-options', response: BillPayOptionsSchema, ...auth, extension: 'bill_pay_way: how a bill can be paid' }),
  /**
   * The pay order of a bill for today's amount (asking again the same day answers the same order); the pay module
   * then takes it (prepay / order/pay-baofoo) as any order.
   */
  pay: defineEndpoint({
    method: 'POST',
    path: 'bill/{id}/pay',
    request: z.object({ way: BillPayWaySchema, couponId: z.string().min(1).max(64).optional() }),
    response: PayOrderSchema,
    ...auth,
    extension: 'bill_pay_detail: open a payment order for a bill',
  }),
  /** Pay by bank transfer: the operator's account, the amount due now, the reference to write, the latest transfer. */
  transferInfo: defineEndpoint({ method: 'GET', path: 'bill/{id}/transfer', response: BillTransferInfoSchema, ...auth, extension: 'bill_pay_by_transfer: the bank account to transfer to' }),
  /** The tenant transferred: the receipt for the operator to confirm (the bill shows 转账确认中 until then). */
  submitTransfer: defineEndpoint({ method: 'POST', path: 'bill/{id}/transfer', request: BillTransferRequestSchema, response: BillTransferSchema, ...auth, extension: 'bill_pay_by_transfer: report a bank transfer' }),
  /**
   * 申请分期 (ours: the spec names the page only): the bill, the split rules of the server's configuration and the
   * counts this bill may take, or why it may not be split; the page draws the schedule with the same core-domain rule.
   */
  splitOptions: defineEndpoint({ method: 'GET', path: 'bill/{id}/split-options', response: BillSplitOptionsSchema, ...auth, extension: 'bill_detail: how a bill can be split into instalments' }),
  /**
   * Splits the bill into `count` instalments, all at once: the bill becomes 已分期 and its instalments new bills of the
   * same lease (no money moves). The same request key answers the same split; another split of the bill is refused.
   */
  split: defineEndpoint({ method: 'POST', path: 'bill/{id}/split', request: BillSplitRequestSchema, response: BillSplitSchema, ...auth, extension: 'bill_detail: split a bill' }),
  /** 分期原账单: a split bill (or the original of an instalment, by the instalment's id) with its instalments. */
  splitOf: defineEndpoint({ method: 'GET', path: 'bill/{id}/split', response: BillSplitSchema, ...auth, extension: "bill_detail: a split bill's parts" }),
  /** 自助缴费 (ours): the caller's leases, the kinds and the amount limits of the server's configuration. */
  createOptions: defineEndpoint({ method: 'GET', path: 'bill/create-options', response: CreateBillOptionsSchema, ...auth, extension: 'bill_guide: what a tenant may raise a bill for' }),
  /**
   * Creates the bill the tenant pays (合同账户充值 / 预存水电费 / 其他, with a remark) and answers its pay order, for the
   * pay module to take; the same request key answers the same bill and order.
   */
  create: defineEndpoint({ method: 'POST', path: 'bill/create', request: CreateBillFormSchema, response: PayOrderSchema, ...auth, extension: 'bill_guide: raise a bill (utilities, services)' }),
};

export const orderEndpoints = {
  /** Every order of the caller, newest first. */
  list: defineEndpoint({ method: 'GET', path: 'order/list', response: z.array(OrderSchema), ...auth, extension: 'order/list: my payment orders' }),
  detail: defineEndpoint({ method: 'GET', path: 'order/detail/{orderNo}', response: OrderDetailSchema, ...auth, extension: 'order/detail: one payment order' }),
};

// The catalogue feature of each endpoint (catalogue/index.ts), for the client's extension check.
inCatalogueFeature('bill', billEndpoints);
inCatalogueFeature('order', orderEndpoints);
