import { businessErrorAnswer, okAnswer } from '@aster/core-api/testing';
import { navigation } from '@screens/platform/navigation';
import { openScreen } from '@screens/testing/openScreen';
import { billDetailOf } from '@screens/features/bills/testing';
import { billCouponOf } from '@screens/features/coupon/testing';
import BillPayDetailPage from './BillPayDetailPage';

const mockParams: { id: string; way: string; coupon?: string } = { id: '41', way: 'wechat' };
jest.mock('remax', () => ({ useQuery: () => mockParams }));
jest.mock('remax/macro', () => ({ usePageEvent: () => undefined }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Button: 'button' }));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

const PREPAY = { channel: 'wechat', timeStamp: '1', nonceStr: 'n', package: 'prepay_id=p1', signType: 'RSA', paySign: 's' };

describe('bill_pay_detail', () => {
  it("asks the server for the bill's order with the chosen way, then pays that order once", async () => {
    const page = await openScreen(BillPayDetailPage, {
      answers: {
        '/bill/41/pay': () => okAnswer({ orderNo: 'PO9', amount: '9000.00', paySubChannel: 'wechat', subAccountType: 'rent' }),
        '/bill/41': () => okAnswer(billDetailOf()),
        '/prepay': () => okAnswer(PREPAY),
      },
    });
    expect(page.byTestId('pay-detail-way')?.children).toEqual(['微信支付']);
    await page.tap('pay-detail-confirm');
    expect(page.sent('/bill/41/pay').map((request) => JSON.parse(String(request.data)) as unknown)).toEqual([{ way: 'wechat' }]);
    expect(page.sent('/pay/orders/PO9/prepay')).toHaveLength(1);
    page.unmount();
  });

  it("stays with the server's reason when the bill cannot be paid now", async () => {
    const page = await openScreen(BillPayDetailPage, {
      answers: { '/bill/41/pay': () => businessErrorAnswer('BILL_PAID', '该账单已支付，无需重复支付'), '/bill/41': () => okAnswer(billDetailOf()) },
    });
    await page.tap('pay-detail-confirm');
    expect(page.ui.toasts).toContain('该账单已支付，无需重复支付');
    expect(page.sent('/prepay')).toHaveLength(0);
    page.unmount();
  });

  it('shows a bill paid already (back here after paying) as paid, with no second 确认支付', async () => {
    const page = await openScreen(BillPayDetailPage, {
      answers: { '/bill/41': () => okAnswer(billDetailOf({ status: 'paid', payable: false, paidAt: '2026-11-20 10:00:00' })) },
    });
    expect(page.text()).toContain('该账单已支付');
    expect(page.byTestId('pay-detail-confirm')).toBeUndefined();
    await page.tap('bill-paid-view');
    expect(navigation.currentPage()).toBe('/pages/bill/bill_detail/index?id=41');
    page.unmount();
  });

  describe('with the coupon chosen on 选择支付方式', () => {
    beforeEach(() => (mockParams.coupon = 'c1'));
    afterEach(() => delete mockParams.coupon);

    it('shows the discount and 应付 after it, and makes the order with the coupon', async () => {
      const page = await openScreen(BillPayDetailPage, {
        answers: {
          '/bill/41/pay': () => okAnswer({ orderNo: 'PO9', amount: '8990.00', paySubChannel: 'wechat', subAccountType: 'rent' }),
          '/bill/41/coupons': () => okAnswer([billCouponOf({}, 1_000)]),
          '/bill/41': () => okAnswer(billDetailOf()),
          '/prepay': () => okAnswer(PREPAY),
        },
      });
      expect(page.byTestId('pay-detail-coupon')).toBeDefined();
      expect(page.text()).toContain('-¥10.00');
      await page.tap('pay-detail-confirm');
      expect(page.sent('/bill/41/pay').map((request) => JSON.parse(String(request.data)) as unknown)).toEqual([{ way: 'wechat', couponId: 'c1' }]);
      page.unmount();
    });

    it('says a refusal of the coupon and reloads the choices', async () => {
      const page = await openScreen(BillPayDetailPage, {
        answers: {
          '/bill/41/pay': () => businessErrorAnswer('COUPON_USED', '优惠券已使用'),
          '/bill/41/coupons': () => okAnswer([billCouponOf({}, 1_000)]),
          '/bill/41': () => okAnswer(billDetailOf()),
        },
      });
      await page.tap('pay-detail-confirm');
      expect(page.alerts().join('')).toContain('优惠券已使用，请返回重新选择优惠券');
      expect(page.sent('/bill/41/coupons').length).toBeGreaterThan(1);
      expect(page.sent('/prepay')).toHaveLength(0);
      page.unmount();
    });
  });
});
