import fc from 'fast-check';
import {
  DEFAULT_WALLET_RULES,
  NewTradePasswordSchema,
  WalletInfoSchema,
  canMoveWithdrawal,
  isTrivialTradePassword,
  topUpProblem,
  withdrawFeeFen,
  withdrawProblem,
} from './wallet';

const rules = DEFAULT_WALLET_RULES;

describe('the transaction password', () => {
  it('refuses repeated digits and runs up or down, keeps others', () => {
    for (const trivial of ['111111', '000000', '123456', '234567', '456789', '567890', '654321', '987654', '098765']) expect(isTrivialTradePassword(trivial)).toBe(true);
    for (const fine of ['135790', '112233', '201314', '890123', '246810']) expect(isTrivialTradePassword(fine)).toBe(false);
  });

  it('is exactly six digits and not trivial, with the message to show', () => {
    expect(NewTradePasswordSchema.safeParse('13579').error?.issues[0]?.message).toBe('支付密码为6位数字');
    expect(NewTradePasswordSchema.safeParse('12345a').error?.issues[0]?.message).toBe('支付密码为6位数字');
    expect(NewTradePasswordSchema.safeParse('123456').error?.issues[0]?.message).toBe('支付密码不能是重复或连续的数字');
    expect(NewTradePasswordSchema.parse('135790')).toBe('135790');
  });
});

describe('withdrawing', () => {
  it('costs 0.1% with ¥1.00 at least', () => {
    expect(withdrawFeeFen(1_000, rules)).toBe(100);
    expect(withdrawFeeFen(100_000, rules)).toBe(100);
    expect(withdrawFeeFen(250_001, rules)).toBe(251);
  });

  it('says why an amount cannot be withdrawn', () => {
    expect(withdrawProblem(0, 10_000, rules)).toBe('请输入提现金额');
    expect(withdrawProblem(999, 10_000, rules)).toBe('单笔提现金额不能低于¥10.00');
    expect(withdrawProblem(10_001, 10_000, rules)).toBe('提现金额超过可提现余额');
    expect(withdrawProblem(5_000_001, 9_000_000, rules)).toBe('单笔提现金额不能超过¥50000.00');
    expect(withdrawProblem(10_000, 10_000, rules)).toBeNull();
  });

  it('never allows more than the balance nor less than the fee', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 0, max: 10_000_000 }), (amount, available) => {
        if (withdrawProblem(amount, available, rules) !== null) return;
        expect(amount).toBeLessThanOrEqual(available);
        expect(withdrawFeeFen(amount, rules)).toBeLessThan(amount);
      }),
    );
  });

  it('moves applied → processing → paid, or to failed before paid; never back', () => {
    expect(canMoveWithdrawal('applied', 'processing')).toBe(true);
    expect(canMoveWithdrawal('processing', 'failed')).toBe(true);
    expect(canMoveWithdrawal('paid', 'failed')).toBe(false);
    expect(canMoveWithdrawal('failed', 'paid')).toBe(false);
  });
});

describe('topping up and the details for a withdrawal', () => {
  it('bounds a top-up', () => {
    expect(topUpProblem(50, rules)).toBe('单笔充值金额不能低于¥1.00');
    expect(topUpProblem(100, rules)).toBeNull();
  });

  it('needs an occupation from the list and an address of 5 to 100 characters', () => {
    expect(WalletInfoSchema.safeParse({ occupation: '企业职员', address: '上海市' }).error?.issues[0]?.message).toBe('请填写常住地址（至少5个字）');
    expect(WalletInfoSchema.safeParse({ occupation: '黑客', address: '上海市徐汇区漕溪北路1号' }).error?.issues[0]?.message).toBe('请选择职业');
    expect(WalletInfoSchema.parse({ occupation: '学生', address: ' 上海市徐汇区漕溪北路1号 ' }).address).toBe('上海市徐汇区漕溪北路1号');
  });
});
