import { okAnswer } from '@aster/core-api/testing';
import { openScreen } from '@screens/testing/openScreen';
import BillBankSupportPage from './BillBankSupportPage';

jest.mock('remax', () => ({ useQuery: () => ({}) }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Button: 'button' }));
jest.mock('@screens/ui/kit.css', () => ({}));
jest.mock('@screens/features/billSettle/billSettle.css', () => ({}));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

describe('bill_bank_support', () => {
  it('bill_bank_support lists the banks with their limits', async () => {
    const page = await openScreen(BillBankSupportPage, { answers: { 'bank-card/supported': () => okAnswer([{ code: 'CMB', name: '招商银行', singleLimit: '50000.00', dailyLimit: '50000.00' }]) } });
    await page.settle();
    expect(page.text()).toContain('招商银行');
    expect(page.text()).toContain('单笔5万元 / 单日5万元');
    page.unmount();
  });
});
