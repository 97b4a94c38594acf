import type { Platform } from '../../packages/mp-harness/src';
import { asTenant, platforms, storedSession, useMiniApps, waitFor } from '../support/mini';
import { DEMO_TENANT_MOBILE } from '../support/server';

// The other ways to settle a bill in the built WeChat and Alipay bundles, one walk: 我的 -> 我的账单 -> 银行卡 (none
// yet), 支持的银行, 添加银行卡 (a mistyped number refused and kept, then the right one), the card back masked.
describe.each(platforms)('settling bills other ways in the built %s mini-program', (platform: Platform) => {
  const apps = useMiniApps();

  it('adds a bank card from 我的账单 and finds it masked', async () => {
    const tenant = await apps.server.loginByPhone(DEMO_TENANT_MOBILE);
    const app = await apps.launch(platform, { storage: storedSession(tenant), entry: '/pages/mine/index' });
    const { shows, onPage, has, tap, back } = asTenant(app);

    await tap('mine-entry-bills');
    await onPage('pages/bill/bill_list/index');
    await tap('bank-card-link');
    await onPage('pages/bill/bill_bank_add/index');
    await waitFor(app, 'no card yet', () => shows('还没有银行卡'));
    await tap('bank-card-support');
    await onPage('pages/bill/bill_bank_support/index');
    await waitFor(app, 'the banks', () => has('bank-support-CMB') && shows('单笔5万元'));
    await back();
    await onPage('pages/bill/bill_bank_add/index');

    await tap('bank-card-add');
    await onPage('pages/bill/bill_bank_add_new/index');
    await app.currentPage().input('bank-new-number', '6222 0212 3456 7890 124');
    await waitFor(app, 'the bank', () => shows('开户银行：工商银行'));
    await tap('bank-new-send');
    await waitFor(app, 'the refusal', () => shows('银行卡号有误，请核对后重新输入'));
    expect(app.currentPage().findInput('bank-new-number').props.value).toBe('6222 0212 3456 7890 124');
    await app.currentPage().input('bank-new-number', '6222 0212 3456 7890 128');
    await app.currentPage().input('bank-new-mobile', DEMO_TENANT_MOBILE);
    await tap('bank-new-send');
    await waitFor(app, 'the code sent to the reserved phone', () => shows('验证码已发送至138****8000'));
    await app.currentPage().input('bank-new-code', await apps.server.smsCode(DEMO_TENANT_MOBILE));
    await tap('bank-new-save');
    await onPage('pages/bill/bill_bank_add/index');
    await waitFor(app, 'the card', () => has('bank-card-0128') && shows('**** **** **** 0128') && shows('持卡人 *三'));
    expect(shows('6222')).toBe(false);
    expect(app.errors).toEqual([]);
  });
});
