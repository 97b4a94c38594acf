import { okAnswer } from '@aster/core-api/testing';
import { navigation } from '@screens/platform/navigation';
import { openScreen } from '@screens/testing/openScreen';
import { invoiceSummary } from '@screens/features/invoice/testing';
import InvoicePage from './InvoicePage';

jest.mock('remax', () => ({ useQuery: () => ({}) }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Textarea: 'textarea', Button: 'button' }));
jest.mock('@screens/ui/kit.css', () => ({}));
jest.mock('@screens/features/booking/booking.css', () => ({}));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

describe('我的发票', () => {
  it('lists the invoices with their states and amounts, opens one, and starts a new application', async () => {
    const invoices = [
      invoiceSummary({ id: '9', status: 'failed', itemCount: 2, amountFen: 960_000 }),
      invoiceSummary({ id: '8', status: 'applied' }),
      invoiceSummary({ id: '1', status: 'issued', titleType: 'personal', titleName: '张三', issuedAt: Date.UTC(2026, 0, 3, 2), number: '26310000000000000001' }),
    ];
    const page = await openScreen(InvoicePage, { answers: { 'invoice/list': () => okAnswer({ invoices }) } });
    expect(['9', '8', '1'].map((id) => page.byTestId(`iv-status-${id}`) && page.text())).toHaveLength(3);
    const text = page.text();
    expect(text.indexOf('开票失败')).toBeLessThan(text.indexOf('申请中'));
    expect(text.indexOf('申请中')).toBeLessThan(text.indexOf('已开具'));
    expect(text).toContain('¥9,600.00');
    expect(text).toContain('企业 · 2笔');
    expect(text).toContain('开具于 2026-01-03 10:00');
    await page.tap('iv-invoice-1');
    expect(navigation.currentPage()).toBe('/pages/invoice/details/index?id=1');
    await navigation.navigateBack();
    await page.tap('iv-apply');
    expect(navigation.currentPage()).toBe('/pages/invoice/apply_invoice/index');
    page.unmount();
  });

  it('says so when there is none yet', async () => {
    const page = await openScreen(InvoicePage, { answers: { 'invoice/list': () => okAnswer({ invoices: [] }) } });
    expect(page.text()).toContain('还没有发票，支付账单后可申请开票');
    page.unmount();
  });
});
