import { okAnswer } from '@aster/core-api/testing';
import { navigation } from '@screens/platform/navigation';
import { openLeasePage } from '@screens/features/leaseEnding/testing/openLeasePage';
import MyApplyPage from './MyApplyPage';

jest.mock('remax', () => ({ useQuery: () => ({}) }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Textarea: 'textarea', Button: 'button' }));
jest.mock('@screens/features/booking/booking.css', () => ({}));
jest.mock('@screens/features/leaseEnding/leaseEnding.css', () => ({}));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

const checkout = { id: '7', contractId: '5', contractNo: 'HTDEMO05', houseTitle: '静安寺 · 精装一居室', expectCheckoutDate: '2026-12-31', status: 'settled', statusText: '已结算', createdAt: '2026-11-23T10:00:00+08:00' };
const renewal = { id: '3', contractId: '5', contractNo: 'HTDEMO05', houseTitle: '静安寺 · 精装一居室', leaseMonths: 12, startDate: '2027-06-01', endDate: '2028-05-31', rent: '3500.00', status: 'applied', statusText: '待管家确认', createdAt: '2026-11-22T10:00:00+08:00' };

describe('myApply', () => {
  it('lists renewals and checkouts of every lease newest first, by tab, each opening its detail', async () => {
    const page = await openLeasePage(MyApplyPage, [
      ['renewal/v1/list', () => okAnswer([renewal])],
      ['checkout/v1/list', () => okAnswer([checkout])],
    ]);
    // Neither list is asked for one contract.
    expect(page.sent('checkout/v1/list')[0]?.url).not.toContain('contractId');
    expect(page.byTestId('my-apply-checkout-7')).toBeDefined();
    expect(page.text().indexOf('退租申请')).toBeLessThan(page.text().indexOf('续租申请'));
    await page.tap('my-apply-tab-renewal');
    expect(page.byTestId('my-apply-checkout-7')).toBeUndefined();
    expect(page.text()).toContain('待管家确认');
    await page.tap('my-apply-renewal-3');
    expect(navigation.currentPage()).toBe('/pages/service/pages/applyRentDetail/index?id=3');
    await page.tap('my-apply-tab-checkout');
    await page.tap('my-apply-checkout-7');
    expect(navigation.currentPage()).toBe('/pages/service/pages/applyCheckoutDetail/index?id=7');
    page.unmount();
  });

  it('says when there is nothing yet', async () => {
    const page = await openLeasePage(MyApplyPage, [
      ['renewal/v1/list', () => okAnswer([])],
      ['checkout/v1/list', () => okAnswer([])],
    ]);
    expect(page.text()).toContain('暂无申请，续租和退租可在合同详情中办理');
    page.unmount();
  });
});
