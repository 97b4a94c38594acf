import { saveScreenshot, useH5Browser, waitForPath } from '../support/browser';
import { shown } from '../support/h5';
import { DEMO_TENANT_MOBILE } from '../support/server';

// Invoices as the demo tenant meets them in the browser, one walk: 我的 -> 我的发票 (the seeded issued invoice),
// 申请开票 -> 申请发票 (a paid bill ticked, the total), 填写发票信息 (a company title with its 税号 and an email),
// 发票详情 申请中; the operator's tax system issues it (dev flag); 已开具, 查看发票 opens the real PDF in show_pdf, and
// 开票明细 lists the bill.
const h5 = useH5Browser();

const LIST = '/aster/pages/invoice/invoice/index';
const APPLY = '/aster/pages/invoice/apply_invoice/index';
const FILL = '/aster/pages/invoice/fillIn/index';
const DETAILS = '/aster/pages/invoice/details/index';
const LINES = '/aster/pages/invoice/particulars/index';
const SHOW_PDF = '/aster/pages/show_pdf/index';


describe('invoices on H5', () => {
  it('asks for a company invoice of a paid bill and opens its PDF once issued', async () => {
    const { token } = await h5.server.loginByPhone(DEMO_TENANT_MOBILE);
    const { page } = await h5.newTab();
    await h5.openLoggedIn(page, token, '/pages/mine/index');
    await shown(page, 'mine-entry-invoices').click();
    await waitForPath(page, LIST);
    await page.locator('[data-testid^="iv-status-"]:visible').filter({ hasText: '已开具' }).first().waitFor();
    await saveScreenshot(page, 'h5-invoice-list');

    await shown(page, 'iv-apply').click();
    await waitForPath(page, APPLY);
    const first = page.locator('[data-testid^="iv-item-bill-"]:visible').first();
    await first.waitFor();
    const billTestId = String(await first.getAttribute('data-testid'));
    await first.click();
    await page.getByText('已选1笔，合计').first().waitFor();
    await saveScreenshot(page, 'h5-invoice-apply');
    await shown(page, 'iv-next').click();
    await waitForPath(page, FILL);
    // Nothing of the selection in the link.
    expect(new URL(page.url()).search).toBe('');

    await shown(page, 'iv-type-company').click();
    await shown(page, 'iv-name').fill('上海甲乙科技有限公司');
    await shown(page, 'iv-tax').fill('91350100M000100Y44');
    await shown(page, 'iv-email').fill('finance@example.com');
    await shown(page, 'iv-submit').click();
    await page.getByText('请输入正确的18位统一社会信用代码').first().waitFor();
    await shown(page, 'iv-tax').fill('91350100M000100Y43');
    await shown(page, 'iv-bank').fill('招商银行上海分行 6214830123456789');
    await saveScreenshot(page, 'h5-invoice-fill-in');
    await shown(page, 'iv-submit').click();
    await waitForPath(page, DETAILS);
    await shown(page, 'iv-detail-status').filter({ hasText: '申请中' }).waitFor();
    await shown(page, 'iv-detail-tax').filter({ hasText: '**************0Y43' }).waitFor();
    expect(await page.content()).not.toContain('91350100M000100Y43');

    // The operator's tax system issues it.
    const id = new URL(page.url()).searchParams.get('id') ?? '';
    const issued = await fetch(`${h5.server.origin}/__dev/invoices/${id}/issue`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(((await issued.json()) as { data?: { status: string } }).data?.status).toBe('issued');
    await page.reload();
    await shown(page, 'iv-detail-status').filter({ hasText: '已开具' }).waitFor();
    await shown(page, 'iv-detail-number').waitFor();
    await saveScreenshot(page, 'h5-invoice-details');

    await shown(page, 'iv-view-pdf').click();
    await waitForPath(page, SHOW_PDF);
    expect(page.url()).not.toContain(token);
    await page.locator('[data-testid="pdf-page-1"][data-drawn="true"]').waitFor();
    const pdf = await fetch(String(await shown(page, 'pdf-open').getAttribute('href')));
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await saveScreenshot(page, 'h5-invoice-pdf');

    await page.goBack();
    await waitForPath(page, DETAILS);
    await shown(page, 'iv-particulars').click();
    await waitForPath(page, LINES);
    await shown(page, `iv-line-${billTestId.replace('iv-item-', '')}`).waitFor();
    await saveScreenshot(page, 'h5-invoice-particulars');

    // The bill is no longer offered.
    await page.goto(APPLY);
    await page.locator('[data-testid^="iv-item-"]:visible').first().waitFor();
    expect(await shown(page, billTestId).count()).toBe(0);
  }, 120_000);
});
