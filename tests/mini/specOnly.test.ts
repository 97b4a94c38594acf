import type { Platform } from '../../packages/mp-harness/src';
import { asTenant, platforms, testIdOf, useMiniApps, waitFor } from '../support/mini';
import { DEMO_TENANT_LOGIN_CODE } from '../support/server';
import { outsideSection7 } from '../support/specCalls';

// Issue 38: the built WeChat and Alipay bundles against an operator's backend that serves spec section 7 alone (the
// reference server with ASTER_API=spec): the silent login, houses, contracts and signing, bills, the lock, the meter
// and 我的, one launch per platform. Each page shows the spec's data, or "运营方暂未开通此功能" where it needs an
// extension, and no request leaves section 7's calls.
const NOTICE = '运营方暂未开通此功能';

describe.each(platforms)('the built %s mini-program against a backend serving spec section 7 alone', (platform: Platform) => {
  const apps = useMiniApps({ api: 'spec' });

  it('logs in silently and shows what section 7 serves, the notice elsewhere, calling nothing else', async () => {
    const { server } = apps;
    const before = server.apiCalls().length;
    const app = await apps.launch(platform, { loginCode: DEMO_TENANT_LOGIN_CODE });
    const { shows, has, onPage, tap, back } = asTenant(app);
    // Each part starts afresh, as from the home page (the page stack holds ten at most).
    const open = (url: string) => app.navigate('reLaunch', { url });
    await waitFor(app, 'the silent login', () => app.storageSnapshot().token);
    // The house-type icons stay; 报修 and 保洁 lead to work orders, an extension: they hide.
    await waitFor(app, 'the icons without 报修', () => shows('整租') && shows('账单') && !shows('报修'));
    expect(shows('保洁')).toBe(false);

    // Houses: the spec's list; the detail is an extension today (aster/common/houses/{id}).
    await open('/pages/house/house_list/index');
    const cards = () => app.currentPage().findAll((node) => testIdOf(node) === 'house-card');
    await waitFor(app, 'the houses', () => cards().length > 0);
    await app.currentPage().tap(cards()[0]!);
    await onPage('pages/house_detail/index');
    await waitFor(app, 'the notice', () => shows(NOTICE));
    expect(shows('重新加载')).toBe(false);
    await open('/pages/contract/pages/reservation_list/index');
    await waitFor(app, 'the notice', () => shows(NOTICE));

    // Contracts: the list, a lease's detail, and the signing page of one awaiting the signature.
    await open('/pages/contract/pages/contract_list/index');
    await tap('contract-HTDEMO05');
    await onPage('pages/contract/pages/contract_detail/index');
    await waitFor(app, 'the lease', () => has('contract-detail-term') && shows('在租中'));
    await back();
    await tap('contract-HTDEMO02');
    await waitFor(app, '待签约', () => shows('待签约') && has('contract-action-sign'));
    await tap('contract-action-sign');
    await onPage('pages/contract/pages/view_contract_paper/index');
    await waitFor(app, 'the contract text', () => has('contract-sign-place'));

    // Bills: section 7 has no bill list.
    await open('/pages/bill/bill_list/index');
    await waitFor(app, 'the notice', () => shows(NOTICE));

    // The lock and the meter of HTDEMO05, from the smart-device calls.
    await open('/pages/device/device_index/index');
    await tap('device-open-LDh000078');
    await onPage('pages/device/lock2/index');
    await waitFor(app, 'the lock', () => shows('远程开门') && shows('门锁信息'));
    await back();
    await tap('device-open-MPh000078');
    await onPage('pages/device/meter2/index');
    await waitFor(app, 'the meter', () => shows('¥32.50') && shows('当前读数'));

    // 我的: the entries a section 7 backend serves; those needing an extension are gone.
    await open('/pages/mine/index');
    await waitFor(app, 'the tenant', () => shows('138****8000') && has('mine-entry-contracts'));
    for (const hidden of ['wallet', 'coupons', 'invoices', 'repair', 'book', 'reservations']) expect(has(`mine-entry-${hidden}`)).toBe(false);

    const calls = server.apiCalls().slice(before);
    expect(calls).toEqual(expect.arrayContaining(['POST /common/v2/login', 'GET /tapp/v1/home/config', 'GET /tapp/v3/smart-device/lock/detail', 'GET /tapp/v3/smart-device/meter/detail']));
    expect(outsideSection7(calls)).toEqual([]);
    expect(app.logs.filter((line) => line.startsWith('error'))).toEqual([]);
  });
});
