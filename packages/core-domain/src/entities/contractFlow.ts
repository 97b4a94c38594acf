import { z } from 'zod';
import { ContractStatusSchema } from '../rules/contract';
import { LegalNameSchema, idTypeOfNumType } from '../rules/identity';
import { idNumberProblem, normalizeIdNumber } from '../validation/idNumbers';
import { EntityIdSchema, PhoneSchema, YuanAmountSchema } from './common';
import { ContractHouseSchema, FirstPaymentSchema } from './contract';

// The answers of section 7's contract calls whose shape the spec leaves out (issue 38): the convention, the
// co-occupants, the contracts with money owed, the signing result, the flow QR code.

const idText = EntityIdSchema.transform(String);

/** html-convention/model: the 居住公约 of the contract's store, as plain paragraphs (an operator's HTML only after the sanitiser). */
export const ContractConventionSchema = z.looseObject({
  contractId: idText,
  title: z.string(),
  paragraphs: z.array(z.string().max(2_000)).max(200),
  html: z.string().nullish(),
});
export type ContractConvention = z.infer<typeof ContractConventionSchema>;

/** How a co-occupant (同住人) is related to the tenant. */
export const MEMBER_RELATIONS = ['配偶', '子女', '父母', '亲属', '朋友', '同事', '其他'] as const;
export const MemberRelationSchema = z.enum(MEMBER_RELATIONS, { error: '请选择与承租人的关系' });
export type MemberRelation = z.infer<typeof MemberRelationSchema>;
/** A room holds the tenant and at most this many co-occupants. */
export const CONTRACT_MEMBERS_MAX = 4;

/** A co-occupant as users/user-info answers: name, phone and ID masked (spec section 5). */
export const ContractMemberSchema = z.looseObject({
  id: idText,
  nameMasked: z.string(),
  phoneMasked: z.string(),
  idNumType: z.number().int(),
  idNumMasked: z.string(),
  relation: z.string(),
});
export type ContractMember = z.infer<typeof ContractMemberSchema>;

/**
 * users/member-info: add a co-occupant, or with `memberId` replace one (the tenant types the person again: the
 * answers are masked), or with `remove` take one off. The ID number by the shared ID rule; the server checks the
 * birth date against its own clock.
 */
export function memberFormOn(today: string) {
  return z
    .object({
      contractId: EntityIdSchema.transform(String),
      memberId: EntityIdSchema.transform(String).optional(),
      remove: z.boolean().optional(),
      name: LegalNameSchema.optional(),
      phone: PhoneSchema.optional(),
      idNumType: z.number().int().optional(),
      idNum: z.string().max(64, '证件号码不正确').overwrite(normalizeIdNumber).optional(),
      relation: MemberRelationSchema.optional(),
    })
    .superRefine((form, context) => {
      if (form.remove === true) {
        if (form.memberId === undefined) context.addIssue({ code: 'custom', path: ['memberId'], message: '请选择要删除的同住人' });
        return;
      }
      if (form.name === undefined) context.addIssue({ code: 'custom', path: ['name'], message: '请填写同住人姓名' });
      if (form.phone === undefined) context.addIssue({ code: 'custom', path: ['phone'], message: '请输入正确的手机号' });
      if (form.relation === undefined) context.addIssue({ code: 'custom', path: ['relation'], message: '请选择与承租人的关系' });
      const idType = idTypeOfNumType(form.idNumType ?? 1);
      if (idType === null) {
        context.addIssue({ code: 'custom', path: ['idNumType'], message: '请选择证件类型' });
        return;
      }
      const problem = idNumberProblem(idType, form.idNum ?? '', today);
      if (problem !== null) context.addIssue({ code: 'custom', path: ['idNum'], message: problem });
    });
}
/** The request as the catalogue checks it (any birth date up to the far future; the server checks it against today). */
export const ContractMemberRequestSchema = memberFormOn('2999-12-31');
export type ContractMemberRequest = z.input<typeof ContractMemberRequestSchema>;


/** payment/user/contract: a contract of the caller with bills to pay now, and how much. */
export const PaymentContractSchema = z.looseObject({
  contractId: idText,
  contractNo: z.string(),
  houseTitle: z.string(),
  unpaidCount: z.number().int().nonnegative(),
  unpaidAmount: YuanAmountSchema,
});
export type PaymentContract = z.infer<typeof PaymentContractSchema>;

/** contract-success: what the signed contract is and what comes next. */
export const ContractSuccessSchema = z.looseObject({
  contractId: idText,
  contractNo: z.string(),
  status: ContractStatusSchema,
  statusText: z.string(),
  house: ContractHouseSchema,
  startDate: z.string(),
  endDate: z.string(),
  paymentCycleText: z.string(),
  rent: YuanAmountSchema,
  signedAt: z.string().nullish(),
  firstPayment: FirstPaymentSchema.nullish(),
  pdfUrl: z.string().nullish(),
  nextSteps: z.array(z.string()).max(20),
});
export type ContractSuccess = z.infer<typeof ContractSuccessSchema>;

/** qrcode's flowType: the step of the lease the housekeeper scans the tenant's code for. */
export const ContractFlowTypeSchema = z.union([z.literal(1), z.literal(2)]);
export type ContractFlowType = z.infer<typeof ContractFlowTypeSchema>;
export const CONTRACT_FLOW_TYPE = { checkIn: 1, checkOut: 2 } as const;
export const contractFlowTypeText: Readonly<Record<ContractFlowType, string>> = { 1: '入住码', 2: '退房码' };

/** qrcode: the code of one flow of the contract, its picture (an SVG data URL) and when it stops working. */
export const ContractQrCodeSchema = z.looseObject({
  contractId: idText,
  flowType: z.number().int(),
  code: z.string().min(1).max(200),
  image: z.string().regex(/^data:image\/(svg\+xml|png);base64,[A-Za-z0-9+/]+={0,2}$/).max(200_000),
  expiresAt: z.string(),
});
export type ContractQrCode = z.infer<typeof ContractQrCodeSchema>;
