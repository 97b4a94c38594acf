import type { Platform } from '../../packages/mp-harness/src';
import { asTenant, platforms, storedSession, useMiniApps, waitFor } from '../support/mini';
import { fake } from '../support/photos';
import { DEMO_TENANT_MOBILE } from '../support/server';

// Activities and the customer-service WeChat in the built WeChat and Alipay bundles, one walk each (one server: each
// walk cancels its sign-up, so the next finds the activity open again): 我的 -> 社区活动 -> the open 周末亲子烘焙课 ->
// 立即报名 with 2 participants -> 报名成功 -> 我的报名 (masked) -> 取消报名 (confirmed); the full 楼顶露天电影夜 says
// 名额已满; 添加客服微信 -> 选择城市 -> 北京 -> 复制微信号 through wx.setClipboardData / my.setClipboard.
describe.each(platforms)('activities in the built %s mini-program', (platform: Platform) => {
  const apps = useMiniApps();

  it('signs up with 2 people, cancels in 我的报名, finds a full one 名额已满 and copies a city WeChat id', async () => {
    const { server } = apps;
    const tenant = await server.loginByPhone(DEMO_TENANT_MOBILE);
    const copied: string[] = [];
    const apis: Record<string, (...args: unknown[]) => unknown> =
      platform === 'wechat'
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
          };
    const app = await apps.launch(platform, { storage: storedSession(tenant), entry: '/pages/mine/index', apis });
    const { shows, onPage, tap, back } = asTenant(app);

    await tap('mine-entry-activities');
    await onPage('pages/activity/activity/index');
    await tap('ac-activity-3003');
    await onPage('pages/activity/activity_detail/index');
    await waitFor(app, '名额已满', () => shows('名额已满'));
    expect(app.currentPage().queryByTestId('ac-sign-up')).toBeUndefined();
    await back();

    await tap('ac-activity-3001');
    await onPage('pages/activity/activity_detail/index');
    await tap('ac-sign-up');
    await onPage('pages/activity/activity_sign/index');
    await waitFor(app, 'the form', () => app.currentPage().queryByTestId('ac-contactor'));
    await app.currentPage().input('ac-contactor', '张三');
    await app.currentPage().input('ac-phone', DEMO_TENANT_MOBILE);
    await tap('ac-participants-more');
    await waitFor(app, '2人', () => shows('2人'));
    await tap('ac-submit');
    await onPage('pages/activity/activity_sign_success/index');
    await waitFor(app, '共2人参加', () => shows('共2人参加'));

    await tap('ac-success-mine');
    await onPage('pages/activity/activity_sign_list/index');
    await waitFor(app, 'the sign-up', () => shows('张* · 138****8000 · 2人'));
    expect(shows(DEMO_TENANT_MOBILE)).toBe(false);
    const cancel = app.currentPage().findAll((node) => String(node.props['data-testid'] ?? '').startsWith('ac-cancel-'))[0]?.props['data-testid'] as string;
    await tap(cancel);
    await waitFor(app, '已取消', () => shows('已取消'));
    expect(app.modals.at(-1)?.title).toBe('取消报名');
    expect(app.currentPage().queryByTestId(cancel)).toBeUndefined();

    await app.navigate('reLaunch', { url: '/pages/mine/index' });
    await tap('mine-entry-wechat');
    await onPage('pages/wechat/add/index');
    await waitFor(app, 'the Shanghai account', () => shows('aster-kefu-shanghai'));
    await tap('wx-choose-city');
    await onPage('pages/wechat/chooseCity/index');
    await tap('wx-city-1');
    await onPage('pages/wechat/add/index');
    await waitFor(app, 'the Beijing account', () => shows('aster-kefu-beijing'));
    await tap('wx-copy');
    await waitFor(app, '复制成功', () => app.toasts.some((toast) => toast.title === '复制成功'));
    expect(copied).toEqual(['aster-kefu-beijing']);
    expect(app.errors).toEqual([]);
  });
});
