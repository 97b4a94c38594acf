import type { Page } from 'playwright-core';
import { saveScreenshot, useH5Browser, waitForPath } from '../support/browser';
import { shown } from '../support/h5';
import { DEMO_TENANT_MOBILE } from '../support/server';

// Coupons as the demo tenant meets them in the browser: 我的 -> 我的优惠券 (one 水电燃气券 to use, one expired),
// 领券中心 (the 无门槛券 claimed once), the overdue 燃气费 paid from the balance with the 水电燃气券 chosen by default
// (¥43.20 - ¥10.00), the coupon then under 已使用; then the 无门槛券 shared and claimed through its link by another
// tenant. The wallet password is set over HTTP (its own pages have their journey).
const h5 = useH5Browser();

const LIST = '/aster/pages/coupon/list/index';
const OFFERS = '/aster/pages/coupon/pull_list/index';
const SHARE = '/aster/pages/coupon/share_list/index';
const PAY_WAY = '/aster/pages/bill/bill_pay_way/index';
const BILL_DETAIL = '/aster/pages/bill/bill_detail/index';

const tickets = (page: Page, prefix: string) => page.locator(`[data-testid^="${prefix}"]:visible`);

let token = '';
beforeAll(async () => {
  ({ token } = await h5.server.loginByPhone(DEMO_TENANT_MOBILE));
});


async function openAs(sessionToken: string, redirectUrl: string) {
  const tab = await h5.newTab();
  await h5.openLoggedIn(tab.page, sessionToken, redirectUrl);
  return tab;
}

describe('coupons on H5', () => {
  it('lists, claims, pays a bill with the best coupon from the balance, and passes one to a friend by its link', async () => {
    const { page } = await openAs(token, '/pages/mine/index');
    await shown(page, 'mine-entry-coupons').click();
    await waitForPath(page, LIST);
    expect(await shown(page, 'coupon-tab-available').innerText()).toBe('可使用(1)');
    expect(await shown(page, 'coupon-tab-used').innerText()).toBe('已使用(0)');
    expect(await shown(page, 'coupon-tab-expired').innerText()).toBe('已过期(1)');
    expect(await page.locator('.cp-ticket:visible').first().innerText()).toMatch(/水电燃气券[\s\S]*满¥30\.00减¥10\.00[\s\S]*水电燃气账单可用[\s\S]*有效期至 2026-12-31/);
    await saveScreenshot(page, 'h5-coupon-list');
    await shown(page, 'coupon-tab-expired').click();
    await page.getByText('老用户回馈券').waitFor();
    await shown(page, 'coupon-tab-used').click();
    await page.getByText('暂无已使用的优惠券').waitFor();

    // 领券中心: the 无门槛券 once; the 水电燃气券 was claimed before.
    await shown(page, 'coupon-to-offers').click();
    await waitForPath(page, OFFERS);
    expect(await shown(page, 'coupon-offer-state-UTIL10').textContent()).toBe('已领取');
    await shown(page, 'coupon-claim-ANY5').click();
    await shown(page, 'coupon-offer-state-ANY5').filter({ hasText: '已领取' }).waitFor();
    await saveScreenshot(page, 'h5-coupon-offers');

    // The overdue 燃气费 (¥43.20): the 水电燃气券 (¥10 off) is chosen over the 无门槛券 (¥5 off); from the balance.
    await h5.server.setWalletPassword(token, DEMO_TENANT_MOBILE, '135790');
    const { bills } = await h5.server.getData<{ bills: { id: string; title: string }[] }>('/tapp/v1/bill/list', { token });
    const gasId = bills.find((bill) => bill.title === '燃气费（2026-10）')?.id ?? '';
    await page.goto(`${PAY_WAY}?id=${gasId}`);
    await shown(page, 'pay-way-coupon-value').filter({ hasText: '-¥10.00' }).waitFor();
    expect(await shown(page, 'pay-way-amount').innerText()).toContain('¥33.20');
    await shown(page, 'pay-way-coupon').click();
    await shown(page, 'coupon-chooser').waitFor();
    expect(await shown(page, 'coupon-chooser').innerText()).toMatch(/本单可减 ¥10\.00[\s\S]*本单可减 ¥5\.00|本单可减 ¥5\.00[\s\S]*本单可减 ¥10\.00/);
    await saveScreenshot(page, 'h5-coupon-chooser');
    await shown(page, 'coupon-chooser-close').click();
    await saveScreenshot(page, 'h5-coupon-pay-way');
    await shown(page, 'pay-way-balance').click();
    const password = shown(page, 'wallet-password');
    await password.waitFor();
    await password.fill('135790');
    await waitForPath(page, BILL_DETAIL);
    await shown(page, 'bill-detail-status').filter({ hasText: '已支付' }).waitFor();
    const wallet = await h5.server.getData<{ availableFen: number }>('/tapp/v1/wallet/summary', { token });
    expect(wallet.availableFen).toBe(150_000 - 3_320);
    // One truth for the money (issue 46): the bill says what was charged and how, with the coupon as a line of it.
    expect(await shown(page, 'bill-detail-amount').innerText()).toBe('¥33.20');
    await page.getByText('实付金额', { exact: true }).waitFor();
    expect(await shown(page, 'bill-detail-paid').innerText()).toContain('¥33.20');
    expect(await shown(page, 'bill-detail-channel').innerText()).toContain('余额支付');
    await page.getByText('-¥10.00').first().waitFor();
    await saveScreenshot(page, 'h5-bill-paid-with-coupon');

    await page.goto(LIST);
    await shown(page, 'coupon-tab-used').filter({ hasText: '已使用(1)' }).click();
    await page.getByText('已用于 燃气费（2026-10）').waitFor();
    await saveScreenshot(page, 'h5-coupon-used');

    // 分享给好友: the 无门槛券's link, claimed by another tenant who opens it.
    await shown(page, 'coupon-tab-available').click();
    await shown(page, 'coupon-to-share').click();
    await waitForPath(page, SHARE);
    await tickets(page, 'coupon-share-button-').first().click();
    const link = (await shown(page, 'coupon-share-link').textContent()) ?? '';
    expect(link).toMatch(new RegExp(`^${h5.server.origin}/aster/pages/coupon/share_list/index\\?code=[A-Za-z0-9_-]{12,64}$`));
    await saveScreenshot(page, 'h5-coupon-share');

    const other = await h5.server.loginByPhone('13700137000');
    const friend = await openAs(other.token, link.slice(`${h5.server.origin}/aster`.length));
    await waitForPath(friend.page, SHARE);
    await shown(friend.page, 'coupon-shared-from').filter({ hasText: '送您一张优惠券' }).waitFor();
    expect(await shown(friend.page, 'coupon-shared').innerText()).toContain('无门槛券');
    await saveScreenshot(friend.page, 'h5-coupon-shared');
    await shown(friend.page, 'coupon-shared-claim').click();
    await waitForPath(friend.page, LIST);
    await friend.page.locator('.cp-ticket:visible').filter({ hasText: '无门槛券' }).waitFor();
    expect(await shown(friend.page, 'coupon-tab-available').innerText()).toBe('可使用(1)');

    // The link is claimed: the sharer no longer holds the coupon.
    await page.goto(LIST);
    await shown(page, 'coupon-tab-available').filter({ hasText: '可使用(0)' }).waitFor();
  });
});
