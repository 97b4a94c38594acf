import type { Platform } from '../../packages/mp-harness/src';
import { asTenant, platforms, storedSession, useMiniApps, waitFor } from '../support/mini';
import { fake } from '../support/photos';
import { DEMO_TENANT_MOBILE } from '../support/server';

// Extra services in the built WeChat and Alipay bundles, one walk: 我的 -> 我的管家 (拨打电话 through the platform's
// makePhoneCall), 无线网络 (显示, 复制 through wx.setClipboardData / my.setClipboard), 我的室友, 公告 (the building's
// first, 加载更多) and 服务电话 (拨打 the 24h hotline).
describe.each(platforms)('extra services in the built %s mini-program', (platform: Platform) => {
  const apps = useMiniApps();

  it('calls the housekeeper, copies the Wi-Fi password, lists roommates and notices, and calls the hotline', async () => {
    const { server } = apps;
    const tenant = await server.loginByPhone(DEMO_TENANT_MOBILE);
    const dialled: string[] = [];
    const copied: string[] = [];
    const apis: Record<string, (...args: unknown[]) => unknown> = {
      makePhoneCall: fake((options: { phoneNumber?: string; number?: string; success?(): void }) => {
        dialled.push(options.phoneNumber ?? options.number ?? '');
        setTimeout(() => options.success?.(), 0);
      }),
      ...(platform === 'wechat'
        ? {
            setClipboardData: fake((options: { data: string; success(): void }) => {
              copied.push(options.data);
              setTimeout(() => options.success(), 0);
            }),
          }
        : {
            setClipboard: fake((options: { text: string; success(): void }) => {
              copied.push(options.text);
              setTimeout(() => options.success(), 0);
            }),
          }),
    };
    const app = await apps.launch(platform, { storage: storedSession(tenant), entry: '/pages/mine/index', apis });
    const { shows, has, onPage, tap, back } = asTenant(app);
    const firstTestId = (prefix: string) => app.currentPage().findAll((node) => String(node.props['data-testid'] ?? '').startsWith(prefix))[0]?.props['data-testid'] as string | undefined;

    await tap('mine-entry-manager');
    await onPage('pages/extra_service/manager/index');
    await waitFor(app, 'the housekeepers', () => firstTestId('xs-manager-call-'));
    await tap(firstTestId('xs-manager-call-') ?? '');
    await waitFor(app, 'the dialer', () => dialled.length === 1);
    expect(dialled[0]).toMatch(/^139\d{8}$/);

    await back();
    await tap('mine-entry-wifi');
    await onPage('pages/extra_service/wifi/index');
    await waitFor(app, 'the Wi-Fi', () => firstTestId('xs-wifi-toggle-'));
    expect(shows('aster@2026wifi')).toBe(false);
    await tap(firstTestId('xs-wifi-toggle-') ?? '');
    await waitFor(app, 'the password shown', () => shows('aster@2026wifi'));
    await tap(firstTestId('xs-wifi-copy-password-') ?? '');
    await waitFor(app, '复制成功', () => app.toasts.some((toast) => toast.title === '复制成功'));
    expect(copied).toEqual(['aster@2026wifi']);

    await back();
    await tap('mine-entry-roommate');
    await onPage('pages/extra_service/roommate/index');
    await waitFor(app, 'the roommates', () => shows('王*') && shows('刘*') && shows('您住的是整租房源，没有室友'));
    expect(shows('王强') || shows('13500135001')).toBe(false);

    await back();
    await tap('mine-entry-notices');
    await onPage('pages/extra_service/public-notice-list/index');
    await waitFor(app, 'the notices', () => shows('本楼电梯年度检修通知') && has('xs-notices-more'));
    expect(app.currentPage().text().indexOf('本楼电梯年度检修通知')).toBeLessThan(app.currentPage().text().indexOf('新版租户手册上线'));
    await tap('xs-notices-more');
    await waitFor(app, 'the second page', () => shows('智能门锁固件升级通知'));

    await back();
    await tap('mine-entry-servicetel');
    await onPage('pages/extra_service/servicetel/index');
    await tap('xs-phone-hotline-call');
    await waitFor(app, 'the hotline dialled', () => dialled.length === 2);
    expect(dialled[1]).toBe('4008208820');
    expect(shows('我的门店')).toBe(true);
    expect(app.errors).toEqual([]);
  });
});
