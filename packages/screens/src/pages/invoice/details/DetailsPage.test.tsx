import { businessErrorAnswer, okAnswer } from '@aster/core-api/testing';
import { navigation } from '@screens/platform/navigation';
import { openScreen } from '@screens/testing/openScreen';
import { invoiceDetail } from '@screens/features/invoice/testing';
import DetailsPage from './DetailsPage';

jest.mock('remax', () => ({ useQuery: () => ({ id: '7' }) }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Textarea: 'textarea', Button: 'button' }));
jest.mock('@screens/ui/kit.css', () => ({}));
jest.mock('@screens/features/booking/booking.css', () => ({}));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

const PDF = 'http://127.0.0.1:8080/files/invoices/7/invoice.pdf?expires=1&ticket=abc';

describe('发票详情', () => {
  it('shows an issued invoice with the tax number masked and the amount in capitals, opens its PDF and its lines', async () => {
    const issued = invoiceDetail({ status: 'issued', number: '26310000000000000007', issuedAt: Date.UTC(2026, 10, 21, 2), decidedAt: Date.UTC(2026, 10, 21, 2), pdfUrl: PDF });
    const page = await openScreen(DetailsPage, { openedFrom: '/pages/invoice/details/index?id=7', answers: { 'invoice/7': () => okAnswer(issued) } });
    expect(page.text()).toContain('已开具');
    expect(page.text()).toContain('电子发票已开具并发送至 fi***@example.com');
    expect(page.text()).toContain('**************0Y43');
    expect(page.text()).not.toContain('91350100M000100Y43');
    expect(page.text()).toContain('¥4,800.00');
    expect(page.text()).toContain('肆仟捌佰元整');
    expect(page.text()).toContain('2026-11-21 10:00');
    await page.tap('iv-view-pdf');
    const opened = navigation.currentPage() ?? '';
    expect(opened.startsWith('/pages/show_pdf/index?')).toBe(true);
    expect(decodeURIComponent(opened)).toContain(PDF);
    await navigation.navigateBack();
    await page.tap('iv-particulars');
    expect(navigation.currentPage()).toBe('/pages/invoice/particulars/index?id=7');
    page.unmount();
  });

  it('shows why an invoice failed and offers to apply again, without a PDF', async () => {
    const failed = invoiceDetail({ status: 'failed', failReason: '购买方税号与名称不符', decidedAt: Date.UTC(2026, 10, 21, 2) });
    const page = await openScreen(DetailsPage, { openedFrom: '/pages/invoice/details/index?id=7', answers: { 'invoice/7': () => okAnswer(failed) } });
    expect(page.text()).toContain('开票失败：购买方税号与名称不符');
    expect(page.byTestId('iv-view-pdf')).toBeUndefined();
    await page.tap('iv-reapply');
    expect(navigation.currentPage()).toBe('/pages/invoice/apply_invoice/index');
    page.unmount();
  });

  it("says when the invoice is not the tenant's", async () => {
    const page = await openScreen(DetailsPage, { openedFrom: '/pages/invoice/details/index?id=7', answers: { 'invoice/7': () => businessErrorAnswer('INVOICE_NOT_FOUND', '发票不存在') } });
    expect(page.text()).toContain('发票加载失败');
    page.unmount();
  });
});
