import type { CheckoutApplication, RenewalApplication } from '@aster/core-domain';
import { applyItems, checkoutProgress, checkoutWindow, errorMessageOf, monthDays, monthsBetween, signedYuan, unRentStep } from './leaseRules';

const checkout = (over: Partial<CheckoutApplication> = {}): CheckoutApplication => ({
  id: '7',
  contractId: '5',
  contractNo: 'HTDEMO05',
  houseTitle: '静安寺 · 1号',
  expectCheckoutDate: '2026-12-31',
  status: 'applied',
  statusText: '退租申请中',
  createdAt: '2026-11-23T10:00:00+08:00',
  ...over,
});
const renewal = (over: Partial<RenewalApplication> = {}): RenewalApplication => ({
  id: '3',
  contractId: '5',
  contractNo: 'HTDEMO05',
  houseTitle: '静安寺 · 1号',
  leaseMonths: 12,
  startDate: '2027-06-01',
  endDate: '2028-05-31',
  rent: '3500.00',
  status: 'applied',
  statusText: '待管家确认',
  createdAt: '2026-11-22T09:00:00+08:00',
  ...over,
});

describe('lease-ending screen rules', () => {
  it('signs amounts the way the breakdown reads: back to the tenant +, owed -', () => {
    expect(signedYuan(123_456)).toBe('+¥1,234.56');
    expect(signedYuan(-8_650)).toBe('-¥86.50');
    expect(signedYuan(0)).toBe('+¥0.00');
  });

  it('bounds the move-out date from today (or the start) to the last day, a month at a time', () => {
    expect(checkoutWindow('2026-11-23', { startDate: '2026-06-01', endDate: '2027-05-31' })).toEqual({ first: '2026-11-23', last: '2027-05-31' });
    expect(checkoutWindow('2026-11-23', { startDate: '2027-01-01', endDate: '2027-12-31' })).toEqual({ first: '2027-01-01', last: '2027-12-31' });
    expect(checkoutWindow('2028-01-01', { startDate: '2027-01-01', endDate: '2027-12-31' })).toBeNull();
    expect(monthsBetween('2026-11-23', '2027-02-28')).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
    const november = monthDays('2026-11', '2026-11-23', '2027-02-28');
    expect(november.blanks).toBe(0); // 2026-11-01 is a Sunday
    expect(november.days).toHaveLength(30);
    expect(november.days.filter((day) => day.pickable).map((day) => day.date)).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29', '2026-11-30']);
    expect(monthDays('2027-02', '2026-11-23', '2027-02-28').days).toHaveLength(28);
  });

  it('sends a lease to apply, sign or its settled progress by its status', () => {
    expect(unRentStep('renting')).toBe('apply');
    expect(unRentStep('checkout_applied')).toBe('sign');
    expect(unRentStep('terminated')).toBe('settled');
    expect(unRentStep('to_move_in')).toBe('none');
  });

  it('draws the checkout steps with their dates, from the application to the money', () => {
    expect(checkoutProgress(checkout()).map((step) => [step.title, step.done])).toEqual([
      ['提交退租申请', true],
      ['签署退租协议', false],
      ['退款到账', false],
    ]);
    const refunded = checkoutProgress(
      checkout({ status: 'settled', settledBy: 'operator', settledAt: '2026-12-31T10:00:00+08:00', money: { direction: 'refund', amount: '5200.00', refundedAt: '2026-12-31T10:00:00+08:00' } }),
    );
    expect(refunded.map((step) => step.title)).toEqual(['提交退租申请', '管家办理退房结算', '已退款¥5,200.00']);
    expect(refunded[2]?.text).toContain('2026-12-31');
    const owed = checkoutProgress(checkout({ status: 'settled', settledBy: 'tenant', settledAt: '2026-12-31T10:00:00+08:00', money: { direction: 'collect', amount: '86.50', balancePaidAt: null } }));
    expect(owed.map((step) => [step.title, step.done])).toEqual([
      ['提交退租申请', true],
      ['签署退租协议', true],
      ['待补交¥86.50', false],
    ]);
    expect(checkoutProgress(checkout({ status: 'closed', closedAt: '2026-11-24T09:00:00+08:00' })).map((step) => step.title)).toEqual(['提交退租申请', '已取消退租申请']);
  });

  it('lists both kinds of application newest first, kept to a tab', () => {
    const all = applyItems([renewal()], [checkout()], 'all');
    expect(all.map((item) => [item.kind, item.title, item.tone])).toEqual([
      ['checkout', '退租申请', 'active'],
      ['renewal', '续租申请', 'active'],
    ]);
    expect(applyItems([renewal({ status: 'rejected' })], [checkout()], 'renewal').map((item) => [item.kind, item.tone])).toEqual([['renewal', 'warn']]);
    expect(applyItems([renewal()], [checkout({ status: 'settled' })], 'checkout').map((item) => [item.kind, item.tone])).toEqual([['checkout', 'done']]);
  });

  it('reads the message of a refused request, and nothing else', () => {
    expect(errorMessageOf({ code: 'CHECKOUT_DATE_INVALID', message: '退租日期不能早于今天' })).toBe('退租日期不能早于今天');
    expect(errorMessageOf({ code: 'X' })).toBeUndefined();
    expect(errorMessageOf(null)).toBeUndefined();
  });
});
