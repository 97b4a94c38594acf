import { z } from 'zod';
import { CompanyAuthFormSchema, NumericCodeSchema, RealNameSchema, SaveDialogRequestSchema, SubsidyDialogSchema, UserInfoSchema, UserSchema } from '@aster/core-domain';
import { NoContentSchema, defineEndpoint, queryNumber, inCatalogueFeature } from './define';


/**
 * Real-name state of the tenant (or of their company). Authenticated means truth=1 and authBinding=1 (spec
 * section 4); name and ID number, when sent at all, arrive masked by the server.
 */
export const RealNameStatusSchema = z.looseObject({
  truth: NumericCodeSchema.optional(),
  authBinding: NumericCodeSchema.optional(),
  name: z.string().nullish(),
  idNum: z.string().nullish(),
});
export type RealNameStatus = z.infer<typeof RealNameStatusSchema>;

/**
 * The tenant's real name as the current brand company's merchant account holds it (sua-merchants: the company of the
 * companyId header). `held`: the merchant has one; `matchesUser`: it is the tenant's own verified identity (then truth
 * and authBinding are 1). Name and ID number masked, as always.
 */
export const MerchantRealNameSchema = RealNameStatusSchema.extend({
  companyId: z.string().max(20),
  held: z.boolean(),
  matchesUser: z.boolean(),
  idNumType: z.number().int().nullish(),
});
export type MerchantRealName = z.infer<typeof MerchantRealNameSchema>;

/** sua-merchants' `type`: 1, the tenant's (personal) real name, the only one the app asks for. */
export const MERCHANT_REAL_NAME_TYPE = 1;

/** Start of an Alipay face scan: the id to confirm with, and the certification page to open. */
export const FaceVerifyInitSchema = z.looseObject({
  verifyId: z.string().min(1),
  certifyUrl: z.string().nullish(),
});
export type FaceVerifyInit = z.infer<typeof FaceVerifyInitSchema>;

export const FaceVerifyResultSchema = z.looseObject({ passed: z.boolean() });
export type FaceVerifyResult = z.infer<typeof FaceVerifyResultSchema>;

/**
 * A company authentication (company_authentication): the licence's company, its credit code and legal person as
 * shown (code and name masked), the caller's role (the owner who authenticated it, or a colleague who joined through
 * the share link) and, for the owner, the share code of that link.
 */
export const CompanyAuthSchema = z.looseObject({
  id: z.number().int(),
  companyName: z.string(),
  creditCode: z.string(),
  legalPerson: z.string(),
  status: z.enum(['approved', 'cancelled']),
  role: z.enum(['owner', 'member']),
  shareCode: z.string().nullable(),
  createdAt: z.number(),
});
export type CompanyAuth = z.infer<typeof CompanyAuthSchema>;

/** Real-name (and company) verification: ID type 1 (the mainland ID card) unless the tenant picks another. */
export const RealNameRequestSchema = RealNameSchema.extend({ idNumType: z.number().int().default(1) });

