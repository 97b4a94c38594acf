import type { Platform } from '../../packages/mp-harness/src';
import type { TalentMine } from '../../packages/core-domain/src';
import { asTenant, platforms, storedSession, useMiniApps, waitFor } from '../support/mini';
import { photoApis } from '../support/photos';
import { DEMO_TENANT_MOBILE } from '../support/server';

// 人才公寓 in the built WeChat and Alipay bundles, one walk: 我的 -> 人才公寓, 轮候申请 with the three documents
// (chosen and uploaded through the platform's photo APIs), 提交成功, 轮候详情 at 待审核; the operator approves it (dev
// flag) and the tenant sees 排队中 with the place in the queue and the people ahead; 撤回申请 confirmed in the platform's modal.
describe.each(platforms)('talent housing in the built %s mini-program', (platform: Platform) => {
  const apps = useMiniApps();

  it('applies with three documents, is approved into the queue and withdraws', async () => {
    const { server } = apps;
    const tenant = await server.loginByPhone(DEMO_TENANT_MOBILE);
    const app = await apps.launch(platform, { storage: storedSession(tenant), entry: '/pages/mine/index', apis: photoApis(platform, server.origin, []) });
    const { shows, onPage, tap } = asTenant(app);

    await tap('mine-entry-talent');
    await onPage('pages/talent/talent_home/index');
    await waitFor(app, 'the programme', () => shows('您还没有提交申请') && shows('张江人才公寓'));
    await tap('tl-home-next');
    await onPage('pages/talent/waiting_apply/index');
    await waitFor(app, 'the verified identity', () => shows('*三'));
    await app.currentPage().input('tl-employer', '上海张江科技有限公司');
    await tap('tl-degree-bachelor');
    await tap('tl-level-none');
    await app.currentPage().input('tl-insurance', '8');
    await tap('tl-project-zhangjiang');
    for (const kind of ['talent_degree', 'talent_contract', 'talent_insurance']) {
      await tap(`tl-doc-${kind}-album`);
      await waitFor(app, `${kind} uploaded`, () => app.currentPage().queryByTestId(`tl-doc-${kind}`)?.props['data-status'] === 'done');
    }
    await tap('tl-no-home');
    await tap('tl-submit');
    await onPage('pages/talent/submitted/index');
    await waitFor(app, 'the application number', () => shows('申请编号'));
    await tap('tl-submitted-detail');
    await onPage('pages/talent/waiting_detail/index');
    await waitFor(app, '待审核', () => shows('待审核'));

    const mine = await server.getData<TalentMine>('/tapp/v1/talent/mine', { token: tenant.token });
    const moved = await fetch(`${server.origin}/__dev/talent-applications/${mine.application?.id ?? ''}/move`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ action: 'approve' }) });
    expect(moved.status).toBe(200);
    await app.navigate('redirectTo', { url: '/pages/talent/waiting_detail/index' });
    await waitFor(app, '排队中, 7th for 张江', () => shows('排队中') && shows('第7位') && shows('前面还有6人'));

    app.setModalResponder(() => ({ confirm: true }));
    await tap('tl-detail-withdraw');
    await waitFor(app, '已撤回', () => shows('已撤回'));
    expect(app.modals.map((modal) => modal.title)).toContain('撤回申请');
    expect(app.errors).toEqual([]);
  });
});
