import { okAnswer } from '@aster/core-api/testing';
import { navigation } from '@screens/platform/navigation';
import { openLeasePage } from '@screens/features/leaseEnding/testing/openLeasePage';
import { preview, rentingContract } from '@screens/features/leaseEnding/testing/leaseFixtures';
import UnRentPage from './UnRentPage';

jest.mock('remax', () => ({ useQuery: () => ({ contractId: '5' }) }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Textarea: 'textarea', Button: 'button' }));
jest.mock('@screens/features/booking/booking.css', () => ({}));
jest.mock('@screens/features/leaseEnding/leaseEnding.css', () => ({}));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

describe('un_rent', () => {
  it('with a checkout open: the application\'s date, the breakdown line by line with its net, then on to sign', async () => {
    const page = await openLeasePage(UnRentPage, [
      ['contract/5', () => okAnswer(rentingContract({ status: 'checkout_applied', statusText: '退租中' }))],
      ['getUndoneCheckoutApplyByContractId/5', () => okAnswer({ id: '7', contractId: '5', contractNo: 'HTDEMO05', houseTitle: '静安寺', expectCheckoutDate: '2026-12-31', status: 'applied', statusText: '退租申请中', createdAt: '2026-11-23T10:00:00+08:00' })],
      ['refund-preview/5', () => okAnswer(preview({ checkoutDate: '2026-12-31' }))],
    ]);
    await page.settle();
    expect(page.sent('refund-preview/5')[0]?.url).toContain('checkoutDate=2026-12-31');
    expect(page.byTestId('refund-line-deposit_back')).toBeDefined();
    expect(page.text()).toContain('+¥3,500.00');
    expect(page.text()).toContain('-¥86.50');
    expect(page.text()).toContain('合计需补交');
    // The date is the application's: no sheet to change it here.
    expect(page.byTestId('un-rent-date')?.props.onTap).toBeUndefined();
    await page.tap('un-rent-sign');
    expect(navigation.currentPage()).toBe('/pages/contract/pages/checkout_sign/index?contractId=5');
    page.unmount();
  });

  it('says a settled lease is settled and points to its progress', async () => {
    const page = await openLeasePage(UnRentPage, [
      ['contract/5', () => okAnswer(rentingContract({ status: 'terminated', statusText: '提前解约' }))],
      ['getUndoneCheckoutApplyByContractId/5', () => okAnswer(null)],
    ]);
    expect(page.text()).toContain('该合同已提前解约，退租已结算');
    expect(page.sent('refund-preview/5')).toHaveLength(0);
    page.unmount();
  });
});
