import type { Platform } from '../../packages/mp-harness/src';
import { asTenant, platforms, storedSession, useMiniApps, waitFor } from '../support/mini';
import { DEMO_TENANT_MOBILE } from '../support/server';

// Coupons in the built WeChat and Alipay bundles: 我的 -> 我的优惠券 (tabs with counts), 领券中心 (the 无门槛券 claimed
// once), the overdue 燃气费 paid from the balance with the 水电燃气券 chosen by default, then the coupon under 已使用,
// and a share link made for the 无门槛券. The wallet password is set over HTTP.
describe.each(platforms)('coupons in the built %s mini-program', (platform: Platform) => {
  const apps = useMiniApps();

  it('lists the coupons, claims one, and pays a bill with the best coupon', async () => {
    const { server } = apps;
    const tenant = await server.loginByPhone(DEMO_TENANT_MOBILE);
    await server.setWalletPassword(tenant.token, DEMO_TENANT_MOBILE, '135790');
    const { bills } = await server.getData<{ bills: { id: string; title: string }[] }>('/tapp/v1/bill/list', { token: tenant.token });
    const gasId = bills.find((bill) => bill.title === '燃气费（2026-10）')?.id ?? '';

    const app = await apps.launch(platform, { storage: storedSession(tenant), entry: '/pages/mine/index' });
    const { shows, onPage, tap } = asTenant(app);
    await tap('mine-entry-coupons');
    await onPage('pages/coupon/list/index');
    await waitFor(app, 'the tabs with their counts', () => shows('可使用(1)') && shows('已使用(0)') && shows('已过期(1)'));
    expect(shows('满¥30.00减¥10.00')).toBe(true);
    expect(shows('有效期至 2026-12-31')).toBe(true);

    await tap('coupon-to-offers');
    await onPage('pages/coupon/pull_list/index');
    await tap('coupon-claim-ANY5');
    await waitFor(app, 'the offer claimed', () => app.currentPage().queryByTestId('coupon-offer-state-ANY5') !== undefined);

    await app.navigate('navigateTo', { url: `/pages/bill/bill_pay_way/index?id=${gasId}` });
    await onPage('pages/bill/bill_pay_way/index');
    await waitFor(app, 'the best coupon chosen', () => shows('水电燃气券') && shows('-¥10.00') && shows('¥33.20'));
    await tap('pay-way-balance');
    await waitFor(app, 'the password sheet', () => app.currentPage().queryByTestId('wallet-password') !== undefined);
    await app.currentPage().input('wallet-password', '135790');
    await onPage('pages/bill/bill_detail/index');
    await waitFor(app, 'the bill paid', () => shows('已支付'));

    await app.navigate('navigateTo', { url: '/pages/coupon/list/index' });
    await onPage('pages/coupon/list/index');
    await waitFor(app, 'the coupon used', () => shows('已使用(1)'));
    await tap('coupon-tab-used');
    await waitFor(app, 'on which bill', () => shows('已用于 燃气费（2026-10）'));

    await app.navigate('navigateTo', { url: '/pages/coupon/share_list/index' });
    await onPage('pages/coupon/share_list/index');
    await waitFor(app, 'the shareable coupon', () => shows('无门槛券'));
    const mine = await server.getData<{ id: string; title: string }[]>('/tapp/v1/coupon/list', { token: tenant.token });
    const any = mine.find((coupon) => coupon.title === '无门槛券')?.id ?? '';
    await tap(`coupon-share-button-${any}`);
    await waitFor(app, 'the share link', () => /pages\/coupon\/share_list\/index\?code=[A-Za-z0-9_-]{12,64}/.test(app.currentPage().text()));
    expect(app.currentPage().queryByTestId('coupon-share-copy')).toBeDefined();
  });
});
