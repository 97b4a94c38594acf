import { z } from 'zod';
import { WorkOrderCreateSchema, WorkOrderDetailSchema, WorkOrderKindSchema, WorkOrderRatingRequestSchema, WorkOrderSummarySchema } from '@aster/core-domain';
import { defineEndpoint, inCatalogueFeature } from './define';

// Work orders (issue 15: repair, clean, complaint, evaluation, comment pages). The spec says these calls are "not
// shown" apart from the work-order settings (catalogue/home.ts): they are ours, under /tapp/v1 like the bank cards.
// Every order is the caller's: another tenant's id answers not-found. Times are epoch ms from the server's clock, so
// an overdue mark is the server's word, not the phone's.

const auth = { needsAuth: true } as const;
const done = z.object({ ok: z.literal(true) });

export const workOrderEndpoints = {
  /** The caller's orders, newest first; `kind` keeps one page's (absent: all, for the evaluation list). */
  list: defineEndpoint({
    method: 'GET',
    path: 'work-order/list',
    request: z.object({ kind: WorkOrderKindSchema.optional() }),
    response: z.array(WorkOrderSummarySchema).max(500),
    ...auth,
    extension: 'repair, clean and complaint lists',
  }),
  detail: defineEndpoint({ method: 'GET', path: 'work-order/{id}', response: WorkOrderDetailSchema, ...auth, extension: 'a work order and its progress' }),
  /**
   * Sends an order about a room of one of the caller's contracts, with photos the caller uploaded (kind work_order)
   * and, for a repair or cleaning, a visit slot from work-order-setting/v1/time. A retried send (same requestKey) is
   * the same order.
   */
  add: defineEndpoint({ method: 'POST', path: 'work-order/add', request: WorkOrderCreateSchema, response: WorkOrderDetailSchema, ...auth, extension: 'file a repair, cleaning or complaint' }),
  /** Cancels an order not yet assigned (该工单已派单，无法取消 after). */
  cancel: defineEndpoint({ method: 'POST', path: 'work-order/{id}/cancel', response: done, ...auth, extension: 'cancel a work order' }),
  /** Urges an order once a promised deadline has passed; once until its next step. */
  urge: defineEndpoint({ method: 'POST', path: 'work-order/{id}/urge', response: done, ...auth, extension: 'urge a late work order' }),
  /** Rates a finished order (stars and words), once. */
  rate: defineEndpoint({ method: 'POST', path: 'work-order/{id}/rate', request: WorkOrderRatingRequestSchema, response: done, ...auth, extension: 'rate a finished work order' }),
};

// The catalogue feature of each endpoint (catalogue/index.ts), for the client's extension check.
inCatalogueFeature('workOrder', workOrderEndpoints);
