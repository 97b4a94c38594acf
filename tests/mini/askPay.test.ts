import type { Platform } from '../../packages/mp-harness/src';
import { DEMO_BILL_CODE } from '../../apps/server/src/askPay/seed';
import { demoUsers } from '../../apps/server/src/auth/seed';
import { asTenant, platforms, storedSession, useMiniApps, waitFor } from '../support/mini';
import { paymentApis } from '../support/pay';
import { DEMO_TENANT_MOBILE } from '../support/server';

// Paying a bill for someone else in the built WeChat and Alipay bundles: the demo tenant shares the overdue 燃气费
// from 账单详情 (找人代付: the card's link, sent as the page's share card), another demo user opens that link in their
// own app, 帮TA付款, 立即代付 through the platform's sheet, 支付结果 -> 代付成功; the tenant's bill is paid with 代付人;
// the link opened again goes to 代付失败 (已支付). Then the paper bill's code (扫码缴费) pays the October 电费.
describe.each(platforms)('paying for someone else in the built %s mini-program', (platform: Platform) => {
  const apps = useMiniApps();

  it('shares a bill that a friend pays once, and pays a paper bill by its code', async () => {
    const { server } = apps;
    const tenant = await server.loginByPhone(DEMO_TENANT_MOBILE);
    const friend = await server.loginByPhone(demoUsers.unverified.mobile);
    const { bills } = await server.getData<{ bills: { id: string; title: string }[] }>('/tapp/v1/bill/list', { token: tenant.token });
    const gasId = bills.find((bill) => bill.title === '燃气费（2026-10）')?.id ?? '';

    const app = await apps.launch(platform, { storage: storedSession(tenant), entry: `/pages/bill/bill_detail/index?id=${gasId}` });
    const asOwner = asTenant(app);
    await asOwner.tap('bill-ask-pay');
    await asOwner.onPage('pages/ask_pay/ask_pay/index');
    const link = await waitFor(app, 'the share link', () => /pages\/ask_pay\/ask_pay\/index\?code=[A-Za-z0-9_-]{32}/.exec(app.currentPage().text())?.[0]);
    // No copy-paste link in a mini-program: the page's share sends the card.
    expect(asOwner.shows('右上角 ··· 转发')).toBe(true);

    const fakes = paymentApis(server, 'success');
    const payer = await apps.launch(platform, { storage: storedSession(friend), entry: `/${link}`, apis: fakes.apis });
    fakes.attach(payer);
    const asFriend = asTenant(payer);
    await waitFor(payer, 'the bill masked', () => asFriend.shows('您的好友 张* 请您帮忙代付一笔账单') && asFriend.shows('¥43.20'));
    expect(asFriend.shows(demoUsers.tenant.mobile.slice(-4))).toBe(false);
    await asFriend.tap('ask-pay-go');
    await asFriend.onPage('pages/ask_pay/ask_pay_detail/index');
    await waitFor(payer, 'the way', () => asFriend.shows(platform === 'wechat' ? '微信支付' : '支付宝'));
    await asFriend.tap('ask-pay-pay');
    await asFriend.onPage('pages/bill/bill_result/index');
    await waitFor(payer, '支付成功', () => asFriend.shows('支付成功'));
    expect(fakes.sheets).toHaveLength(1);
    await asFriend.tap('bill-result-next');
    await asFriend.onPage('pages/ask_pay/ask_pay_success/index');
    await waitFor(payer, '代付成功', () => asFriend.shows('代付成功') && asFriend.shows('¥43.20'));

    // The tenant's bill: paid, and by whom (masked).
    await app.navigate('redirectTo', { url: `/pages/bill/bill_detail/index?id=${gasId}` });
    await asOwner.onPage('pages/bill/bill_detail/index');
    await waitFor(app, 'paid by the friend', () => asOwner.shows('已支付') && asOwner.shows('王*'));

    // The link opened again: already paid.
    await payer.navigate('reLaunch', { url: `/${link}` });
    await asFriend.onPage('pages/ask_pay/ask_pay_failed/index');
    await waitFor(payer, 'already paid', () => asFriend.shows('该账单已支付，无需再付'));

    // 扫码缴费: the paper bill's code from its QR link, the bill, 去支付, the sheet.
    await payer.navigate('reLaunch', { url: `/pages/minipay/index/index?code=${DEMO_BILL_CODE}` });
    await asFriend.onPage('pages/minipay/bill/index');
    await waitFor(payer, 'the paper bill', () => asFriend.shows('电费（2026-10）') && asFriend.shows('¥138.70'));
    await asFriend.tap('minipay-bill-pay');
    await asFriend.onPage('pages/minipay/pay/index');
    await asFriend.tap('minipay-pay-confirm');
    await asFriend.onPage('pages/bill/bill_result/index');
    await waitFor(payer, '支付成功', () => asFriend.shows('支付成功'));
    const after = await server.getData<{ bills: { title: string; status: string }[] }>('/tapp/v1/bill/list', { token: tenant.token });
    expect(after.bills.find((bill) => bill.title === '电费（2026-10）')?.status).toBe('paid');
  });
});
