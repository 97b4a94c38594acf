import { openScreen } from '@screens/testing/openScreen';
import MiniPayIndexPage from './MiniPayIndexPage';

const mockParams: { code?: string } = {};
jest.mock('remax', () => ({ useQuery: () => mockParams }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Button: 'button' }));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

describe('扫码缴费', () => {
  beforeEach(() => delete mockParams.code);

  it('keeps a code that does not fit with the reason, and opens the bill of one typed with spaces', async () => {
    const page = await openScreen(MiniPayIndexPage, { openedFrom: '/pages/mine/index' });
    await page.tap('minipay-query');
    expect(page.alerts().join('')).toContain('请输入账单编码');
    await page.type('minipay-code', 'asterpay2');
    await page.tap('minipay-query');
    expect(page.alerts().join('')).toContain('账单编码为10位字母或数字，请核对纸质账单');
    expect(page.value('minipay-code')).toBe('asterpay2');
    await page.type('minipay-code', 'aste rpay 26');
    await page.tap('minipay-query');
    expect(String(page.currentPage())).toContain('pages/minipay/bill/index?code=ASTERPAY26');
    page.unmount();
  });

  it("goes straight to the bill of the QR code's code", async () => {
    mockParams.code = 'ASTERPAY26';
    const page = await openScreen(MiniPayIndexPage, {});
    expect(String(page.currentPage())).toContain('pages/minipay/bill/index?code=ASTERPAY26');
    page.unmount();
  });
});
