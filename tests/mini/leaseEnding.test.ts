import type { Platform } from '../../packages/mp-harness/src';
import { applyToCheckOutOnLastOfferedDay, asTenant, pathOf, platforms, storedSession, useMiniApps, waitFor } from '../support/mini';
import { DEMO_TENANT_MOBILE } from '../support/server';

// Ending and renewing a lease in the built WeChat and Alipay bundles, one walk through every page: ask to renew
// HTDEMO05 (the quoted term shown before sending), then check it out: pick a date in the sheet, apply, open the
// refund and its rule, read the agreement, sign, follow the progress and the files; 我的申请 lists both kinds.

describe.each(platforms)('ending and renewing a lease in the built %s mini-program', (platform: Platform) => {
  const apps = useMiniApps();

  it('renews, applies to check out on a picked date, signs the refund and lists the applications', async () => {
    const { server } = apps;
    const tenant = await server.loginByPhone(DEMO_TENANT_MOBILE);
    const contracts = await server.getData<{ id: string; contractNo: string }[]>('/tapp/v1/contract/list', { token: tenant.token });
    const id = contracts.find((contract) => contract.contractNo === 'HTDEMO05')?.id ?? '';
    const app = await apps.launch(platform, { storage: storedSession(tenant), entry: `/pages/service/pages/applyRent/index?contractId=${id}` });
    const { shows, onPage, has, tap } = asTenant(app);

    await waitFor(app, 'the quoted term', () => has('apply-rent-new-term'));
    expect(shows('2027-06-01至2028-05-31')).toBe(true);
    await tap('apply-rent-term-6');
    await waitFor(app, 'the short-term rent', () => shows('不足12个月的续租，月租金上浮5%。'));
    await tap('apply-rent-submit');
    await onPage('pages/service/pages/applyRentDetail/index');
    await waitFor(app, '待管家确认', () => shows('待管家确认'));
    expect(app.modals.at(-1)?.title).toBe('确认续租');

    await app.navigate('navigateTo', { url: `/pages/service/pages/applyCheckout/index?contractId=${id}` });
    await onPage('pages/service/pages/applyCheckout/index');
    await tap('apply-checkout-submit');
    await waitFor(app, 'the missing date', () => shows('请选择退租日期'));
    await applyToCheckOutOnLastOfferedDay(app);

    await tap('apply-checkout-detail-sign');
    await onPage('pages/contract/pages/un_rent/index');
    await waitFor(app, 'the breakdown', () => has('refund-net'));
    await tap('un-rent-rule');
    await onPage('pages/contract/pages/un_rent_rule/index');
    await waitFor(app, 'the rule', () => has('un-rent-rule-penalty'));
    await tap('un-rent-rule-preview');
    await onPage('pages/contract/pages/un_rent/index');
    await tap('un-rent-sign');
    await onPage('pages/contract/pages/checkout_sign/index');
    await tap('checkout-sign-agreement');
    await onPage('pages/contract/pages/checkout_sign_contract_preview/index');
    await waitFor(app, 'the agreement', () => shows('房屋租赁退租协议') && shows('待签署'));
    await app.navigate('navigateBack', { delta: 1 });
    await onPage('pages/contract/pages/checkout_sign/index');
    await tap('checkout-sign-agree');
    await tap('checkout-sign-submit');
    await onPage('pages/contract/pages/un_rent_detail/index');
    await waitFor(app, '已结算', () => shows('已结算') && shows('签署退租协议'));
    expect(app.requests.filter((request) => /\/contract\/refund-sign\//.test(pathOf(request.sentUrl)))).toHaveLength(1);
    await tap('un-rent-detail-files');
    await onPage('pages/contract/pages/checkout_view_files/index');
    await waitFor(app, 'the signed agreement', () => shows('已签署'));

    await app.navigate('navigateTo', { url: '/pages/service/pages/myApply/index' });
    await onPage('pages/service/pages/myApply/index');
    await waitFor(app, 'both kinds', () => shows('续租申请') && shows('已结算'));
    await tap('my-apply-tab-renewal');
    await waitFor(app, 'renewals only', () => !shows('退租申请') && shows('续租申请'));
    expect(app.errors).toEqual([]);
  });
});
