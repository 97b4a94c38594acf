import { z } from 'zod';
import {
  CHECKOUT_LIST_PAGE_NUM,
  CHECKOUT_LIST_PAGE_SIZE,
  CheckoutApplicationSchema,
  CheckoutApplySchema,
  ContractCertCheckSchema,
  ContractChangeRecordSchema,
  ContractCountsSchema,
  ContractDetailSchema,
  ContractExtrasSchema,
  CommitmentBookSchema,
  ContractPrefillSchema,
  InsurancePolicySchema,
  InsuranceQualifySchema,
  InsuranceRiskRequestSchema,
  PayOrderSchema,
  ContractSignResultSchema,
  ContractStatusSchema,
  ContractSummarySchema,
  ContractTextSchema,
  DateTextSchema,
  EntityIdSchema,
  RefundAccountFormSchema,
  RefundAccountSchema,
  RefundPreviewSchema,
  RenewalApplicationSchema,
  RenewalApplySchema,
  RoomItemSchema,
  SignImageSchema,
  CONTRACT_MEMBERS_MAX,
  ContractConventionSchema,
  ContractFlowTypeSchema,
  ContractMemberRequestSchema,
  ContractMemberSchema,
  ContractQrCodeSchema,
  ContractSuccessSchema,
  HandoverSchema,
  PaymentContractSchema,
} from '@aster/core-domain';
import { LockDetailSchema } from './device';
import { defineEndpoint, queryNumber, inCatalogueFeature } from './define';
import { ContractPhoneCheckSchema } from './lease';

// Contracts, signing and checkout answer core-domain's contract schemas (entities/contract.ts and, for the calls
// whose shape the spec leaves out, entities/contractFlow.ts).

const contractId = EntityIdSchema;
const auth = { needsAuth: true } as const;

