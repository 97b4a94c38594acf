import { z } from 'zod';
import {
  BillDetailSchema,
  BillListSchema,
  BillPayOptionsSchema,
  BillPayWaySchema,
  BillTransferInfoSchema,
  BillTransferRequestSchema,
  BillTransferSchema,
  ContractBillKindSchema,
  EntityIdSchema,
  OrderDetailSchema,
  OrderSchema,
  PayOrderSchema,
} from '@aster/core-domain';
import { defineEndpoint } from './define';

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
  }),
  detail: defineEndpoint({ method: 'GET', path: 'bill/{id}', response: BillDetailSchema, ...auth }),
  /** The pay ways of the caller's shell (its platform header) and the amount due now. */
  payOptions: defineEndpoint({ method: 'GET', path: 'bill/{id}/pay-options', response: BillPayOptionsSchema, ...auth }),
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
  }),
  /** Pay by bank transfer: the operator's account, the amount due now, the reference to write, the latest transfer. */
  transferInfo: defineEndpoint({ method: 'GET', path: 'bill/{id}/transfer', response: BillTransferInfoSchema, ...auth }),
  /** The tenant transferred: the receipt for the operator to confirm (the bill shows 转账确认中 until then). */
  submitTransfer: defineEndpoint({ method: 'POST', path: 'bill/{id}/transfer', request: BillTransferRequestSchema, response: BillTransferSchema, ...auth }),
};

export const orderEndpoints = {
  /** Every order of the caller, newest first. */
  list: defineEndpoint({ method: 'GET', path: 'order/list', response: z.array(OrderSchema), ...auth }),
  detail: defineEndpoint({ method: 'GET', path: 'order/detail/{orderNo}', response: OrderDetailSchema, ...auth }),
};
