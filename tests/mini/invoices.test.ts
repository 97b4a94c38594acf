import type { Platform } from '../../packages/mp-harness/src';
import { asTenant, platforms, storedSession, useMiniApps, waitFor } from '../support/mini';
import { fake } from '../support/photos';
import { DEMO_TENANT_MOBILE } from '../support/server';

// Invoices in the built WeChat and Alipay bundles, one walk: 我的 -> 我的发票 (the seeded issued invoice), 申请开票
// (a paid bill ticked), 填写发票信息 (a company title), 发票详情 申请中; issued by the operator's dev flag, 查看发票
// downloads the PDF and opens it in the platform's reader, 开票明细 lists the bill.
describe.each(platforms)('invoices in the built %s mini-program', (platform: Platform) => {
  const apps = useMiniApps();

  it('asks for a company invoice of a paid bill, sees it issued and opens its PDF', async () => {
    const { server } = apps;
    const tenant = await server.loginByPhone(DEMO_TENANT_MOBILE);
    const downloads: string[] = [];
    const opened: unknown[] = [];
    const reader: Record<string, (...args: unknown[]) => unknown> = {
      downloadFile: fake((options: { url: string; success(result: unknown): void }) => {
        downloads.push(options.url);
        setTimeout(() => options.success(platform === 'ali' ? { apFilePath: 'https://resource/invoice.pdf' } : { tempFilePath: 'wxfile://tmp/invoice.pdf', statusCode: 200 }), 0);
        return { onProgressUpdate: () => undefined };
      }),
      openDocument: fake((options: { success(): void }) => {
        opened.push(options);
        setTimeout(() => options.success(), 0);
      }),
    };
    const app = await apps.launch(platform, { storage: storedSession(tenant), entry: '/pages/mine/index', apis: reader });
    const { shows, has, onPage, tap } = asTenant(app);

    await tap('mine-entry-invoices');
    await onPage('pages/invoice/invoice/index');
    await waitFor(app, 'the seeded invoice', () => shows('已开具'));
    await tap('iv-apply');
    await onPage('pages/invoice/apply_invoice/index');
    const bill = await waitFor(app, 'a paid bill', () => app.currentPage().findAll((node) => String(node.props['data-testid'] ?? '').startsWith('iv-item-bill-'))[0]);
    const billTestId = String(bill.props['data-testid']);
    await tap(billTestId);
    await waitFor(app, 'the total', () => shows('已选1笔，合计'));
    await tap('iv-next');
    await onPage('pages/invoice/fillIn/index');
    expect(app.currentPage().query).toEqual({});
    await tap('iv-type-company');
    await app.currentPage().input('iv-name', '上海甲乙科技有限公司');
    await app.currentPage().input('iv-tax', '91350100M000100Y43');
    await app.currentPage().input('iv-email', 'finance@example.com');
    await tap('iv-submit');
    await onPage('pages/invoice/details/index');
    await waitFor(app, '申请中', () => shows('申请中') && shows('**************0Y43'));
    expect(shows('91350100M000100Y43')).toBe(false);

    const id = app.currentPage().query.id ?? '';
    const issued = await fetch(`${server.origin}/__dev/invoices/${id}/issue`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(issued.status).toBe(200);
    await app.navigate('redirectTo', { url: `/pages/invoice/details/index?id=${id}` });
    await waitFor(app, '已开具', () => shows('已开具') && has('iv-view-pdf'));
    await tap('iv-view-pdf');
    await onPage('pages/show_pdf/index');
    await waitFor(app, 'the PDF opened', () => opened.length > 0);
    expect(downloads[0]).toContain(`/files/invoices/${id}/invoice.pdf?expires=`);
    expect(downloads[0]).not.toContain(tenant.token);
    const pdf = await fetch(downloads[0] ?? '');
    expect(pdf.headers.get('content-type')).toBe('application/pdf');

    await app.navigate('navigateTo', { url: `/pages/invoice/particulars/index?id=${id}` });
    await onPage('pages/invoice/particulars/index');
    await waitFor(app, 'the bill', () => has(`iv-line-${billTestId.replace('iv-item-', '')}`));
    expect(app.errors).toEqual([]);
  });
});
