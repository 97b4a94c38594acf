import type { Page } from 'playwright-core';
import { DEMO_BILL_CODE } from '../../apps/server/src/askPay/seed';
import { demoUsers } from '../../apps/server/src/auth/seed';
import { saveScreenshot, useH5Browser, waitForPath } from '../support/browser';
import { shown } from '../support/h5';
import { chooseCardAtCashier } from '../support/pay';
import { DEMO_TENANT_MOBILE } from '../support/server';

// Paying a bill for someone else in the browser: the demo tenant shares the overdue 燃气费 from 账单详情 (找人代付,
// the link copied), another demo user (王小明) opens the link, sees the bill masked (张*, no phone), logs in by 帮TA付款
// and pays it by card at the provider's checkout; 支付结果 leads to 代付成功; the tenant's bill is paid with 代付人 王*;
// the link opened again says 已支付. Then 扫码缴费: the paper bill's code typed with spaces pays the October 电费.
const h5 = useH5Browser();

const BILL_DETAIL = '/aster/pages/bill/bill_detail/index';
const ASK_PAY = '/aster/pages/ask_pay/ask_pay/index';
const ASK_PAY_DETAIL = '/aster/pages/ask_pay/ask_pay_detail/index';
const ASK_PAY_SUCCESS = '/aster/pages/ask_pay/ask_pay_success/index';
const ASK_PAY_FAILED = '/aster/pages/ask_pay/ask_pay_failed/index';
const MINIPAY = '/aster/pages/minipay/index/index';
const MINIPAY_BILL = '/aster/pages/minipay/bill/index';


async function openAs(sessionToken: string, redirectUrl: string) {
  const tab = await h5.newTab();
  await h5.openLoggedIn(tab.page, sessionToken, redirectUrl);
  return tab;
}

async function payAtCheckout(page: Page) {
  await chooseCardAtCashier(page, h5.server);
  await page.getByRole('button', { name: '确认支付' }).waitFor();
  await page.getByRole('button', { name: '确认支付' }).click();
  await page.getByTestId('bill-result-title').filter({ hasText: '支付成功' }).waitFor();
}

let tenant = { token: '' };
let friend = { token: '' };
beforeAll(async () => {
  tenant = await h5.server.loginByPhone(DEMO_TENANT_MOBILE);
  friend = await h5.server.loginByPhone(demoUsers.unverified.mobile);
});

