import { METER_ZEROED_TOP_UP_TEXT, meterZeroedText, meterZeroingDue, meterZeroingDueText, meterZeroingRecordTitle } from './meterZero';

describe('退租清零', () => {
  it('is due only while the lease is being checked out and the meter holds money', () => {
    expect(meterZeroingDue('checkout_applied', 1)).toBe(true);
    expect(meterZeroingDue('checkout_applied', 0)).toBe(false);
    expect(meterZeroingDue('checkout_applied', -250)).toBe(false);
    expect(meterZeroingDue('renting', 5_000)).toBe(false);
    expect(meterZeroingDue('checked_out', 5_000)).toBe(false);
    expect(meterZeroingDue(undefined, 5_000)).toBe(false);
  });

  it("says the spec's texts with the amount in yuan", () => {
    expect(meterZeroingDueText(1_200)).toBe('退租前请将表内余额清零，剩余¥12.00将退回您的钱包余额');
    expect(meterZeroedText(1_205)).toBe('已清零，¥12.05 已退回钱包');
    expect(meterZeroingRecordTitle(30)).toBe('退租清零 −¥0.30');
    expect(METER_ZEROED_TOP_UP_TEXT).toContain('不能再充值');
  });
});
