import { okAnswer } from '@aster/core-api/testing';
import { navigation } from '@screens/platform/navigation';
import { openLeasePage } from '@screens/features/leaseEnding/testing/openLeasePage';
import { rentingContract } from '@screens/features/leaseEnding/testing/leaseFixtures';
import UnRentRulePage from './UnRentRulePage';

jest.mock('remax', () => ({ useQuery: () => ({ contractId: '5' }) }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Textarea: 'textarea', Button: 'button' }));
jest.mock('@screens/features/booking/booking.css', () => ({}));
jest.mock('@screens/features/leaseEnding/leaseEnding.css', () => ({}));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

describe('un_rent_rule', () => {
  it('shows the lease\'s penalty and the rule\'s own paragraphs, and leads to the refund while the lease runs', async () => {
    const page = await openLeasePage(UnRentRulePage, [
      ['contract/5', () => okAnswer(rentingContract({ unRentRule: { penaltyPercentOfRent: 50 }, unRentRuleText: ['租期内提前退租的，应支付违约金，金额为月租金的50%（1750.00元）。'] }))],
    ]);
    expect(page.text()).toContain('月租金的50%');
    expect(page.text()).toContain('金额为月租金的50%（1750.00元）');
    await page.tap('un-rent-rule-preview');
    expect(navigation.currentPage()).toBe('/pages/contract/pages/un_rent/index?contractId=5');
    page.unmount();
  });
});
