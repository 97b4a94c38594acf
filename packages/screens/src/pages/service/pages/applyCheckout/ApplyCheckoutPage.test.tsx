import { businessErrorAnswer, okAnswer } from '@aster/core-api/testing';
import { addCalendarDays } from '@aster/core-domain';
import { openLeasePage } from '@screens/features/leaseEnding/testing/openLeasePage';
import { preview, rentingContract, today } from '@screens/features/leaseEnding/testing/leaseFixtures';
import ApplyCheckoutPage from './ApplyCheckoutPage';

jest.mock('remax', () => ({ useQuery: () => ({ contractId: '5' }) }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Textarea: 'textarea', Button: 'button' }));
jest.mock('@screens/features/booking/booking.css', () => ({}));
jest.mock('@screens/features/leaseEnding/leaseEnding.css', () => ({}));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

describe('applyCheckout', () => {
  it('asks for a date first, offers only days of the lease from today, shows the refund, and keeps the date a refusal is about', async () => {
    const page = await openLeasePage(ApplyCheckoutPage, [
      ['contract/5', () => okAnswer(rentingContract())],
      ['getUndoneCheckoutApplyByContractId/5', () => okAnswer(null)],
      ['refund-preview/5', () => okAnswer(preview({ checkoutDate: today() }))],
      ['checkout/v1', () => businessErrorAnswer('CHECKOUT_DATE_INVALID', '退租日期不能早于今天')],
    ]);
    await page.tap('apply-checkout-submit');
    expect(page.text()).toContain('请选择退租日期');
    expect(page.sent('checkout/v1')).toHaveLength(0);

    await page.tap('apply-checkout-date');
    // Yesterday is drawn but cannot be tapped; today can.
    const yesterday = page.byTestId(`date-${addCalendarDays(today(), -1)}`);
    if (yesterday !== undefined) expect(yesterday.props.onTap).toBeUndefined();
    await page.tap(`date-${today()}`);
    expect(page.text()).toContain(today());
    expect(page.text()).toContain('预计需补交');
    expect(page.text()).toContain('-¥86.50');

    await page.tap('apply-checkout-submit');
    await page.settle();
    expect(JSON.parse(String(page.sent('checkout/v1')[0]?.data))).toEqual({ contractId: '5', expectCheckoutDate: today() });
    expect(page.text()).toContain('退租日期不能早于今天');
    // The picked date is still there to correct.
    expect(page.text()).toContain(today());
    page.unmount();
  });
});
