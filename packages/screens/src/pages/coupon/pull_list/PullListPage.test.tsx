import { businessErrorAnswer, okAnswer } from '@aster/core-api/testing';
import { couponOf, offerOf } from '@screens/features/coupon/testing';
import { openScreen } from '@screens/testing/openScreen';
import PullListPage from './PullListPage';

jest.mock('remax', () => ({ useQuery: () => ({}) }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Button: 'button' }));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

describe('领券中心', () => {
  it('claims an offer once, then says 已领取; a sold-out one says 已领完', async () => {
    let claimed = false;
    const page = await openScreen(PullListPage, {
      answers: {
        '/coupon/offers/ANY5/claim': () => {
          claimed = true;
          return okAnswer(couponOf({ id: 'c9', title: '无门槛券' }));
        },
        '/coupon/offers': () => okAnswer([offerOf({ claimed }), offerOf({ id: 'UTIL10', title: '水电燃气券', claimed: true }), offerOf({ id: 'OLD20', title: '老用户回馈券', left: 0 })]),
      },
    });
    expect(page.text()).toContain('领取后15天内有效');
    expect(page.byTestId('coupon-offer-state-UTIL10')?.children).toEqual(['已领取']);
    expect(page.byTestId('coupon-offer-state-OLD20')?.children).toEqual(['已领完']);
    await page.tap('coupon-claim-ANY5');
    expect(page.sent('/coupon/offers/ANY5/claim')).toHaveLength(1);
    await page.settle();
    expect(page.byTestId('coupon-claim-ANY5')).toBeUndefined();
    expect(page.byTestId('coupon-offer-state-ANY5')?.children).toEqual(['已领取']);
    page.unmount();
  });

  it("says the server's refusal under the offer", async () => {
    const page = await openScreen(PullListPage, {
      answers: { '/claim': () => businessErrorAnswer('COUPON_SOLD_OUT', '优惠券已领完'), '/coupon/offers': () => okAnswer([offerOf()]) },
    });
    await page.tap('coupon-claim-ANY5');
    expect(page.text()).toContain('优惠券已领完');
    page.unmount();
  });
});
