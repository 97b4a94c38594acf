import { z } from 'zod';
import { textField } from '../validation/text';

/**
 * Talent housing (issue 15: 人才公寓, as a city's programme is run by an operator for the local government). Who
 * qualifies, the application form with its Chinese messages, and the statuses of an application with the moves
 * between them live here once: the form checks them before sending and the server refuses anything else.
 */

export const TALENT_DEGREES = ['college', 'bachelor', 'master', 'doctor'] as const;
export const TalentDegreeSchema = z.enum(TALENT_DEGREES);
export type TalentDegree = z.infer<typeof TalentDegreeSchema>;
export const TALENT_DEGREE_TEXT: Readonly<Record<TalentDegree, string>> = { college: '大专', bachelor: '本科', master: '硕士研究生', doctor: '博士研究生' };

/** The city's talent level as its human-resources bureau certified it (none: not certified). */
export const TALENT_LEVELS = ['none', 'youth', 'senior', 'leading'] as const;
export const TalentLevelSchema = z.enum(TALENT_LEVELS);
export type TalentLevel = z.infer<typeof TalentLevelSchema>;
export const TALENT_LEVEL_TEXT: Readonly<Record<TalentLevel, string>> = { none: '暂无人才认定', youth: '青年人才', senior: '高层次人才', leading: '领军人才' };

/** What a programme asks of an applicant, from its published rules. */
export const TalentRulesSchema = z.looseObject({
  /** The lowest degree that qualifies on its own (a certified talent level qualifies with any degree). */
  minDegree: TalentDegreeSchema,
  /** Months of the city's social insurance paid without a break, up to the month of applying. */
  minInsuranceMonths: z.number().int().min(0).max(120),
  /** Levels that need no social-insurance months (a leading talent brought in from elsewhere). */
  insuranceExemptLevels: z.array(TalentLevelSchema).max(TALENT_LEVELS.length),
  /** Neither the applicant nor their spouse may own a home in the city. */
  noHomeInCity: z.boolean(),
  /** The rent paid, in percent of the project's market rent (70: 七折). */
  rentPercent: z.number().int().min(1).max(100),
  /** The longest stay, in months, renewals included. */
  maxStayMonths: z.number().int().min(1).max(120),
  maxHouseholdSize: z.number().int().min(1).max(10),
  /** How many projects one may queue for at once. */
  maxProjects: z.number().int().min(1).max(5),
});
export type TalentRules = z.infer<typeof TalentRulesSchema>;

/** The documents every application carries, one photo each: the degree certificate, the labour contract, the social insurance record. */
export const TALENT_DOCUMENTS = ['talent_degree', 'talent_contract', 'talent_insurance'] as const;
export type TalentDocumentKind = (typeof TALENT_DOCUMENTS)[number];
export const TALENT_DOCUMENT_TEXT: Readonly<Record<TalentDocumentKind, { title: string; hint: string; missing: string }>> = {
  talent_degree: { title: '学历（学位）证书', hint: '最高学历证书原件照片，文字清晰', missing: '请上传学历（学位）证书' },
  talent_contract: { title: '劳动合同', hint: '与现单位签订的劳动合同首页及签字页', missing: '请上传劳动合同' },
  talent_insurance: { title: '社保缴纳记录', hint: '本市社保缴纳明细，可在社保App中截图', missing: '请上传社保缴纳记录' },
};

export const TALENT_PROJECTS_MAX = 5;
export const TALENT_EMPLOYER_MAX = 50;

export const talentMessages = {
  employer: '请填写工作单位',
  employerLong: `工作单位不能超过${TALENT_EMPLOYER_MAX}字`,
  employerEmoji: '工作单位不能包含表情符号',
  degree: '请选择学历',
  level: '请选择人才类别',
  insuranceMonths: '请填写社保连续缴纳月数（0-120）',
  projects: '请选择意向项目',
  projectsMany: (max: number) => `最多选择${max}个意向项目`,
  household: (max: number) => `请选择入住人数（1-${max}人）`,
  noHome: '请确认本人及配偶在本市无自有住房',
  degreeLow: (min: TalentDegree) => `需${TALENT_DEGREE_TEXT[min]}及以上学历或经认定的人才`,
  insuranceShort: (months: number) => `需在本市连续缴纳社保满${months}个月`,
  notVerified: '请先完成实名认证',
  busy: '材料还在上传，请稍候',
  failed: '有材料上传失败，请重新上传',
  live: '您已有进行中的申请，请勿重复提交',
} as const;

const EmployerSchema = textField({
  min: { length: 1, message: talentMessages.employer },
  max: { length: TALENT_EMPLOYER_MAX, message: talentMessages.employerLong },
  emoji: talentMessages.employerEmoji,
});
const ProjectIdsSchema = z
  .array(z.string().max(32).regex(/^[A-Za-z0-9_-]{1,32}$/))
  .min(1, talentMessages.projects)
  .max(TALENT_PROJECTS_MAX, talentMessages.projectsMany(TALENT_PROJECTS_MAX));
const HouseholdSchema = z.number().int().min(1, talentMessages.household(10)).max(10, talentMessages.household(10));
const NoHomeSchema = z.boolean().refine((value) => value, talentMessages.noHome);
const MonthsSchema = z.number().int().min(0, talentMessages.insuranceMonths).max(120, talentMessages.insuranceMonths);

