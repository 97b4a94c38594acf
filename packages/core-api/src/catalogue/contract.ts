import { z } from 'zod';
import {
  CHECKOUT_LIST_PAGE_NUM,
  CHECKOUT_LIST_PAGE_SIZE,
  CheckoutApplySchema,
  ContractCountsSchema,
  ContractExtrasSchema,
  EntityIdSchema,
  openFields,
} from '@aster/core-domain';
import { defineEndpoint, queryNumber } from './define';

// The contract screens come with their own issue: answers stay open (z.unknown) until then, except the
// counts whose shape the spec gives.

const contractId = EntityIdSchema;
const auth = { needsAuth: true } as const;

export const contractEndpoints = {
  list: defineEndpoint({ method: 'GET', path: 'contract/list', ...auth }),
  onlineRecords: defineEndpoint({ method: 'GET', path: 'contract/online-records/{id}', ...auth }),
  detail: defineEndpoint({ method: 'GET', path: 'contract/{id}', ...auth }),
  checkContractPhone: defineEndpoint({ method: 'GET', path: 'contract/check-contract-phone/{id}', ...auth }),
  roomItems: defineEndpoint({ method: 'GET', path: 'contract/{id}/room-items', ...auth }),
  conventionModel: defineEndpoint({ method: 'GET', path: 'contract/html-convention/model/{id}', ...auth }),
  usersInfo: defineEndpoint({ method: 'GET', path: 'contract/users/user-info', request: z.object({ contractId }), ...auth }),
  todoList: defineEndpoint({ method: 'GET', path: 'contract/h5todoList/v2', ...auth }),
  paymentContracts: defineEndpoint({ method: 'GET', path: 'payment/user/contract', ...auth }),
  count: defineEndpoint({ method: 'GET', path: 'contract/contract-count', response: ContractCountsSchema, ...auth }),
  checkCert: defineEndpoint({ method: 'GET', path: 'contract/check-contract-cret/{id}', ...auth }),
  refundPreview: defineEndpoint({ method: 'GET', path: 'contract/refund-preview/{id}', ...auth }),
  refundSign: defineEndpoint({ method: 'GET', path: 'contract/refund-sign/{id}', request: z.object({ sign: z.string().min(1).max(512) }), ...auth }),
  success: defineEndpoint({ method: 'GET', path: 'contract/contract-success/{id}', ...auth }),
  qrcode: defineEndpoint({ method: 'GET', path: 'contract/qrcode/{id}', request: z.object({ flowType: queryNumber().int() }), ...auth }),
  // A signature image is large: it still travels as the spec says (a GET field), the server caps the size.
  saveHandSign: defineEndpoint({ method: 'GET', path: 'contract/saveHandSign/{id}', request: z.object({ signImage: z.string().min(1).max(200_000) }), ...auth }),
  checkIn: defineEndpoint({ method: 'GET', path: 'contract/check-in/{id}', ...auth }),
  lockByContract: defineEndpoint({ method: 'GET', path: 'intelligent/locks/getLockByContract', request: z.object({ contractId }), ...auth }),
  htmlContract: defineEndpoint({
    method: 'POST',
    path: 'contract/html-contract/{id}',
    request: z.object({ showSign: z.boolean().optional() }),
    ...auth,
  }),
  banding: defineEndpoint({ method: 'POST', path: 'contract/banding/{id}', ...auth }),
  memberInfo: defineEndpoint({ method: 'POST', path: 'contract/users/member-info', request: openFields(), ...auth }),
  preCreate: defineEndpoint({
    method: 'POST',
    path: 'contract/pre/{id}',
    request: ContractExtrasSchema.pick({ company: true, email: true, occupation: true, onlineContractStatus: true }),
    ...auth,
  }),
  modifyShroffAccount: defineEndpoint({ method: 'POST', path: 'contract/modify-shroff-acc/{id}', request: openFields(), ...auth }),
  checkoutApply: defineEndpoint({
    method: 'POST',
    prefix: '/tenant-service',
    path: 'checkout/v1',
    request: CheckoutApplySchema,
    ...auth,
  }),
  checkoutList: defineEndpoint({
    method: 'GET',
    prefix: '/tenant-service',
    path: 'checkout/v1/list',
    request: z.object({
      pageNum: queryNumber().int().default(CHECKOUT_LIST_PAGE_NUM),
      pageSize: queryNumber().int().default(CHECKOUT_LIST_PAGE_SIZE),
      contractId,
    }),
    ...auth,
  }),
  checkoutDetail: defineEndpoint({ method: 'GET', prefix: '/tenant-service', path: 'checkout/v1/list/{id}', ...auth }),
  checkoutClose: defineEndpoint({ method: 'POST', prefix: '/tenant-service', path: 'checkout/v1/close/{id}', ...auth }),
  undoneCheckout: defineEndpoint({
    method: 'GET',
    prefix: '/tenant-service',
    path: 'checkout/v1/getUndoneCheckoutApplyByContractId/{id}',
    ...auth,
  }),
  insuranceQualify: defineEndpoint({ method: 'GET', path: 'insurance/qualify', request: z.object({ contractId }), ...auth }),
  insuranceRisk: defineEndpoint({ method: 'POST', path: 'insurance/risk', request: z.object({ contractId }), ...auth }),
  insuranceAlipayOrder: defineEndpoint({ method: 'GET', path: 'insurance/createAlipayOrderStr/{id}', ...auth }),
  insuranceAlipayOrderNew: defineEndpoint({ method: 'GET', path: 'insurance/createAlipayOrderStrNew/{id}', ...auth }),
  insurancePreviewCode: defineEndpoint({ method: 'GET', path: 'insurance/getPreviewCode', request: z.object({ contractId }), ...auth }),
};
