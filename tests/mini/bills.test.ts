import { textContent, type Platform } from '../../packages/mp-harness/src';
import { asTenant, platforms, storedSession, useMiniApps, waitFor } from '../support/mini';
import { paymentApis } from '../support/pay';
import { photoApis } from '../support/photos';
import { DEMO_TENANT_MOBILE } from '../support/server';

// Bills in the built WeChat and Alipay bundles, one walk: 我的 -> 我的账单, the overdue 燃气费 on top, its detail, the
// platform's own pay way (WeChat Pay / Alipay), the confirmation, the platform's sheet, the result, the paid bill
// with its channel, its order and its receipt on that channel, and 我的订单; then an electricity bill paid by bank
// transfer: the account, the receipt through the platform's album and uploader, 转账确认中 until the operator confirms.
const WAY: Record<Platform, { testId: string; label: string; receipt: string }> = {
  wechat: { testId: 'pay-way-wechat', label: '微信支付', receipt: 'pages/order/wechat/index' },
  ali: { testId: 'pay-way-alipay', label: '支付宝', receipt: 'pages/order/ali/index' },
};

describe.each(platforms)('bills in the built %s mini-program', (platform: Platform) => {
  const apps = useMiniApps();

  it("pays an overdue bill with the platform's pay way from 我的账单 and finds it paid with its order", async () => {
    const { server } = apps;
    const tenant = await server.loginByPhone(DEMO_TENANT_MOBILE);
    const { bills } = await server.getData<{ bills: { id: string; title: string; status: string; payable: boolean }[] }>('/tapp/v1/bill/list', { token: tenant.token });
    const gasId = bills.find((bill) => bill.title === '燃气费（2026-10）')?.id ?? '';
    const electricityId = bills.find((bill) => bill.payable && bill.title.startsWith('电费'))?.id ?? '';
    const fakes = paymentApis(server, 'success');
    const app = await apps.launch(platform, { storage: storedSession(tenant), entry: '/pages/mine/index', apis: { ...fakes.apis, ...photoApis(platform, server.origin, []) } });
    fakes.attach(app);
    const { shows, has, onPage, tap } = asTenant(app);

    await tap('mine-entry-bills');
    await onPage('pages/bill/bill_list/index');
    await waitFor(app, 'the bills', () => has(`bill-${gasId}`));
    const cards = app.currentPage().findAll((node) => /^bill-\d+$/.test(String(node.props['data-testid'] ?? '')));
    expect(cards[0]?.props['data-testid']).toBe(`bill-${gasId}`);
    expect(shows('已逾期')).toBe(true);

    await tap(`bill-${gasId}`);
    await onPage('pages/bill/bill_detail/index');
    await waitFor(app, 'the amount', () => shows('¥43.20'));
    await tap('bill-detail-pay');
    await onPage('pages/bill/bill_pay_way/index');
    // The platform's own way, the only one, chosen already.
    await waitFor(app, 'the pay way', () => has(WAY[platform].testId));
    const ways = app.currentPage().findAll((node) => /^pay-way-(wechat|alipay|card)$/.test(String(node.props['data-testid'] ?? '')));
    expect(ways.map((node) => node.props['data-testid'])).toEqual([WAY[platform].testId]);
    // The demo tenant's 水电燃气券 is chosen by default (coupons.test.ts pays with it): this journey pays the whole bill.
    await waitFor(app, 'the coupon chosen', () => shows('-¥10.00'));
    await tap('pay-way-coupon');
    await tap('coupon-choice-none');
    await waitFor(app, 'no coupon', () => shows('不使用') && shows('¥43.20'));
    await tap('pay-way-next');
    await onPage('pages/bill/bill_pay_detail/index');
    await waitFor(app, 'the way', () => shows(WAY[platform].label));
    await tap('pay-detail-confirm');

    await onPage('pages/bill/bill_result/index');
    await waitFor(app, '支付成功', () => shows('支付成功'));
    expect(fakes.sheets).toHaveLength(1);
    expect(fakes.sheets[0]?.provider?.charged).toBe(true);
    await tap('bill-result-next');
    await onPage('pages/bill/bill_detail/index');
    await waitFor(app, '已支付', () => shows('已支付') && has('bill-detail-channel'));
    expect(textContent(app.currentPage().findByTestId('bill-detail-channel'))).toBe(WAY[platform].label);
    await tap('bill-detail-order');
    await onPage('pages/order/detail/index');
    await waitFor(app, 'the order', () => shows('燃气费（2026-10）（HTDEMO06）'));
    expect(shows('¥43.20')).toBe(true);
    // Its receipt on the platform's own channel (order/wechat, order/ali).
    await tap('order-detail-receipt');
    await onPage(WAY[platform].receipt);
    await waitFor(app, 'the receipt', () => shows(`${WAY[platform].label}已支付`) && shows('¥43.20'));

    await app.navigate('navigateTo', { url: '/pages/order/list/index' });
    await onPage('pages/order/list/index');
    await waitFor(app, 'the order in the list', () => shows('燃气费（2026-10）（HTDEMO06）') && shows('已支付'));

    // Another bill by bank transfer.
    await app.navigate('redirectTo', { url: `/pages/bill/bill_detail/index?id=${electricityId}` });
    await onPage('pages/bill/bill_detail/index');
    await tap('bill-detail-pay');
    await onPage('pages/bill/bill_pay_way/index');
    await tap('pay-way-transfer');
    await onPage('pages/bill/bill_pay_by_transfer/index');
    await waitFor(app, 'the account', () => has('transfer-reference'));
    await tap('transfer-next');
    await onPage('pages/bill/bill_pay_by_transfer/stepOne');
    await tap('transfer-receipt-album');
    await waitFor(app, 'the receipt uploaded', () => textContent(app.currentPage().findByTestId('transfer-receipt-status')) === '已上传');
    await app.currentPage().input(app.currentPage().findByTestId('transfer-payer'), '张三');
    await tap('transfer-submit');
    await onPage('pages/bill/bill_pay_by_transfer/stepThree');
    await waitFor(app, '转账确认中', () => shows('转账确认中'));
    const { transfer } = await server.getData<{ transfer: { id: string } }>(`/tapp/v1/bill/${electricityId}/transfer`, { token: tenant.token });
    const confirmed = await fetch(`${server.origin}/__dev/bills/transfers/${transfer.id}/confirm`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(((await confirmed.json()) as { data?: { status: string } }).data?.status).toBe('confirmed');
    await tap('transfer-bill');
    await onPage('pages/bill/bill_detail/index');
    await waitFor(app, 'the bill paid by transfer', () => shows('已支付') && has('bill-detail-transfer'));
  });
});