/** The application form as typed: nothing chosen yet is '', the months arrive as the input's text. */
export const TalentApplicationFormSchema = z.object({
  employer: EmployerSchema,
  degree: z.union([TalentDegreeSchema, z.literal('')]).refine((value) => value !== '', talentMessages.degree).transform((value) => value as TalentDegree),
  talentLevel: z.union([TalentLevelSchema, z.literal('')]).refine((value) => value !== '', talentMessages.level).transform((value) => value as TalentLevel),
  insuranceMonths: z.string().max(3, talentMessages.insuranceMonths).regex(/^\d{1,3}$/, talentMessages.insuranceMonths).transform(Number).pipe(MonthsSchema),
  projectIds: ProjectIdsSchema,
  householdSize: HouseholdSchema,
  noHomeInCity: NoHomeSchema,
});
export type TalentApplicationFormInput = z.input<typeof TalentApplicationFormSchema>;
export type TalentApplicationForm = z.output<typeof TalentApplicationFormSchema>;

const uploadId = z.string().max(64).regex(/^[A-Za-z0-9_-]{16,64}$/);

/** What the app sends: the checked form, the uploaded documents (one per kind) and the request key of this sending. */
export const TalentApplicationRequestSchema = z.object({
  employer: EmployerSchema,
  degree: TalentDegreeSchema,
  talentLevel: TalentLevelSchema,
  insuranceMonths: MonthsSchema,
  projectIds: ProjectIdsSchema,
  householdSize: HouseholdSchema,
  noHomeInCity: NoHomeSchema,
  documents: z.object({ talent_degree: uploadId, talent_contract: uploadId, talent_insurance: uploadId }),
  requestKey: z.string().max(64).regex(/^[A-Za-z0-9_-]{8,64}$/),
});
export type TalentApplicationRequest = z.infer<typeof TalentApplicationRequestSchema>;

/** The documents still missing, in the programme's order, each with its message. */
export function missingTalentDocuments(uploaded: Partial<Record<TalentDocumentKind, string | null>>): string[] {
  return TALENT_DOCUMENTS.filter((kind) => !uploaded[kind]).map((kind) => TALENT_DOCUMENT_TEXT[kind].missing);
}

/**
 * Why an applicant does not qualify under a programme's rules (empty: qualifies). The same rule on the form and on
 * the server: a degree from `minDegree` up or a certified level; the social-insurance months unless the level is
 * exempt; no home in the city; a household that fits; no more projects than allowed.
 */
export function talentEligibilityProblems(
  form: Pick<TalentApplicationForm, 'degree' | 'talentLevel' | 'insuranceMonths' | 'noHomeInCity' | 'householdSize'> & { projectIds: readonly string[] },
  rules: TalentRules,
): string[] {
  const problems: string[] = [];
  const degreeOk = TALENT_DEGREES.indexOf(form.degree) >= TALENT_DEGREES.indexOf(rules.minDegree) || form.talentLevel !== 'none';
  if (!degreeOk) problems.push(talentMessages.degreeLow(rules.minDegree));
  if (!rules.insuranceExemptLevels.includes(form.talentLevel) && form.insuranceMonths < rules.minInsuranceMonths) problems.push(talentMessages.insuranceShort(rules.minInsuranceMonths));
  if (rules.noHomeInCity && !form.noHomeInCity) problems.push(talentMessages.noHome);
  if (form.householdSize > rules.maxHouseholdSize) problems.push(talentMessages.household(rules.maxHouseholdSize));
  if (form.projectIds.length > rules.maxProjects) problems.push(talentMessages.projectsMany(rules.maxProjects));
  return problems;
}

/** The rent after the programme's discount, in fen (rounded to the yuan, as the programme publishes it). */
export function talentRentFen(marketRentFen: number, rentPercent: number): number {
  return Math.round((marketRentFen * rentPercent) / 100 / 100) * 100;
}

export const TalentApplicationStatusSchema = z.enum(['reviewing', 'rejected', 'queued', 'offered', 'moved_in', 'withdrawn']);
export type TalentApplicationStatus = z.infer<typeof TalentApplicationStatusSchema>;

export const TALENT_STATUS_TEXT: Readonly<Record<TalentApplicationStatus, string>> = {
  reviewing: '待审核',
  rejected: '审核不通过',
  queued: '排队中',
  offered: '已配房',
  moved_in: '已入住',
  withdrawn: '已撤回',
};

/**
 * Every move an application may make: the operator approves it into the queue, rejects it with a reason, offers a
 * house to the head of a queue and records the move-in; the tenant withdraws it while it is live. A rejected
 * application is changed and sent again as a new one.
 */
const MOVES: Readonly<Record<TalentApplicationStatus, readonly TalentApplicationStatus[]>> = {
  reviewing: ['queued', 'rejected', 'withdrawn'],
  queued: ['offered', 'withdrawn'],
  offered: ['moved_in', 'withdrawn'],
  rejected: [],
  moved_in: [],
  withdrawn: [],
};

export function talentTransition(from: TalentApplicationStatus, to: TalentApplicationStatus): boolean {
  return MOVES[from].includes(to);
}

/** Live: still on its way (a tenant has at most one). */
export function isLiveTalentApplication(status: TalentApplicationStatus): boolean {
  return status === 'reviewing' || status === 'queued' || status === 'offered';
}

export function canWithdrawTalentApplication(status: TalentApplicationStatus): boolean {
  return talentTransition(status, 'withdrawn');
}

/** The operator's moves the dev flag plays. */
export const TalentOperatorMoveSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('approve') }),
  z.object({ action: z.literal('reject'), reason: z.string().trim().min(1).max(200) }),
  z.object({ action: z.literal('offer'), projectId: z.string().max(32).optional() }),
  z.object({ action: z.literal('move_in') }),
]);
export type TalentOperatorMove = z.infer<typeof TalentOperatorMoveSchema>;

export const TALENT_OPERATOR_TARGET: Readonly<Record<TalentOperatorMove['action'], TalentApplicationStatus>> = {
  approve: 'queued',
  reject: 'rejected',
  offer: 'offered',
  move_in: 'moved_in',
};