export const contractEndpoints = {
  /**
   * The caller's contracts, newest first, then those the manager made for their phone and nobody has bound yet
   * (`bound: false`, to bind with contract/banding); `status` keeps one tab's.
   */
  list: defineEndpoint({
    method: 'GET',
    path: 'contract/list',
    request: z.object({ status: ContractStatusSchema.optional() }),
    response: z.array(ContractSummarySchema),
    ...auth,
  }),
  onlineRecords: defineEndpoint({ method: 'GET', path: 'contract/online-records/{id}', response: z.array(ContractChangeRecordSchema), ...auth }),
  detail: defineEndpoint({ method: 'GET', path: 'contract/{id}', response: ContractDetailSchema, ...auth }),
  checkContractPhone: defineEndpoint({ method: 'GET', path: 'contract/check-contract-phone/{id}', response: ContractPhoneCheckSchema, ...auth }),
  roomItems: defineEndpoint({ method: 'GET', path: 'contract/{id}/room-items', response: z.array(RoomItemSchema), ...auth }),
  /** The 居住公约 of the contract's store: read beside the contract text before signing. */
  conventionModel: defineEndpoint({ method: 'GET', path: 'contract/html-convention/model/{id}', response: ContractConventionSchema, ...auth }),
  /** The contract's co-occupants (同住人), masked. */
  usersInfo: defineEndpoint({
    method: 'GET',
    path: 'contract/users/user-info',
    request: z.object({ contractId }),
    response: z.array(ContractMemberSchema).max(CONTRACT_MEMBERS_MAX),
    ...auth,
  }),
  /** The caller's contracts with bills to pay now (bill_list's contract choice). */
  paymentContracts: defineEndpoint({ method: 'GET', path: 'payment/user/contract', response: z.array(PaymentContractSchema).max(100), ...auth }),
  count: defineEndpoint({ method: 'GET', path: 'contract/contract-count', response: ContractCountsSchema, ...auth }),
  /** The real name on file must be the contract's tenant (auth_error otherwise). */
  checkCert: defineEndpoint({ method: 'GET', path: 'contract/check-contract-cret/{id}', response: ContractCertCheckSchema, ...auth }),
  /** The breakdown for leaving on `checkoutDate` (default: the open checkout application's date, else today). */
  refundPreview: defineEndpoint({
    method: 'GET',
    path: 'contract/refund-preview/{id}',
    request: z.object({ checkoutDate: DateTextSchema.optional() }),
    response: RefundPreviewSchema,
    ...auth,
  }),
  /** `sign` is the preview's own `sign`: the tenant settles the numbers they were shown. */
  refundSign: defineEndpoint({
    method: 'GET',
    path: 'contract/refund-sign/{id}',
    request: z.object({ sign: z.string().min(1).max(512) }),
    response: CheckoutApplicationSchema,
    ...auth,
  }),
  /** What contract_success shows: the signed contract, its first payment and the next steps. */
  success: defineEndpoint({ method: 'GET', path: 'contract/contract-success/{id}', response: ContractSuccessSchema, ...auth }),
  /** The tenant's code of a flow of the contract (flowType 1: 入住码 the housekeeper scans at the handover). */
  qrcode: defineEndpoint({
    method: 'GET',
    path: 'contract/qrcode/{id}',
    request: z.object({ flowType: queryNumber().int().pipe(ContractFlowTypeSchema) }),
    response: ContractQrCodeSchema,
    ...auth,
  }),
  // The spec lists saveHandSign with the GETs, but a signature (a PNG data URL of tens of KB) cannot travel in a URL:
  // Node refuses request headers over 16 KB. It goes in a POST body, under the body limit.
  saveHandSign: defineEndpoint({
    method: 'POST',
    path: 'contract/saveHandSign/{id}',
    request: z.object({ signImage: SignImageSchema }),
    response: ContractSignResultSchema,
    ...auth,
  }),
  /** The check-in (办理入住) of the contract: the handover the manager recorded, which the tenant confirms line by line; null until then. */
  checkIn: defineEndpoint({ method: 'GET', path: 'contract/check-in/{id}', response: HandoverSchema.nullable(), ...auth }),
  /** The smart lock of the contract's room, if the caller may open it (contract_detail's 门锁); null otherwise. */
  lockByContract: defineEndpoint({
    method: 'GET',
    path: 'intelligent/locks/getLockByContract',
    request: z.object({ contractId }),
    response: LockDetailSchema.nullable(),
    ...auth,
  }),
  htmlContract: defineEndpoint({
    method: 'POST',
    path: 'contract/html-contract/{id}',
    request: z.object({ showSign: z.boolean().optional() }),
    response: ContractTextSchema,
    ...auth,
  }),
  /** Binds a contract the manager made for the caller's phone (contract_list's 待绑定). */
  banding: defineEndpoint({ method: 'POST', path: 'contract/banding/{id}', response: ContractSummarySchema, ...auth }),
  /** Add, replace or remove a co-occupant; answers the contract's co-occupants as user-info does. */
  memberInfo: defineEndpoint({
    method: 'POST',
    path: 'contract/users/member-info',
    request: ContractMemberRequestSchema,
    response: z.array(ContractMemberSchema).max(CONTRACT_MEMBERS_MAX),
    ...auth,
  }),
  preCreate: defineEndpoint({
    method: 'POST',
    path: 'contract/pre/{id}',
    // The form asks for email and occupation (ContractPrefillSchema); the API takes what it is given, checked by the same rules.
    request: ContractPrefillSchema.partial().extend({ onlineContractStatus: ContractExtrasSchema.shape.onlineContractStatus }),
    response: ContractDetailSchema,
    ...auth,
  }),
  /** The refund account of the contract (modify_contract_card): a card in the tenant's own name. */
  modifyShroffAccount: defineEndpoint({ method: 'POST', path: 'contract/modify-shroff-acc/{id}', request: RefundAccountFormSchema, response: RefundAccountSchema, ...auth }),
  checkoutApply: defineEndpoint({
    method: 'POST',
    prefix: '/tenant-service',
    path: 'checkout/v1',
    request: CheckoutApplySchema,
    response: CheckoutApplicationSchema,
    ...auth,
  }),
  /**
   * A page of the contract's checkout applications, newest first (the app asks for page 1 of 100: all of them);
   * without contractId, those of all the caller's contracts (myApply).
   */
  checkoutList: defineEndpoint({
    method: 'GET',
    prefix: '/tenant-service',
    path: 'checkout/v1/list',
    request: z.object({
      pageNum: queryNumber().int().min(1).max(10_000).default(CHECKOUT_LIST_PAGE_NUM),
      pageSize: queryNumber().int().min(1).max(CHECKOUT_LIST_PAGE_SIZE).default(CHECKOUT_LIST_PAGE_SIZE),
      contractId: contractId.optional(),
    }),
    response: z.array(CheckoutApplicationSchema),
    ...auth,
  }),
  checkoutDetail: defineEndpoint({ method: 'GET', prefix: '/tenant-service', path: 'checkout/v1/list/{id}', response: CheckoutApplicationSchema, ...auth }),
  checkoutClose: defineEndpoint({ method: 'POST', prefix: '/tenant-service', path: 'checkout/v1/close/{id}', response: CheckoutApplicationSchema, ...auth }),
  /** The contract's open application, or null. */
  undoneCheckout: defineEndpoint({
    method: 'GET',
    prefix: '/tenant-service',
    path: 'checkout/v1/getUndoneCheckoutApplyByContractId/{id}',
    response: CheckoutApplicationSchema.nullable(),
    ...auth,
  }),
  /**
   * The checkout agreement (退租协议) of the contract: its open or settled checkout's date and the breakdown, as plain
   * paragraphs; `signed` once settled. Ours: the spec names the pages, not this call.
   */
  checkoutAgreement: defineEndpoint({
    method: 'GET',
    prefix: '/tenant-service',
    path: 'checkout/v1/agreement/{id}',
    response: ContractTextSchema,
    ...auth,
    extension: 'the checkout agreement the tenant reads before refund-sign',
  }),
  // Renewal (applyRent, applyRentDetail, myApply): ours, beside checkout/v1 under tenant-service; the rule is
  // core-domain's rules/renewal.ts.
  renewalApply: defineEndpoint({
    method: 'POST',
    prefix: '/tenant-service',
    path: 'renewal/v1',
    request: RenewalApplySchema,
    response: RenewalApplicationSchema,
    ...auth,
    extension: 'contract renewal: apply to renew a lease ending soon',
  }),
  /** The caller's renewal requests, newest first; contractId keeps one lease's. */
  renewalList: defineEndpoint({
    method: 'GET',
    prefix: '/tenant-service',
    path: 'renewal/v1/list',
    request: z.object({ contractId: contractId.optional() }),
    response: z.array(RenewalApplicationSchema),
    ...auth,
    extension: 'contract renewal: my renewal applications',
  }),
  renewalDetail: defineEndpoint({ method: 'GET', prefix: '/tenant-service', path: 'renewal/v1/list/{id}', response: RenewalApplicationSchema, ...auth, extension: 'contract renewal: one application and its state' }),
  renewalClose: defineEndpoint({ method: 'POST', prefix: '/tenant-service', path: 'renewal/v1/close/{id}', response: RenewalApplicationSchema, ...auth, extension: 'contract renewal: withdraw an application' }),
  // Renter's insurance of a contract (a simulated insurer on the reference server): the plans and the policy, the risk
  // notice confirmed (buying, or again when the policy asks for it), the premium's order (paid with my.tradePay on
  // Alipay, through the pay module; `{id}` is the contract), and the code of the policy's preview.
  /** The commitment letter of a contract (commitment-book), and its handwritten signature (a PNG data URL, as saveHandSign). */
  commitmentBook: defineEndpoint({ method: 'GET', path: 'contract/commitment-book/{id}', response: CommitmentBookSchema, ...auth, extension: 'commitment-book: the commitment letter of a contract' }),
  signCommitmentBook: defineEndpoint({
    method: 'POST',
    path: 'contract/commitment-book/{id}/sign',
    request: z.object({ signImage: SignImageSchema }),
    response: CommitmentBookSchema,
    ...auth,
    extension: 'commitment-book: sign the commitment letter',
  }),
  insuranceQualify: defineEndpoint({ method: 'GET', path: 'insurance/qualify', request: z.object({ contractId }), response: InsuranceQualifySchema, ...auth }),
  insuranceRisk: defineEndpoint({ method: 'POST', path: 'insurance/risk', request: InsuranceRiskRequestSchema, response: InsurancePolicySchema, ...auth }),
  insuranceAlipayOrder: defineEndpoint({ method: 'GET', path: 'insurance/createAlipayOrderStr/{id}', response: PayOrderSchema, ...auth }),
  insuranceAlipayOrderNew: defineEndpoint({ method: 'GET', path: 'insurance/createAlipayOrderStrNew/{id}', response: PayOrderSchema, ...auth }),
  insurancePreviewCode: defineEndpoint({
    method: 'GET',
    path: 'insurance/getPreviewCode',
    request: z.object({ contractId }),
    response: z.looseObject({ previewCode: z.string(), policyNo: z.string() }),
    ...auth,
  }),
};

// The catalogue feature of each endpoint (catalogue/index.ts), for the client's extension check.
inCatalogueFeature('contract', contractEndpoints);
