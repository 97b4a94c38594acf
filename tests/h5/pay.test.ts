import type { Page } from 'playwright-core';
import { saveScreenshot, useH5Browser, waitForPath } from '../support/browser';
import { chooseCardAtCashier, createDevPayOrder, orderStateOf } from '../support/pay';
import { DEMO_TENANT_MOBILE } from '../support/server';

// The pay module on H5: the card checkout (the reference server's provider page) and the result page, which
// shows what the server says about the order, never the payResult the checkout appends to the return URL.
const h5 = useH5Browser();

const RESULT = '/aster/pages/bill/bill_result/index';
const CHECKOUT = '/provider/baofoo/checkout';
const resultUrl = (order: { orderNo: string; amount: string }, extra = '') =>
  `/pages/bill/bill_result/index?newOrderNo=${order.orderNo}&amount=${order.amount}${extra}`;

let tenant: { token: string; userId: string };

beforeAll(async () => {
  tenant = await h5.server.loginByPhone(DEMO_TENANT_MOBILE);
});

/** A logged-in tab (a partner's /oauth link) on the result page of `target`. */
async function openResult(target: string): Promise<Page> {
  const { page } = await h5.newTab();
  await h5.openLoggedIn(page, tenant.token, target);
  await waitForPath(page, RESULT);
  return page;
}

const title = (page: Page) => page.getByTestId('bill-result-title');

/** From an unpaid order's result page to the provider's checkout page. */
async function toCheckout(page: Page): Promise<void> {
  await title(page).filter({ hasText: '支付未完成' }).waitFor();
  await page.getByRole('button', { name: '重新支付' }).click();
  await chooseCardAtCashier(page, h5.server);
  await waitForPath(page, CHECKOUT);
  await page.getByRole('button', { name: '确认支付' }).waitFor();
}

describe('paying by card on H5', () => {
  it('confirms at the checkout and comes back to 支付成功, as the server says', async () => {
    const order = await createDevPayOrder(h5.server, tenant.userId, '1500.00', '房源预订定金');
    const page = await openResult(resultUrl(order));
    await title(page).filter({ hasText: '支付未完成' }).waitFor();
    await saveScreenshot(page, 'h5-bill-result-unpaid');
    await toCheckout(page);
    expect(await page.locator('body').innerText()).toContain('房源预订定金');
    expect(await page.locator('body').innerText()).toContain('¥1,500.00');
    await saveScreenshot(page, 'h5-pay-checkout');

    await page.getByRole('button', { name: '确认支付' }).click();
    await waitForPath(page, RESULT);
    await title(page).filter({ hasText: '支付成功' }).waitFor();
    expect(new URL(page.url()).searchParams.get('payResult')).toBe('success');
    expect(new URL(page.url()).searchParams.get('newOrderNo')).toBe(order.orderNo);
    const text = await page.locator('body').innerText();
    expect(text).toContain('¥1,500.00');
    expect(text).toContain('房源预订定金');
    expect(text).toContain('支付时间');
    expect((await orderStateOf(h5.server, tenant.token, order.orderNo)).status).toBe('paid');
    await saveScreenshot(page, 'h5-bill-result-paid');

    // Back leads to the spent checkout, which refuses to take the money again.
    await page.goBack();
    await waitForPath(page, CHECKOUT);
    expect(await page.locator('body').innerText()).toContain('该订单已支付');
    expect(await page.getByRole('button', { name: '确认支付' }).count()).toBe(0);
  });

  it('shows 支付未完成 after a cancel or a failure at the checkout, and pays on a later attempt', async () => {
    const order = await createDevPayOrder(h5.server, tenant.userId, '88.00');
    const page = await openResult(resultUrl(order));
    await toCheckout(page);
    await page.getByRole('button', { name: '取消支付' }).click();
    await waitForPath(page, RESULT);
    expect(new URL(page.url()).searchParams.get('payResult')).toBe('cancel');
    await title(page).filter({ hasText: '支付未完成' }).waitFor();

    await toCheckout(page);
    await page.getByRole('button', { name: '模拟失败' }).click();
    await waitForPath(page, RESULT);
    await title(page).filter({ hasText: '支付未完成' }).waitFor();
    expect((await orderStateOf(h5.server, tenant.token, order.orderNo)).status).not.toBe('paid');

    await toCheckout(page);
    await page.getByRole('button', { name: '确认支付' }).click();
    await title(page).filter({ hasText: '支付成功' }).waitFor();
  });

  it('does not believe a forged payResult=success on an unpaid order', async () => {
    const order = await createDevPayOrder(h5.server, tenant.userId, '20.00');
    const page = await openResult(resultUrl(order, '&payResult=success'));
    await title(page).filter({ hasText: '支付未完成' }).waitFor();
    expect(await page.getByText('支付成功').count()).toBe(0);
    expect((await orderStateOf(h5.server, tenant.token, order.orderNo)).status).toBe('unpaid');
  });

  it('shows a Chinese error for bad parameters and for an order that is not the tenant’s', async () => {
    const bad = await openResult('/pages/bill/bill_result/index?amount=1.00');
    await bad.getByText('支付结果参数有误，请返回后重试').waitFor();
    await saveScreenshot(bad, 'h5-bill-result-bad-params');

    const stranger = await h5.server.loginByPhone('13700000078');
    const theirs = await createDevPayOrder(h5.server, stranger.userId, '5.00');
    const page = await openResult(resultUrl(theirs));
    await page.getByText('订单不存在').waitFor();
    expect(await page.getByText('支付成功').count()).toBe(0);
  });
});
