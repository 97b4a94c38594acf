import { businessErrorAnswer, okAnswer } from '@aster/core-api/testing';
import { billCouponOf } from '@screens/features/coupon/testing';
import { walletSummary } from '@screens/features/walletSettings/testing';
import { openScreen } from '@screens/testing/openScreen';
import BillPayWayPage from './BillPayWayPage';

jest.mock('remax', () => ({ useQuery: () => ({ id: '41' }) }));
jest.mock('remax/macro', () => ({ usePageEvent: () => undefined }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Button: 'button' }));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));
jest.mock('@screens/features/bills/bills.css', () => ({}));

const OPTIONS = { billId: '41', title: '燃气费（2026-10）', amount: '43.20', lateFee: '0.00', ways: [{ way: 'wechat', label: '微信支付' }] };
const CHOICES = [
  billCouponOf({ id: 'c5', title: '无门槛券', valueFen: 500, minSpendFen: 0 }, 500),
  billCouponOf({}, 1_000),
  billCouponOf({ id: 'c7', title: '房租立减券', valueFen: 10_000, minSpendFen: 200_000, scopes: ['rent'] }, 0, '仅限房租账单使用'),
];

describe('bill_pay_way with coupons', () => {
  it('chooses the best usable coupon by default, shows 应付 after its discount and passes it on; 不使用 pays the whole bill', async () => {
    const page = await openScreen(BillPayWayPage, {
      answers: { '/bill/41/pay-options': () => okAnswer(OPTIONS), '/bill/41/coupons': () => okAnswer(CHOICES), '/wallet/summary': () => okAnswer(walletSummary({ totalFen: 0, availableFen: 0 })) },
      openedFrom: '/pages/bill/bill_detail/index?id=41',
    });
    expect(page.byTestId('pay-way-coupon-value')?.children).toEqual(['-¥10.00']);
    expect(page.text()).toContain('水电燃气券');
    expect(page.text()).toContain('¥33.20');
    await page.tap('pay-way-coupon');
    expect(page.byTestId('coupon-chooser')).toBeDefined();
    expect(page.text()).toContain('本单可减 ¥5.00');
    expect(page.text()).toContain('仅限房租账单使用');
    await page.tap('coupon-choice-c7');
    expect(page.byTestId('coupon-chooser')).toBeDefined();
    await page.tap('coupon-choice-c5');
    expect(page.byTestId('coupon-chooser')).toBeUndefined();
    expect(page.byTestId('pay-way-coupon-value')?.children).toEqual(['-¥5.00']);
    expect(page.text()).toContain('¥38.20');
    await page.tap('pay-way-next');
    expect(String(page.currentPage())).toContain('pages/bill/bill_pay_detail/index?id=41&way=wechat&coupon=c5');
    await page.tap('pay-way-coupon');
    await page.tap('coupon-choice-none');
    expect(page.byTestId('pay-way-coupon-value')?.children).toEqual(['不使用']);
    expect(page.text()).toContain('¥43.20');
    page.unmount();
  });

  it('pays from the balance with the coupon and compares the balance with the amount after the discount; a refusal reloads the choices', async () => {
    let refused = false;
    const page = await openScreen(BillPayWayPage, {
      answers: {
        '/bill/41/pay-options': () => okAnswer(OPTIONS),
        '/bill/41/coupons': () => okAnswer(refused ? [] : CHOICES.slice(1)),
        '/wallet/summary': () => okAnswer(walletSummary({ totalFen: 3_500, availableFen: 3_500, hasPassword: true })),
        '/bill/41/pay-by-balance': () => {
          refused = true;
          return businessErrorAnswer('COUPON_USED', '优惠券已使用');
        },
      },
    });
    expect(page.byTestId('pay-way-balance')?.props['aria-disabled']).toBe(false);
    await page.tap('pay-way-balance');
    await page.type('wallet-password', '135790');
    await page.settle();
    expect(JSON.parse(String(page.sent('/bill/41/pay-by-balance')[0]?.data))).toMatchObject({ couponId: 'c1' });
    expect(page.text()).toContain('优惠券已使用');
    expect(page.sent('/bill/41/coupons').length).toBeGreaterThan(1);
    expect(page.byTestId('pay-way-coupon-value')?.children).toEqual(['无可用优惠券']);
    expect(page.byTestId('pay-way-balance')?.props['aria-disabled']).toBe(true);
    page.unmount();
  });
});
