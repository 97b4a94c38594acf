import type { Platform } from '../../packages/mp-harness/src';
import { asTenant, platforms, storedSession, useMiniApps, waitFor } from '../support/mini';
import { fake, photoApis } from '../support/photos';
import { DEMO_TENANT_MOBILE } from '../support/server';

// Work orders in the built WeChat and Alipay bundles, one walk through the pages: 我的 -> 报修, 我要报修 (a leak with
// three photos and a visit slot; progress messages asked through the platform's subscription), the detail moved to
// done by the operator's dev flag, 去评价 with stars and words, 评价详情, then 保洁 -> 预约保洁.
describe.each(platforms)('work orders in the built %s mini-program', (platform: Platform) => {
  const apps = useMiniApps();

  it('reports a leak with three photos and a visit, follows it, rates it and books a cleaning', async () => {
    const { server } = apps;
    const tenant = await server.loginByPhone(DEMO_TENANT_MOBILE);
    const asked: string[][] = [];
    const subscription: Record<string, (...args: unknown[]) => unknown> =
      platform === 'wechat'
        ? {
            requestSubscribeMessage: fake((options: { tmplIds: string[]; success(result: Record<string, string>): void }) => {
              asked.push(options.tmplIds);
              setTimeout(() => options.success(Object.fromEntries(options.tmplIds.map((id) => [id, 'accept']))), 0);
            }),
          }
        : {
            requestSubscribeMessage: fake((options: { entityIds: string[]; success(): void }) => {
              asked.push(options.entityIds);
              setTimeout(() => options.success(), 0);
            }),
            getSetting: fake((options: { success(result: unknown): void }) =>
              setTimeout(() => options.success({ subscriptionsSetting: { mainSwitch: true, itemSettings: { 'wo-accepted': 'accept' } } }), 0),
            ),
          };
    const app = await apps.launch(platform, { storage: storedSession(tenant), entry: '/pages/mine/index', apis: { ...photoApis(platform, server.origin, []), ...subscription } });
    const { shows, has, onPage, tap } = asTenant(app);

    await tap('mine-entry-repair');
    await onPage('pages/service/pages/repair/list');
    await waitFor(app, 'the seeded orders', () => shows('电路故障'));
    await tap('work-order-new');
    await onPage('pages/service/pages/repair/add');
    await tap('wo-category-水管漏水');
    await app.currentPage().input('wo-description', '厨房水槽下面漏水');
    for (const index of [0, 1, 2]) {
      await tap('wo-photo-album');
      await waitFor(app, `photo ${index + 1} uploaded`, () => app.currentPage().queryByTestId(`wo-photo-${index}`)?.props['data-status'] === 'done');
    }
    await tap('wo-slot-1');
    await tap('wo-submit');
    await onPage('pages/service/pages/repair/detail');
    await waitFor(app, '待受理', () => shows('待受理') && has('wo-detail-photo-2'));
    expect(asked).toEqual([['wo-accepted', 'wo-assigned', 'wo-done']]);

    const id = app.currentPage().query.id ?? '';
    for (let step = 0; step < 4; step += 1) {
      const moved = await fetch(`${server.origin}/__dev/work-orders/${id}/advance`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      expect(moved.status).toBe(200);
    }
    await app.navigate('redirectTo', { url: `/pages/service/pages/repair/detail?id=${id}` });
    await waitFor(app, '待评价 with the worker', () => shows('待评价') && has('wo-worker'));
    await tap('wo-rate');
    await onPage('pages/service/pages/add_comment/index');
    await tap('wo-star-5');
    await app.currentPage().input('wo-comment', '师傅很准时');
    await tap('wo-rate-submit');
    await onPage('pages/service/pages/repair/detail');
    await waitFor(app, '已评价', () => shows('已评价'));

    await app.navigate('navigateTo', { url: '/pages/service/pages/clean/add' });
    await onPage('pages/service/pages/clean/add');
    await tap('wo-category-日常保洁');
    await app.currentPage().input('wo-description', '客厅和厨房');
    await tap('wo-slot-0');
    await tap('wo-submit');
    await onPage('pages/service/pages/clean/detail');
    await waitFor(app, '待受理', () => shows('待受理'));
    expect(app.errors).toEqual([]);
  });
});
