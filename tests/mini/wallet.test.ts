import type { Platform } from '../../packages/mp-harness/src';
import { asTenant, platforms, storedSession, useMiniApps, waitFor } from '../support/mini';
import { DEMO_TENANT_MOBILE } from '../support/server';

// The wallet in the built WeChat and Alipay bundles: 我的 -> 我的钱包, a bill paid from the balance on 选择支付方式
// (a wrong password first), 资金明细 and 交易详情, then a withdrawal to 提现成功. The password, the details and the
// card are set over HTTP (their pages have walletSettings.test.ts).
describe.each(platforms)('the wallet in the built %s mini-program', (platform: Platform) => {
  const apps = useMiniApps();

  it('pays a bill from the balance after a wrong password, lists it, and withdraws', async () => {
    const { server } = apps;
    const tenant = await server.loginByPhone(DEMO_TENANT_MOBILE);
    await server.setWalletPassword(tenant.token, DEMO_TENANT_MOBILE, '135790');
    await server.postData('/tapp/v1/wallet/info', { occupation: '学生', address: '上海市徐汇区漕溪北路1号' }, { token: tenant.token });
    await server.addBankCard(tenant.token, '6222021234567890128', DEMO_TENANT_MOBILE);
    const { bills } = await server.getData<{ bills: { id: string; title: string }[] }>('/tapp/v1/bill/list', { token: tenant.token });
    const gasId = bills.find((bill) => bill.title === '燃气费（2026-10）')?.id ?? '';

    const app = await apps.launch(platform, { storage: storedSession(tenant), entry: '/pages/mine/index' });
    const { shows, onPage, tap } = asTenant(app);
    await tap('mine-entry-wallet');
    await onPage('pages/wallet/wallet/index');
    await waitFor(app, 'the refunded deposit', () => shows('¥1,500.00'));

    await app.navigate('navigateTo', { url: `/pages/bill/bill_pay_way/index?id=${gasId}` });
    await onPage('pages/bill/bill_pay_way/index');
    await waitFor(app, 'the balance way', () => shows('可用余额 ¥1,500.00'));
    // The demo tenant's 水电燃气券 is chosen by default (coupons.test.ts pays with it): this journey pays the whole bill.
    await waitFor(app, 'the coupon chosen', () => shows('-¥10.00'));
    await tap('pay-way-coupon');
    await tap('coupon-choice-none');
    await waitFor(app, 'no coupon', () => shows('不使用') && shows('¥43.20'));
    await tap('pay-way-balance');
    await waitFor(app, 'the password sheet', () => app.currentPage().queryByTestId('wallet-password') !== undefined);
    await app.currentPage().input('wallet-password', '000001');
    await waitFor(app, 'the wrong password said', () => shows('支付密码错误，还可输入4次'));
    await app.currentPage().input('wallet-password', '135790');
    await onPage('pages/bill/bill_detail/index');
    await waitFor(app, 'the bill paid', () => shows('已支付'));

    await app.navigate('navigateTo', { url: '/pages/wallet/financial_list/index' });
    await onPage('pages/wallet/financial_list/index');
    await waitFor(app, 'the payment listed', () => shows('-¥43.20') && shows('余额 ¥1,456.80'));

    await app.navigate('navigateTo', { url: '/pages/wallet/withdraw/index' });
    await onPage('pages/wallet/withdraw/index');
    await waitFor(app, 'the card', () => shows('工商银行（尾号0128）'));
    await app.currentPage().input('withdraw-amount', '1000');
    await waitFor(app, 'the fee', () => shows('手续费 ¥1.00，实际到账 ¥999.00，预计2个工作日内到账'));
    await tap('withdraw-confirm');
    await waitFor(app, 'the password sheet', () => app.currentPage().queryByTestId('wallet-password') !== undefined);
    await app.currentPage().input('wallet-password', '135790');
    await onPage('pages/wallet/withdraw_success/index');
    await waitFor(app, 'the withdrawal applied', () => shows('提现申请已提交') && shows('¥999.00'));
  });
});
