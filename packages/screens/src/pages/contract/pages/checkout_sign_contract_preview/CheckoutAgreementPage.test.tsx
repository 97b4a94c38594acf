import { okAnswer } from '@aster/core-api/testing';
import { openLeasePage } from '@screens/features/leaseEnding/testing/openLeasePage';
import CheckoutAgreementPage from './CheckoutAgreementPage';

jest.mock('remax', () => ({ useQuery: () => ({ contractId: '5' }) }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Textarea: 'textarea', Button: 'button' }));
jest.mock('@screens/features/booking/booking.css', () => ({}));
jest.mock('@screens/features/leaseEnding/leaseEnding.css', () => ({}));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

describe('checkout_sign_contract_preview', () => {
  it('shows the agreement as text, markup and all, with its sign place waiting', async () => {
    const page = await openLeasePage(CheckoutAgreementPage, [
      ['checkout/v1/agreement/5', () => okAnswer({ title: '房屋租赁退租协议', paragraphs: ['一、费用结算如下：', '<b>1. 押金退还</b>'], signPlaces: ['乙方（签署）'], signed: false })],
    ]);
    expect(page.text()).toContain('<b>1. 押金退还</b>');
    expect(page.text()).toContain('乙方（签署）：待签署');
    page.unmount();
  });
});
