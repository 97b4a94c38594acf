import { RefundAccountFormSchema, bankCardProblem, maskBankCard, passesLuhn, refundAccountText } from './refundAccount';

describe('refund account (modify_contract_card)', () => {
  it('takes a 16-19 digit number passing Luhn, typed with spaces, and hands on the digits', () => {
    expect(passesLuhn('6222021234567890128')).toBe(true);
    expect(bankCardProblem('6222 0212 3456 7890 128')).toBeNull();
    const parsed = RefundAccountFormSchema.parse({ holderName: ' 张三 ', bankName: '工商银行', cardNumber: '6222 0212 3456 7890 128' });
    expect(parsed).toEqual({ holderName: '张三', bankName: '工商银行', cardNumber: '6222021234567890128' });
  });

  it('refuses a wrong check digit, a short or long number, letters and an empty field with clear messages', () => {
    expect(bankCardProblem('6222021234567890124')).toBe('银行卡号有误，请核对后重新输入');
    expect(bankCardProblem('4111111111111')).toBe('银行卡号应为16至19位数字');
    expect(bankCardProblem('41111111111111111111')).toBe('银行卡号应为16至19位数字');
    expect(bankCardProblem('6222a21234567890124')).toBe('银行卡号只能包含数字');
    expect(bankCardProblem('  ')).toBe('请输入银行卡号');
    const result = RefundAccountFormSchema.safeParse({ holderName: '', bankName: '工', cardNumber: '1' });
    expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual(['请输入开户人姓名', '请输入开户银行，如：招商银行', '银行卡号应为16至19位数字']);
  });

  it('masks all but the last 4 digits', () => {
    expect(maskBankCard('6222021234567890128')).toBe('**** **** **** 0128');
    expect(maskBankCard('4111111111111111')).toBe('**** **** **** 1111');
    expect(refundAccountText({ bankName: '招商银行', holderName: '张三', cardNumberMasked: '**** **** **** 1111' })).toBe('招商银行（尾号1111）张三');
  });
});