export const userEndpoints = {
  /** The "refresh user" call: its answer is the session's user. */
  userInfo: defineEndpoint({ method: 'GET', prefix: '/common/v1', path: 'user-setting/user-info', response: UserSchema, needsAuth: true }),
  updateUserInfo: defineEndpoint({
    method: 'POST',
    prefix: '/common/v1',
    path: 'user-setting/user-info',
    request: UserInfoSchema,
    response: NoContentSchema,
    needsAuth: true,
  }),
  // ID numbers go in POST bodies only: never in a URL.
  realName: defineEndpoint({
    method: 'POST',
    prefix: '/common/v1',
    path: 'user-setting/real-name',
    request: RealNameRequestSchema,
    response: RealNameStatusSchema,
    needsAuth: true,
  }),
  /**
   * Real-name verification in a brand company (user_authentication there): the identity checked as user-setting/real-name
   * does (or, once verified, it must be the verified one) and registered with the company's merchant account.
   */
  merchantRealName: defineEndpoint({
    method: 'POST',
    path: 'sua-merchants/real-name',
    request: RealNameRequestSchema,
    response: MerchantRealNameSchema,
    needsAuth: true,
  }),
  userSelfRealName: defineEndpoint({
    method: 'GET',
    path: 'sua-merchants/user-self-real-name',
    request: z.object({ type: queryNumber().int().default(1) }),
    response: RealNameStatusSchema,
    needsAuth: true,
  }),
  /** The real name the current brand company's merchant holds for the tenant (user_authentication in a brand). */
  companySelfRealName: defineEndpoint({
    method: 'GET',
    path: 'sua-merchants/company-self-real-name',
    request: z.object({ type: queryNumber().int().default(MERCHANT_REAL_NAME_TYPE) }),
    response: MerchantRealNameSchema,
    needsAuth: true,
  }),
  /** Replaces what the merchant holds with the tenant's own verified identity (none held, or another one). */
  replaceRealName: defineEndpoint({
    method: 'POST',
    path: 'sua-merchants/replace-real-name/1',
    response: MerchantRealNameSchema,
    needsAuth: true,
  }),
  faceVerifyInit: defineEndpoint({
    method: 'POST',
    prefix: '/third-party-sdk',
    path: 'v1/alipay/face-verify/init',
    request: RealNameSchema.pick({ idNum: true, name: true }),
    response: FaceVerifyInitSchema,
    needsAuth: true,
  }),
  faceVerifyConfirm: defineEndpoint({
    method: 'POST',
    prefix: '/third-party-sdk',
    path: 'v1/alipay/face-verify/confirm',
    request: z.object({ verifyId: z.string().min(1).max(128) }),
    response: FaceVerifyResultSchema,
    needsAuth: true,
  }),
  /**
   * Company (enterprise) authentication. Submit: the licence's details (core-domain's CompanyAuthFormSchema: the
   * credit code by GB 32100) and its photo; user-bizAuth-url: the caller's current one, or null; user-bizInfo/{id}: one
   * of the caller's own; get-user-bizAuth-url/{code}: a colleague joins through the share link's code; cancel: the
   * caller's own ends.
   */
  bizInfoSubmit: defineEndpoint({
    method: 'POST',
    prefix: '/common/v1',
    path: 'user-setting/user-bizInfo-submit',
    request: CompanyAuthFormSchema,
    response: CompanyAuthSchema,
    needsAuth: true,
  }),
  bizAuthCancel: defineEndpoint({ method: 'POST', prefix: '/common/v1', path: 'user-setting/user-bizAuth-cancel', response: NoContentSchema, needsAuth: true }),
  bizAuthUrl: defineEndpoint({ method: 'GET', prefix: '/common/v1', path: 'user-setting/user-bizAuth-url', response: CompanyAuthSchema.nullable(), needsAuth: true }),
  bizInfo: defineEndpoint({ method: 'GET', prefix: '/common/v1', path: 'user-setting/user-bizInfo/{id}', response: CompanyAuthSchema, needsAuth: true }),
  bizAuthUrlFor: defineEndpoint({ method: 'POST', prefix: '/common/v1', path: 'user-setting/get-user-bizAuth-url/{id}', response: CompanyAuthSchema, needsAuth: true }),
  /** The rent-subsidy dialog 我的 shows a tenant who has not applied (talent housing: SubsidyDialogSchema). */
  subsidyDialogSetting: defineEndpoint({ method: 'GET', path: 'dialog/getSubsidy/setting', response: SubsidyDialogSchema, needsAuth: true }),
  /** The tenant's answer to a dialog, so a closed one waits DIALOG_CLOSED_DAYS and a declined one never returns. */
  saveDialog: defineEndpoint({ method: 'POST', path: 'dialog/save', request: SaveDialogRequestSchema, response: NoContentSchema, needsAuth: true }),
};

// The catalogue feature of each endpoint (catalogue/index.ts), for the client's extension check.
inCatalogueFeature('user', userEndpoints);
