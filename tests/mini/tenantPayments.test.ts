import type { Platform } from '../../packages/mp-harness/src';
import { asTenant, platforms, storedSession, useMiniApps, waitFor } from '../support/mini';
import { paymentApis } from '../support/pay';
import { DEMO_TENANT_MOBILE } from '../support/server';

// What the demo tenant starts paying on their own, in the built WeChat and Alipay bundles (one walk each, on its own
// server): the next quarter's rent split in 3 from its detail and its first instalment paid with the platform's sheet; 自助缴费 from 我的账单 (预存水电费, a remark on 账单备注); a cleaning
// bought on 购买服务 from 我的, then found in 我的订单.
describe.each(platforms)('splits, 自助缴费 and 购买服务 in the built %s mini-program', (platform: Platform) => {
  const apps = useMiniApps();

  it('splits a rent bill and pays its first instalment, pays a created 预存水电费 bill, and buys a cleaning', async () => {
    const { server } = apps;
    const tenant = await server.loginByPhone(DEMO_TENANT_MOBILE);
    const [lease] = await server.getData<{ id: string }[]>('/tapp/v1/contract/list?status=renting', { token: tenant.token });
    const { bills } = await server.getData<{ bills: { id: string; kind: string; paid: boolean; dueDate: string }[] }>(`/tapp/v1/contract/${lease?.id ?? ''}`, { token: tenant.token });
    const rent = bills.filter((bill) => bill.kind === 'rent' && !bill.paid).sort((a, b) => b.dueDate.localeCompare(a.dueDate))[0];
    const fakes = paymentApis(server, 'success');
    const app = await apps.launch(platform, { storage: storedSession(tenant), entry: `/pages/bill/bill_detail/index?id=${rent?.id ?? ''}`, apis: fakes.apis });
    fakes.attach(app);
    const { shows, has, onPage, tap } = asTenant(app);

    await tap('bill-detail-split');
    await onPage('pages/bill/bill_split_apply/index');
    await waitFor(app, 'the schedule', () => has('split-instalment-3'));
    expect(shows('第3期 · 2027-04-22到期')).toBe(true);
    await tap('split-submit');
    await onPage('pages/bill/bill_split_origin/index');
    await waitFor(app, 'the instalments', () => shows('共3期 · 已还0期'));
    const first = app.currentPage().findAll((node) => /^bill-\d+$/.test(String(node.props['data-testid'] ?? '')))[0]?.props['data-testid'] as string;
    await tap(first);
    await onPage('pages/bill/bill_detail/index');
    await tap('bill-detail-pay');
    await onPage('pages/bill/bill_pay_way/index');
    await tap('pay-way-next');
    await onPage('pages/bill/bill_pay_detail/index');
    await tap('pay-detail-confirm');
    await onPage('pages/bill/bill_result/index');
    await waitFor(app, '支付成功', () => shows('支付成功'));
    expect(fakes.sheets[0]?.provider?.charged).toBe(true);

    await app.navigate('reLaunch', { url: '/pages/bill/bill_list/index' });
    await onPage('pages/bill/bill_list/index');
    await tap('create-bill-link');
    await onPage('pages/bill/create_bill/index');
    await tap('create-bill-kind-utility_prepay');
    await app.currentPage().input('create-bill-amount', '200');
    await tap('create-bill-remark');
    await onPage('pages/bill/create_bill_remark/index');
    await app.currentPage().input('create-bill-remark-text', '十二月水电预存');
    await tap('create-bill-remark-save');
    await onPage('pages/bill/create_bill/index');
    await waitFor(app, 'the remark kept', () => shows('十二月水电预存'));
    await tap('create-bill-submit');
    await onPage('pages/bill/bill_result/index');
    await waitFor(app, '支付成功', () => shows('支付成功') && shows('200.00'));
    expect(fakes.sheets).toHaveLength(2);

    await app.navigate('reLaunch', { url: '/pages/mine/index' });
    await tap('mine-entry-purchase');
    await onPage('pages/purchase_service/index');
    await waitFor(app, 'the packages', () => shows('深度保洁') && shows('¥199.00/次'));
    await tap('service-buy');
    await onPage('pages/bill/bill_result/index');
    await waitFor(app, '支付成功', () => shows('支付成功'));
    await tap('bill-result-next');
    await onPage('pages/order/list/index');
    await waitFor(app, 'the cleaning in 我的订单', () => shows('深度保洁 ×1') && shows('预存水电费（HTDEMO'));
    expect(fakes.sheets.every((sheet) => sheet.provider?.charged === true)).toBe(true);
  });
});
