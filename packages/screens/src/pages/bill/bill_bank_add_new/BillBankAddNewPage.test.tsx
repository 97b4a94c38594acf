import { businessErrorAnswer } from '@aster/core-api/testing';
import { openScreen } from '@screens/testing/openScreen';
import BillBankAddNewPage from './BillBankAddNewPage';

jest.mock('remax', () => ({ useQuery: () => ({}) }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Button: 'button' }));
jest.mock('@screens/ui/kit.css', () => ({}));
jest.mock('@screens/features/billSettle/billSettle.css', () => ({}));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

describe('bill_bank_add_new', () => {
  it('bill_bank_add_new tells the bank as typed, checks the number before sending, and keeps it when the server refuses', async () => {
    const page = await openScreen(BillBankAddNewPage, { answers: { 'bank-card/add': () => businessErrorAnswer('BANK_CARD_TAKEN', '该银行卡已添加') } });
    await page.type('bank-new-number', '6222 0212 3456 7890 124');
    expect(page.text()).toContain('开户银行：工商银行');
    await page.tap('bank-new-save');
    expect(page.text()).toContain('银行卡号有误，请核对后重新输入');
    expect(page.sent('bank-card/add')).toHaveLength(0);

    await page.type('bank-new-number', '6222 0212 3456 7890 128');
    await page.tap('bank-new-save');
    await page.settle();
    expect(JSON.parse(String(page.sent('bank-card/add')[0]?.data))).toEqual({ cardNumber: '6222021234567890128' });
    expect(page.text()).toContain('该银行卡已添加');
    expect(page.byTestId('bank-new-number')?.props.value).toBe('6222 0212 3456 7890 128');
    page.unmount();
  });
});
