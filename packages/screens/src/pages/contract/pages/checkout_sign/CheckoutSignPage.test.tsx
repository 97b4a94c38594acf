import { businessErrorAnswer, okAnswer } from '@aster/core-api/testing';
import { navigation } from '@screens/platform/navigation';
import { openLeasePage } from '@screens/features/leaseEnding/testing/openLeasePage';
import { preview } from '@screens/features/leaseEnding/testing/leaseFixtures';
import CheckoutSignPage from './CheckoutSignPage';

jest.mock('remax', () => ({ useQuery: () => ({ contractId: '5' }) }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Textarea: 'textarea', Button: 'button' }));
jest.mock('@screens/features/booking/booking.css', () => ({}));
jest.mock('@screens/features/leaseEnding/leaseEnding.css', () => ({}));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

describe('checkout_sign', () => {
  it('signs nothing before the agreement is accepted, then says a changed preview changed and signs the new numbers', async () => {
    let previews = 0;
    let signs = 0;
    const page = await openLeasePage(CheckoutSignPage, [
      ['refund-preview/5', () => okAnswer(++previews === 1 ? preview() : preview({ netFen: -10_000, netAmount: '-100.00', sign: 'sign-2' }))],
      ['refund-sign/5', () => (++signs === 1 ? businessErrorAnswer('REFUND_PREVIEW_CHANGED', '退款明细已更新，请重新确认后签署') : okAnswer({ id: '7', contractId: '5', contractNo: 'HTDEMO05', houseTitle: '静安寺', expectCheckoutDate: '2026-12-31', status: 'settled', statusText: '已结算', createdAt: '2026-11-23T10:00:00+08:00' }))],
    ]);
    expect(page.text()).toContain('押金退还');
    expect(page.text()).toContain('-¥86.50');
    await page.tap('checkout-sign-submit');
    expect(page.sent('refund-sign/5')).toHaveLength(0);

    await page.tap('checkout-sign-agree');
    await page.tap('checkout-sign-submit');
    expect(page.sent('refund-sign/5')[0]?.url).toContain('sign=sign-1');
    await page.settle();
    // The server refused the old numbers: the page says so, shows the new ones and asks to agree again.
    expect(page.text()).toContain('退款明细已更新，请重新确认后签署');
    expect(page.text()).toContain('-¥100.00');
    expect(page.byTestId('checkout-sign-agree')?.props['aria-checked']).toBe(false);

    await page.tap('checkout-sign-agree');
    await page.tap('checkout-sign-submit');
    await page.settle();
    expect(page.sent('refund-sign/5')[1]?.url).toContain('sign=sign-2');
    expect(navigation.currentPage()).toBe('/pages/contract/pages/un_rent_detail/index?contractId=5');
    page.unmount();
  });
});
