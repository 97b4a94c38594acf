import {
  TalentApplicationFormSchema,
  TalentApplicationRequestSchema,
  canWithdrawTalentApplication,
  isLiveTalentApplication,
  missingTalentDocuments,
  talentEligibilityProblems,
  talentRentFen,
  talentTransition,
  type TalentRules,
} from './talent';

const RULES: TalentRules = { minDegree: 'bachelor', minInsuranceMonths: 6, insuranceExemptLevels: ['leading'], noHomeInCity: true, rentPercent: 70, maxStayMonths: 36, maxHouseholdSize: 3, maxProjects: 2 };
const QUALIFIED = { degree: 'bachelor', talentLevel: 'none', insuranceMonths: 6, noHomeInCity: true, householdSize: 1, projectIds: ['zj'] } as const;

describe('talent housing rules', () => {
  it('lets a bachelor with six months of social insurance and no home in the city qualify', () => {
    expect(talentEligibilityProblems(QUALIFIED, RULES)).toEqual([]);
  });

  it('says why an applicant does not qualify, in the programme words', () => {
    expect(talentEligibilityProblems({ ...QUALIFIED, degree: 'college', insuranceMonths: 5, householdSize: 4, projectIds: ['a', 'b', 'c'] }, RULES)).toEqual([
      '需本科及以上学历或经认定的人才',
      '需在本市连续缴纳社保满6个月',
      '请选择入住人数（1-3人）',
      '最多选择2个意向项目',
    ]);
  });

  it('takes a certified talent level instead of the degree, and exempts leading talents from the insurance months', () => {
    expect(talentEligibilityProblems({ ...QUALIFIED, degree: 'college', talentLevel: 'youth' }, RULES)).toEqual([]);
    expect(talentEligibilityProblems({ ...QUALIFIED, talentLevel: 'leading', insuranceMonths: 0 }, RULES)).toEqual([]);
    expect(talentEligibilityProblems({ ...QUALIFIED, talentLevel: 'senior', insuranceMonths: 0 }, RULES)).toEqual(['需在本市连续缴纳社保满6个月']);
  });

  it('checks the form as typed with the programme messages, keeping nothing half-read', () => {
    const typed = { employer: ' 上海张江科技有限公司 ', degree: '', talentLevel: 'none', insuranceMonths: '1a', projectIds: [], householdSize: 1, noHomeInCity: false };
    const result = TalentApplicationFormSchema.safeParse(typed);
    expect(result.success).toBe(false);
    const messages = Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));
    expect(messages).toEqual({ degree: '请选择学历', insuranceMonths: '请填写社保连续缴纳月数（0-120）', projectIds: '请选择意向项目', noHomeInCity: '请确认本人及配偶在本市无自有住房' });
    const fixed = TalentApplicationFormSchema.parse({ ...typed, degree: 'master', insuranceMonths: '12', projectIds: ['zj'], noHomeInCity: true });
    expect(fixed).toMatchObject({ employer: '上海张江科技有限公司', degree: 'master', insuranceMonths: 12 });
  });

  it('asks for every document by name, and the request carries one of each', () => {
    expect(missingTalentDocuments({ talent_degree: 'x', talent_contract: null })).toEqual(['请上传劳动合同', '请上传社保缴纳记录']);
    expect(missingTalentDocuments({ talent_degree: 'a', talent_contract: 'b', talent_insurance: 'c' })).toEqual([]);
    const request = { ...QUALIFIED, employer: '某公司', documents: { talent_degree: 'a'.repeat(16), talent_contract: 'b'.repeat(16) }, requestKey: 'key-12345678' };
    expect(TalentApplicationRequestSchema.safeParse(request).success).toBe(false);
  });

  it('moves an application only along the programme steps', () => {
    expect(talentTransition('reviewing', 'queued')).toBe(true);
    expect(talentTransition('reviewing', 'offered')).toBe(false);
    expect(talentTransition('rejected', 'queued')).toBe(false);
    expect(talentTransition('withdrawn', 'reviewing')).toBe(false);
    expect(canWithdrawTalentApplication('queued')).toBe(true);
    expect(canWithdrawTalentApplication('moved_in')).toBe(false);
    expect(['reviewing', 'queued', 'offered', 'rejected', 'moved_in', 'withdrawn'].filter((status) => isLiveTalentApplication(status as never))).toEqual(['reviewing', 'queued', 'offered']);
  });

  it('rounds the discounted rent to the yuan, in fen', () => {
    expect(talentRentFen(420_000, 70)).toBe(294_000);
    expect(talentRentFen(333_300, 70)).toBe(233_300);
  });
});
