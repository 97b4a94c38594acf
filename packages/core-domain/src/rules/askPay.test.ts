import { ASK_PAY_PROBLEM_TEXT, AskPayCodeSchema, AskPayProblemSchema, BILL_CODE_TEXT, BillCodeSchema, billCodeOf } from './askPay';

describe('bill codes (扫码缴费)', () => {
  it('takes a code as typed off paper: spaces, dashes and lower case forgiven', () => {
    expect(BillCodeSchema.parse(' ab3d-ef7h k9 ')).toBe('AB3DEF7HK9');
  });

  it('refuses an empty code, a wrong length, and the characters the alphabet leaves out, with the Chinese message', () => {
    expect(BillCodeSchema.safeParse('').error?.issues[0]?.message).toBe(BILL_CODE_TEXT.empty);
    expect(BillCodeSchema.safeParse('AB3DEF7HK').error?.issues[0]?.message).toBe(BILL_CODE_TEXT.invalid);
    expect(BillCodeSchema.safeParse('AB3DEF7HK0').success).toBe(false);
    expect(BillCodeSchema.safeParse('AB3DEF7HKI').success).toBe(false);
    expect(BillCodeSchema.safeParse('A'.repeat(41)).success).toBe(false);
  });

  it('makes codes the schema takes from any random bytes', () => {
    for (let seed = 0; seed < 50; seed += 1) {
      const bytes = Array.from({ length: 10 }, (_unused, index) => (seed * 37 + index * 101) % 256);
      expect(BillCodeSchema.parse(billCodeOf(bytes))).toBe(billCodeOf(bytes));
    }
    expect(() => billCodeOf([1, 2, 3])).toThrow();
  });
});

describe('share links (请人代付)', () => {
  it('takes a base64url code of 24 to 64 characters only', () => {
    expect(AskPayCodeSchema.safeParse('A'.repeat(24)).success).toBe(true);
    expect(AskPayCodeSchema.safeParse('A'.repeat(23)).success).toBe(false);
    expect(AskPayCodeSchema.safeParse(`${'A'.repeat(23)}/`).success).toBe(false);
  });

  it('words every problem', () => {
    for (const problem of AskPayProblemSchema.options) expect(ASK_PAY_PROBLEM_TEXT[problem]).toMatch(/[\u4e00-\u9fa5]/);
  });
});
