import { CreateBillFormSchema, createBillAmountProblem, tidyRemark } from './createBill';

const requestKey = 'key-00000001';

describe('create_bill', () => {
  it('takes 1 to 50,000 yuan with at most 2 decimals and says why not otherwise', () => {
    expect(createBillAmountProblem('500')).toBeNull();
    expect(createBillAmountProblem(' 0.5 ')).toBe('金额不能低于1.00元');
    expect(createBillAmountProblem('50000.01')).toBe('单笔金额不能超过50000.00元');
    expect(createBillAmountProblem('12.345')).toBe('金额最多保留两位小数');
    expect(createBillAmountProblem('1e3')).toBe('请输入正确的金额');
    expect(createBillAmountProblem('-5')).toBe('请输入正确的金额');
    expect(createBillAmountProblem('')).toBe('请输入金额');
    expect(createBillAmountProblem('600', { minFen: 100, maxFen: 50_000 })).toBe('单笔金额不能超过500.00元');
  });

  it('hands on the amount as 2-decimal yuan and the remark tidied without emoji, within 100 characters', () => {
    expect(CreateBillFormSchema.parse({ contractId: 5, kind: 'account_topup', amount: '300.5', remark: ' 十一月\u200B 水电😀 预存 ', requestKey })).toEqual({
      contractId: '5',
      kind: 'account_topup',
      amount: '300.50',
      remark: '十一月 水电 预存',
      requestKey,
    });
    expect(tidyRemark('a\n\nb')).toBe('a b');
    const long = CreateBillFormSchema.safeParse({ contractId: '5', kind: 'other', amount: '10', remark: '字'.repeat(101), requestKey });
    expect(long.success ? null : long.error.issues[0]?.message).toBe('备注不能超过100个字');
    const noKind = CreateBillFormSchema.safeParse({ contractId: '5', kind: '', amount: '10', remark: '', requestKey });
    expect(noKind.success ? null : noKind.error.issues[0]?.message).toBe('请选择账单类型');
  });
});
