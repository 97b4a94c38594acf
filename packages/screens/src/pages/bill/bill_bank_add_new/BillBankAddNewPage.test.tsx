import { businessErrorAnswer, okAnswer } from '@aster/core-api/testing';
import { openScreen } from '@screens/testing/openScreen';
import BillBankAddNewPage from './BillBankAddNewPage';

jest.mock('remax', () => ({ useQuery: () => ({}) }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Button: 'button' }));
jest.mock('@screens/ui/kit.css', () => ({}));
jest.mock('@screens/features/billSettle/billSettle.css', () => ({}));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

const body = (request: { data?: unknown } | undefined) => JSON.parse(String(request?.data)) as unknown;

describe('bill_bank_add_new', () => {
  it('tells the bank as typed, checks the number and the reserved phone before sending the code to that phone, and keeps them when the server refuses', async () => {
    const page = await openScreen(BillBankAddNewPage, {
      answers: {
        'bank-card/send-code': () => okAnswer({ mobileMasked: '139****5678' }),
        'bank-card/add': () => businessErrorAnswer('BANK_CARD_TAKEN', '该银行卡已添加'),
      },
    });
    await page.type('bank-new-number', '6222 0212 3456 7890 124');
    expect(page.text()).toContain('开户银行：工商银行');
    await page.tap('bank-new-send');
    expect(page.text()).toContain('银行卡号有误，请核对后重新输入');
    expect(page.text()).toContain('请输入正确的手机号');
    expect(page.sent('bank-card/send-code')).toHaveLength(0);

    await page.type('bank-new-number', '6222 0212 3456 7890 128');
    await page.type('bank-new-mobile', '23912345678');
    await page.tap('bank-new-send');
    expect(page.text()).toContain('请输入正确的手机号');
    expect(page.sent('bank-card/send-code')).toHaveLength(0);

    await page.type('bank-new-mobile', '13912345678');
    await page.tap('bank-new-send');
    await page.settle();
    expect(body(page.sent('bank-card/send-code')[0])).toEqual({ cardNumber: '6222021234567890128', mobile: '13912345678' });
    expect(page.sent('bank-card/send-code')[0]?.url).not.toContain('13912345678');
    expect(page.text()).toContain('验证码已发送至139****5678');
    expect(page.text()).toMatch(/\d+秒后重发/);

    await page.tap('bank-new-save');
    expect(page.text()).toContain('请输入6位短信验证码');
    expect(page.sent('bank-card/add')).toHaveLength(0);
    await page.type('bank-new-code', '246810');
    await page.tap('bank-new-save');
    await page.settle();
    expect(body(page.sent('bank-card/add')[0])).toEqual({ cardNumber: '6222021234567890128', mobile: '13912345678', code: '246810' });
    expect(page.text()).toContain('该银行卡已添加');
    expect(page.byTestId('bank-new-number')?.props.value).toBe('6222 0212 3456 7890 128');
    expect(page.byTestId('bank-new-mobile')?.props.value).toBe('13912345678');
    page.unmount();
  });
});
