import type { Page } from 'playwright-core';
import { saveScreenshot, useH5Browser, waitForPath } from '../support/browser';
import { createDevPayOrder, orderStateOf } from '../support/pay';
import { DEMO_TENANT_MOBILE } from '../support/server';

// Issue 39: the H5 cashier against the reference server's simulated providers. In a phone browser, 支付宝 and 微信支付
// on the providers' own pages (the cashier opening on the last choice); in WeChat's browser no 支付宝, WeChat's
// authorisation first (the official account's openid), then WeixinJSBridge's sheet. Every way ends on the result page,
// which asks the server.
const h5 = useH5Browser();

const RESULT = '/aster/pages/bill/bill_result/index';
const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x1800323c) NetType/WIFI Language/zh_CN';

let tenant: { token: string; userId: string };

beforeAll(async () => {
  tenant = await h5.server.loginByPhone(DEMO_TENANT_MOBILE);
});

const resultUrl = (order: { orderNo: string; amount: string }) => `/pages/bill/bill_result/index?newOrderNo=${order.orderNo}&amount=${order.amount}`;
const title = (page: Page) => page.getByTestId('bill-result-title');
const cashier = (page: Page) => page.getByRole('dialog', { name: '选择支付方式' });

/** A new unpaid order of the tenant, on its result page (支付未完成), the cashier opened from 重新支付. */
async function openCashierFor(page: Page, amount: string, loggedIn: boolean): Promise<{ orderNo: string; amount: string }> {
  const order = await createDevPayOrder(h5.server, tenant.userId, amount, '房源预订定金');
  if (loggedIn) await page.goto(`/aster${resultUrl(order)}`);
  else await h5.openLoggedIn(page, tenant.token, resultUrl(order));
  await waitForPath(page, RESULT);
  await title(page).filter({ hasText: '支付未完成' }).waitFor();
  await page.getByRole('button', { name: '重新支付' }).click();
  await cashier(page).waitFor();
  return order;
}

async function paidOnResultPage(page: Page, orderNo: string): Promise<void> {
  await waitForPath(page, RESULT);
  await title(page).filter({ hasText: '支付成功' }).waitFor();
  expect((await orderStateOf(h5.server, tenant.token, orderNo)).status).toBe('paid');
}

it("pays with 支付宝 and then 微信支付 on the providers' pages, the cashier opening on the last choice", async () => {
  const { page } = await h5.newTab();
  const first = await openCashierFor(page, '66.60', false);
  expect(await cashier(page).getByRole('radio').allTextContents()).toEqual(['微信支付', '支付宝', '银行卡']);
  expect(await cashier(page).getByRole('radio', { name: '微信支付' }).getAttribute('aria-checked')).toBe('true');
  await cashier(page).getByRole('radio', { name: '支付宝' }).click();
  await saveScreenshot(page, 'h5-cashier');
  await cashier(page).getByRole('button', { name: '立即支付' }).click();
  await waitForPath(page, '/provider/alipay/wap');
  expect(await page.locator('body').innerText()).toContain('¥66.60');
  await page.getByRole('button', { name: '确认支付' }).click();
  await paidOnResultPage(page, first.orderNo);

  const second = await openCashierFor(page, '12.30', true);
  expect(await cashier(page).getByRole('radio', { name: '支付宝' }).getAttribute('aria-checked')).toBe('true');
  await cashier(page).getByRole('radio', { name: '微信支付' }).click();
  await cashier(page).getByRole('button', { name: '立即支付' }).click();
  await waitForPath(page, '/provider/wechat/h5');
  expect(await page.locator('body').innerText()).toContain('¥12.30');
  await page.getByRole('button', { name: '确认支付' }).click();
  await paidOnResultPage(page, second.orderNo);
});

it("in WeChat's browser: no 支付宝, WeChat's authorisation first, then WeixinJSBridge's sheet pays", async () => {
  const { page, context } = await h5.newTab();
  // Kept outside the page, which the result page's fresh load after the payment replaces.
  const bridgeCalls: unknown[] = [];
  await page.exposeFunction('reportBridgeCall', (call: unknown) => {
    bridgeCalls.push(call);
  });
  // WeChat's browser as the page meets it: its user agent, and its bridge injected after the page's own scripts have
  // started, then announced. The bridge's sheet pays at the simulated provider, as tests/support/pay.ts's sheets do.
  await context.addInitScript((userAgent: string) => {
    Object.defineProperty(Navigator.prototype, 'userAgent', { get: () => userAgent });
    const page = window as unknown as { reportBridgeCall: (call: unknown) => void; WeixinJSBridge?: unknown };
    window.setTimeout(() => {
      page.WeixinJSBridge = {
        invoke: (name: string, request: { package?: string }, callback: (result: { err_msg: string }) => void) => {
          page.reportBridgeCall({ name, request });
          const prepayId = /^prepay_id=(.+)$/.exec(request.package ?? '')?.[1] ?? '';
          void fetch('/provider/wechat/pay', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ prepayId, outcome: 'success' }) }).then((answer) =>
            callback({ err_msg: answer.ok ? 'get_brand_wcpay_request:ok' : 'get_brand_wcpay_request:fail' }),
          );
        },
      };
      document.dispatchEvent(new Event('WeixinJSBridgeReady'));
    }, 0);
  }, WECHAT_UA);

  const order = await openCashierFor(page, '88.80', false);
  expect(await cashier(page).getByRole('radio').allTextContents()).toEqual(['微信支付', '银行卡']);
  await cashier(page).getByRole('button', { name: '立即支付' }).click();
  // No openid of the tenant for the official account yet: WeChat's authorisation, which comes back to this page.
  await waitForPath(page, '/provider/wechat/oauth2/authorize');
  await page.getByRole('link', { name: '允许' }).click();
  await waitForPath(page, RESULT);
  await title(page).filter({ hasText: '支付未完成' }).waitFor();
  await page.getByRole('button', { name: '重新支付' }).click();
  await cashier(page).waitFor();
  expect(await cashier(page).getByRole('radio', { name: '微信支付' }).getAttribute('aria-checked')).toBe('true');
  await cashier(page).getByRole('button', { name: '立即支付' }).click();
  await paidOnResultPage(page, order.orderNo);
  expect(bridgeCalls).toEqual([
    { name: 'getBrandWCPayRequest', request: expect.objectContaining({ appId: expect.any(String), signType: 'RSA', package: expect.stringMatching(/^prepay_id=/) }) },
  ]);
});