describe('paying a bill for someone else on H5', () => {
  it('shares a bill that a friend pays, once', async () => {
    const { bills } = await h5.server.getData<{ bills: { id: string; title: string }[] }>('/tapp/v1/bill/list', { token: tenant.token });
    const gasId = bills.find((bill) => bill.title === '燃气费（2026-10）')?.id ?? '';

    // The tenant: 账单详情 -> 找人代付 -> the card with its link.
    const { page } = await openAs(tenant.token, `/pages/bill/bill_detail/index?id=${gasId}`);
    await waitForPath(page, BILL_DETAIL);
    await shown(page, 'bill-ask-pay').click();
    await waitForPath(page, ASK_PAY);
    const link = (await shown(page, 'ask-pay-link').textContent()) ?? '';
    expect(link).toMatch(new RegExp(`^${h5.server.origin}/aster/pages/ask_pay/ask_pay/index\\?code=[A-Za-z0-9_-]{32}$`));
    await shown(page, 'ask-pay-expiry').filter({ hasText: '链接有效期至' }).waitFor();
    await saveScreenshot(page, 'h5-ask-pay-card');

    // The friend opens the link as a guest: the bill masked, no phone; 帮TA付款 asks them to log in.
    const guest = await h5.newTab();
    await guest.page.goto(link.slice(h5.server.origin.length));
    await shown(guest.page, 'ask-pay-from').filter({ hasText: '您的好友 张* 请您帮忙代付一笔账单' }).waitFor();
    const seen = await guest.page.locator('body').innerText();
    expect(seen).toContain('¥43.20');
    expect(seen).not.toContain(demoUsers.tenant.mobile.slice(-4));
    expect(seen).not.toContain(demoUsers.tenant.userName);
    await saveScreenshot(guest.page, 'h5-ask-pay-friend');

    // Logged in as the friend: 代付详情, 立即代付, the card checkout, 支付结果 -> 代付成功.
    const payer = await openAs(friend.token, link.slice(`${h5.server.origin}/aster`.length));
    await shown(payer.page, 'ask-pay-go').click();
    await waitForPath(payer.page, ASK_PAY_DETAIL);
    await payer.page.getByText('银行卡支付').first().waitFor();
    await saveScreenshot(payer.page, 'h5-ask-pay-detail');
    await shown(payer.page, 'ask-pay-pay').click();
    await payAtCheckout(payer.page);
    await shown(payer.page, 'bill-result-next').filter({ hasText: '查看代付结果' }).click();
    await waitForPath(payer.page, ASK_PAY_SUCCESS);
    await payer.page.getByText('代付成功').first().waitFor();
    expect(await shown(payer.page, 'ask-pay-success-amount').innerText()).toContain('¥43.20');
    await saveScreenshot(payer.page, 'h5-ask-pay-success');

    // The tenant sees the bill paid and who paid it; the link opened again says it is paid.
    await page.goto(`${BILL_DETAIL}?id=${gasId}`);
    await shown(page, 'bill-detail-status').filter({ hasText: '已支付' }).waitFor();
    expect(await shown(page, 'bill-ask-pay-payer').innerText()).toContain('王*');
    await payer.page.goto(link.slice(h5.server.origin.length));
    await waitForPath(payer.page, ASK_PAY_FAILED);
    await shown(payer.page, 'ask-pay-failed-reason').filter({ hasText: '该账单已支付，无需再付' }).waitFor();
    await saveScreenshot(payer.page, 'h5-ask-pay-failed');
  });

  it('pays a paper bill by its code from 扫码缴费, and shows a bill\u2019s code on 小程序支付', async () => {
    const payer = await openAs(friend.token, '/pages/mine/index');

    // 扫码缴费 from 我的: the paper bill's code typed with spaces, the bill, 去支付, the checkout.
    await shown(payer.page, 'mine-entry-minipay').click();
    await waitForPath(payer.page, MINIPAY);
    await shown(payer.page, 'minipay-code').fill(`${DEMO_BILL_CODE.slice(0, 5).toLowerCase()} ${DEMO_BILL_CODE.slice(5)}`);
    await saveScreenshot(payer.page, 'h5-minipay-index');
    await shown(payer.page, 'minipay-query').click();
    await waitForPath(payer.page, MINIPAY_BILL);
    expect(await shown(payer.page, 'minipay-bill-amount').innerText()).toBe('¥138.70');
    await saveScreenshot(payer.page, 'h5-minipay-bill');
    await shown(payer.page, 'minipay-bill-pay').click();
    await shown(payer.page, 'minipay-pay-confirm').waitFor();
    await saveScreenshot(payer.page, 'h5-minipay-pay');
    await shown(payer.page, 'minipay-pay-confirm').click();
    await payAtCheckout(payer.page);
    const after = await h5.server.getData<{ bills: { title: string; status: string }[] }>('/tapp/v1/bill/list', { token: tenant.token });
    expect(after.bills.find((bill) => bill.title === '电费（2026-10）' && bill.status === 'paid')).toBeDefined();

    // 小程序支付 in a plain browser: the code of a bill still owed, to type in the mini-program.
    const owed = await h5.server.getData<{ bills: { id: string; payable: boolean }[] }>('/tapp/v1/bill/list?open=1', { token: tenant.token });
    const stillOwed = owed.bills.find((bill) => bill.payable);
    if (stillOwed !== undefined) {
      const { page } = await openAs(tenant.token, `/pages/bill/bill_detail/index?id=${stillOwed.id}`);
      await shown(page, 'bill-mini-program-pay').click();
      expect(await shown(page, 'mini-program-pay-code').innerText()).toMatch(/^[A-HJ-NP-Z2-9]{4} [A-HJ-NP-Z2-9]{4} [A-HJ-NP-Z2-9]{2}$/);
      await saveScreenshot(page, 'h5-mini-program-pay');
    }
  });
});
