import type { Page } from 'playwright-core';
import { saveScreenshot, useH5Browser, waitForPath } from '../support/browser';
import { shown } from '../support/h5';
import { chooseCardAtCashier } from '../support/pay';
import { DEMO_TENANT_MOBILE } from '../support/server';

// What the demo tenant starts paying on their own, in the browser (one walk each): the next quarter's rent split in 3
// from its detail, the schedule checked before sending, 分期原账单, the first instalment found in 我的账单 and paid by
// card, then 分期原账单 again from its detail; 自助缴费 from 我的账单
// (预存水电费 with a remark typed on 账单备注, paid by card, then in 我的订单); a cleaning bought from 我的 (购买服务).
const h5 = useH5Browser();

const BILL = '/aster/pages/bill';
const RESULT = `${BILL}/bill_result/index`;
const ORDER_LIST = '/aster/pages/order/list/index';

/** The element of the page on show: H5 keeps the pages below it in the document, hidden. */
/** A text on the page on show. */
const shownText = (page: Page, text: string) => page.locator(`text=${text} >> visible=true`).first();

/** The reference provider's checkout page: 确认支付, back to the result, which asks the server. */
async function payAtCheckout(page: Page, amount: string): Promise<void> {
  await chooseCardAtCashier(page, h5.server);
  await page.getByRole('button', { name: '确认支付' }).waitFor();
  expect(await page.locator('body').innerText()).toContain(amount);
  await page.getByRole('button', { name: '确认支付' }).click();
  await waitForPath(page, RESULT);
  await page.getByTestId('bill-result-title').filter({ hasText: '支付成功' }).waitFor();
}

let token = '';
beforeAll(async () => {
  ({ token } = await h5.server.loginByPhone(DEMO_TENANT_MOBILE));
});

async function openAs(path: string): Promise<Page> {
  const { page } = await h5.newTab();
  await h5.openLoggedIn(page, token, path);
  return page;
}

describe('splits, 自助缴费 and 购买服务 on H5', () => {
  it('splits the next quarter of rent into 3 and pays the first instalment', async () => {
    const contracts = await h5.server.getData<{ id: string; contractNo: string }[]>('/tapp/v1/contract/list?status=renting', { token });
    const lease = await h5.server.getData<{ bills: { id: string; kind: string; paid: boolean; dueDate: string }[] }>(`/tapp/v1/contract/${contracts[0]?.id ?? ''}`, { token });
    const rent = lease.bills.filter((bill) => bill.kind === 'rent' && !bill.paid).sort((a, b) => b.dueDate.localeCompare(a.dueDate))[0];
    expect(rent?.dueDate).toBe('2027-02-22');
    const page = await openAs(`/pages/bill/bill_detail/index?id=${rent?.id ?? ''}`);
    await shown(page, 'bill-detail-split').click();
    await waitForPath(page, `${BILL}/bill_split_apply/index`);
    await shown(page, 'split-count-3').waitFor();
    expect(await shown(page, 'split-count-3').getAttribute('aria-checked')).toBe('true');
    expect(await shown(page, 'split-instalment-1').innerText()).toContain('2027-02-22');
    expect(await shown(page, 'split-instalment-3').innerText()).toContain('2027-04-22');
    expect(await shown(page, 'split-instalment-3').innerText()).toContain('¥2,910.00');
    await saveScreenshot(page, 'h5-bill-split-apply');
    await shown(page, 'split-submit').click();

    await waitForPath(page, `${BILL}/bill_split_origin/index`);
    await shown(page, 'split-origin-status').filter({ hasText: '已分期' }).waitFor();
    await shownText(page, '共3期 · 已还0期').waitFor();
    await saveScreenshot(page, 'h5-bill-split-origin');
    const firstId = ((await page.locator('[data-testid="split-part-1"]:visible [role="button"]').getAttribute('data-testid')) ?? '').replace('bill-', '');
    // The instalments are owed at once: 我的账单 lists the first, and it is paid from there.
    await page.goto(`${BILL}/bill_list/index`);
    await shown(page, `bill-${firstId}`).click();
    await waitForPath(page, `${BILL}/bill_detail/index`);
    await shown(page, 'bill-detail-split-origin').waitFor();
    await shown(page, 'bill-detail-pay').click();
    await waitForPath(page, `${BILL}/bill_pay_way/index`);
    await shown(page, 'pay-way-next').click();
    await waitForPath(page, `${BILL}/bill_pay_detail/index`);
    await shown(page, 'pay-detail-confirm').click();
    await payAtCheckout(page, '¥');
    await shown(page, 'bill-result-next').filter({ hasText: '查看账单' }).click();
    await shown(page, 'bill-detail-status').filter({ hasText: '已支付' }).waitFor();
    await shown(page, 'bill-detail-split-origin').click();
    await waitForPath(page, `${BILL}/bill_split_origin/index`);
    await shownText(page, '共3期 · 已还1期').waitFor();
  });

  it('creates a 预存水电费 bill with a remark from 我的账单 and pays it by card', async () => {
    const page = await openAs('/pages/bill/bill_list/index');
    await shown(page, 'create-bill-link').click();
    await waitForPath(page, `${BILL}/create_bill/index`);
    await shown(page, 'create-bill-kind-utility_prepay').click();
    await shown(page, 'create-bill-amount').fill('60000');
    await shown(page, 'create-bill-submit').click();
    await shownText(page, '单笔金额不能超过50000.00元').waitFor();
    await shown(page, 'create-bill-amount').fill('300.5');
    await shown(page, 'create-bill-remark').click();
    await waitForPath(page, `${BILL}/create_bill_remark/index`);
    await shown(page, 'create-bill-remark-text').fill('十一月水电费预存😀');
    await saveScreenshot(page, 'h5-create-bill-remark');
    await shown(page, 'create-bill-remark-save').click();
    await waitForPath(page, `${BILL}/create_bill/index`);
    await shown(page, 'create-bill-remark').filter({ hasText: '十一月水电费预存' }).waitFor();
    expect(await shown(page, 'create-bill-amount').inputValue()).toBe('300.5');
    await saveScreenshot(page, 'h5-create-bill');
    await shown(page, 'create-bill-submit').click();
    await payAtCheckout(page, '¥300.50');
    await shown(page, 'bill-result-next').filter({ hasText: '查看订单' }).click();
    await waitForPath(page, ORDER_LIST);
    await shownText(page, '预存水电费（HTDEMO').waitFor();
  });

  it('buys a deep clean for the rented room from 我的 and finds it in 我的订单', async () => {
    const page = await openAs('/pages/mine/index');
    await shown(page, 'mine-entry-purchase').click();
    await waitForPath(page, '/aster/pages/purchase_service/index');
    await shown(page, 'service-package-clean-deep').waitFor();
    expect(await shown(page, 'service-package-clean-deep').getAttribute('aria-checked')).toBe('true');
    await shown(page, 'service-quantity-plus').click();
    expect(await shown(page, 'service-quantity').innerText()).toBe('2次');
    await saveScreenshot(page, 'h5-purchase-service');
    await shown(page, 'service-buy').click();
    await payAtCheckout(page, '¥398.00');
    await shown(page, 'bill-result-next').filter({ hasText: '查看订单' }).click();
    await waitForPath(page, ORDER_LIST);
    await shownText(page, '深度保洁 ×2').waitFor();
  });
});
