import { z } from 'zod';
import type { IdType } from '../entities/house';
import { idNumberProblem, normalizeIdNumber } from '../validation/idNumbers';
import { textField } from '../validation/text';

/**
 * Real-name identity and company authentication (pages/user): the form rules the app and the server share.
 *
 * The spec's real-name call carries `idNumType` as a number; the app's ID types are person info's. The numbers are
 * the common ones of Chinese rental backends: 1 居民身份证, 2 护照, 3 港澳居民来往内地通行证, 4 台湾居民来往大陆通行证.
 */
export const ID_NUM_TYPES = [
  { idNumType: 1, idType: 'id_card', label: '居民身份证' },
  { idNumType: 2, idType: 'passport', label: '护照' },
  { idNumType: 3, idType: 'hk_macau_permit', label: '港澳居民来往内地通行证' },
  { idNumType: 4, idType: 'taiwan_permit', label: '台湾居民来往大陆通行证' },
] as const satisfies readonly { idNumType: number; idType: IdType; label: string }[];

export type IdNumType = (typeof ID_NUM_TYPES)[number]['idNumType'];

export function idTypeOfNumType(idNumType: number): IdType | null {
  return ID_NUM_TYPES.find((entry) => entry.idNumType === idNumType)?.idType ?? null;
}

/** Letters of a name on an ID: Chinese, Latin, the middle dots of transcribed names, spaces. */
const LEGAL_NAME = /^[\p{Script=Han}A-Za-z·•.\s]+$/u;

export const LegalNameSchema = textField({
  min: { length: 2, message: '请填写证件上的真实姓名' },
  max: { length: 30, message: '姓名最多30个字' },
  emoji: '姓名不能包含表情符号',
  pattern: { regex: LEGAL_NAME, message: '姓名只能包含中文、英文字母和间隔号' },
  invisible: '姓名含有无法显示的字符',
});

/**
 * The real-name form (user_authentication) on a given China date (an ID card's holder is born by then): the ID type,
 * the number by the shared ID rule (GB 11643 for the mainland card), the name. The number comes out normalised.
 */
export function realNameFormOn(today: string) {
  return z
    .object({
      idNumType: z.number().int(),
      idNum: z.string().max(64, '证件号码不正确').overwrite(normalizeIdNumber),
      name: LegalNameSchema,
    })
    .superRefine((form, context) => {
      const idType = idTypeOfNumType(form.idNumType);
      if (idType === null) {
        context.addIssue({ code: 'custom', path: ['idNumType'], message: '请选择证件类型' });
        return;
      }
      const problem = idNumberProblem(idType, form.idNum, today);
      if (problem !== null) context.addIssue({ code: 'custom', path: ['idNum'], message: problem });
    });
}
export type RealNameForm = z.input<ReturnType<typeof realNameFormOn>>;

// GB 32100-2015 统一社会信用代码: 18 characters of this alphabet (no I, O, S, V, Z), the last a check character.
const CREDIT_CODE_ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_CODE_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** Upper case, no spaces or dashes: how a credit code is checked, sent and stored. */
export function normalizeCreditCode(value: string): string {
  return value.replace(/[\s-]+/g, '').toUpperCase();
}

/** Whether a normalised code is a unified social credit code with its GB 32100 check character. */
export function isValidCreditCode(code: string): boolean {
  if (code.length !== 18) return false;
  const values = [...code].map((char) => CREDIT_CODE_ALPHABET.indexOf(char));
  if (values.some((value) => value < 0)) return false;
  const sum = CREDIT_CODE_WEIGHTS.reduce((total, weight, index) => total + weight * (values[index] ?? 0), 0);
  const check = (31 - (sum % 31)) % 31;
  return values[17] === check;
}

export const CREDIT_CODE_MESSAGE = '请输入正确的18位统一社会信用代码';

export const CreditCodeSchema = z
  .string()
  .max(64, CREDIT_CODE_MESSAGE)
  .overwrite(normalizeCreditCode)
  .refine((code) => code !== '', '请填写统一社会信用代码')
  .refine((code) => code === '' || isValidCreditCode(code), CREDIT_CODE_MESSAGE);

/** The company authentication form (company_authentication): the licence's details and its photo. */
export const CompanyAuthFormSchema = z.object({
  companyName: textField({
    min: { length: 2, message: '请填写营业执照上的企业名称' },
    max: { length: 60, message: '企业名称最多60个字' },
    emoji: '企业名称不能包含表情符号',
    invisible: '企业名称含有无法显示的字符',
  }),
  creditCode: CreditCodeSchema,
  legalPerson: LegalNameSchema,
  licencePhotoId: z.string().max(64).regex(/^[A-Za-z0-9_-]{16,64}$/, '请上传营业执照照片'),
});
export type CompanyAuthForm = z.input<typeof CompanyAuthFormSchema>;
