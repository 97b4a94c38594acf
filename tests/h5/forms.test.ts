import type { Locator, Page } from 'playwright-core';
import { saveScreenshot, useH5Browser, waitForPath } from '../support/browser';
import { shown } from '../support/h5';
import { chooseCardAtCashier } from '../support/pay';
import { DEMO_TENANT_MOBILE } from '../support/server';

// Forms that help and history without traps (issue 46), as the demo tenant meets them in the browser: a send stopped
// by a field below the fold scrolls to it and names it; the repair form starts on the lease lived in today; going back
// after paying never offers the paid bill's cashier again; the rent filter's 确定 fits on 320-430 px phones.
const h5 = useH5Browser();

const REPAIR_ADD = '/aster/pages/service/pages/repair/add';
const BILL_DETAIL = '/aster/pages/bill/bill_detail/index';
const PAY_WAY = '/aster/pages/bill/bill_pay_way/index';
const PAY_DETAIL = '/aster/pages/bill/bill_pay_detail/index';
const RESULT = '/aster/pages/bill/bill_result/index';
const HOUSE_LIST = '/aster/pages/house/house_list/index';

let token = '';
beforeAll(async () => {
  ({ token } = await h5.server.loginByPhone(DEMO_TENANT_MOBILE));
});

/** Whether the element is fully inside the window (what the tenant sees without scrolling). */
async function inView(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight && box.height > 0;
  });
}

async function toastText(page: Page): Promise<string> {
  const toast = page.locator('[role="status"]').filter({ hasText: /\S/ }).last();
  await toast.waitFor();
  return toast.innerText();
}

describe('forms on H5', () => {
  it('starts a repair on the lease lived in today, and scrolls to and names the wrong phone below the fold', async () => {
    const contracts = await h5.server.getData<{ id: string; contractNo: string; house: { title: string } }[]>('/tapp/v1/contract/list', { token });
    const renting = contracts.find((contract) => contract.contractNo === 'HTDEMO05');
    const notStarted = contracts.find((contract) => contract.contractNo === 'HTDEMO04');
    expect(renting).toBeDefined();
    expect(notStarted).toBeDefined();
    const { page } = await h5.newTab();
    await h5.openLoggedIn(page, token, '/pages/service/pages/repair/add');
    await waitForPath(page, REPAIR_ADD);
    // HTDEMO04 (starting 2027-01-01) comes first in the list; the room lived in today is the one chosen.
    await shown(page, `wo-room-${renting?.id ?? ''}`).and(page.locator('[aria-checked="true"]')).waitFor();
    expect(await shown(page, `wo-room-${notStarted?.id ?? ''}`).getAttribute('aria-checked')).toBe('false');
    expect(await shown(page, 'wo-room-not-started').count()).toBe(0);

    await shown(page, 'wo-category-水管漏水').click();
    await shown(page, 'wo-description').fill('卫生间地漏堵塞');
    await page.locator('[data-testid^="wo-slot-"]:visible').first().click();
    await shown(page, 'wo-phone').fill('1380013');
    await page.evaluate(() => window.scrollTo(0, 0));
    const phone = shown(page, 'wo-phone');
    expect(await inView(phone)).toBe(false);
    await shown(page, 'wo-submit').click();
    // Scrolled to the phone (its own message beside it) and named where the tenant looks.
    await page.waitForFunction(() => {
      const input = Array.from(document.querySelectorAll<HTMLElement>('[data-testid="wo-phone"]')).find((node) => node.offsetParent !== null);
      const box = input?.getBoundingClientRect();
      return box !== undefined && box.top >= 0 && box.bottom <= window.innerHeight;
    });
    expect(await toastText(page)).toBe('联系电话：请输入正确的手机号');
    await page.getByRole('alert').filter({ hasText: '请输入正确的手机号' }).first().waitFor();
    expect(await phone.evaluate((input) => input === document.activeElement)).toBe(true);
    // The number pad, not the full keyboard.
    expect(await phone.getAttribute('inputmode')).toBe('tel');
    await saveScreenshot(page, 'h5-forms-repair-phone-wrong');

    // Choosing the lease not yet started says so.
    await page.evaluate(() => window.scrollTo(0, 0));
    await shown(page, `wo-room-${notStarted?.id ?? ''}`).click();
    expect(await shown(page, 'wo-room-not-started').innerText()).toContain('2027-01-01起租，尚未开始');
  });

  it('never shows the paid bill\'s cashier again when the tenant goes back after paying', async () => {
    const { bills } = await h5.server.getData<{ bills: { id: string; title: string; status: string }[] }>('/tapp/v1/bill/list', { token });
    const gas = bills.find((bill) => bill.title === '燃气费（2026-10）');
    expect(gas?.status).toBe('overdue');
    const { page, pageErrors } = await h5.newTab();
    await h5.openLoggedIn(page, token, `/pages/bill/bill_detail/index?id=${gas?.id ?? ''}`);
    await waitForPath(page, BILL_DETAIL);
    await shown(page, 'bill-detail-pay').click();
    await waitForPath(page, PAY_WAY);
    await shown(page, 'pay-way-card').waitFor();
    await shown(page, 'pay-way-next').click();
    await waitForPath(page, PAY_DETAIL);
    await shown(page, 'pay-detail-confirm').click();
    await chooseCardAtCashier(page, h5.server);
    await page.getByRole('button', { name: '确认支付' }).click();
    await waitForPath(page, RESULT);
    await page.getByTestId('bill-result-title').filter({ hasText: '支付成功' }).waitFor();

    // Back, and back again: the provider's page says it is paid, and the app's pay pages say so too.
    const seen: string[] = [];
    for (let step = 0; step < 4; step += 1) {
      await page.goBack();
      await page.waitForLoadState();
      const url = new URL(page.url());
      seen.push(url.pathname);
      if (url.pathname === PAY_WAY || url.pathname === PAY_DETAIL) {
        await shown(page, 'bill-paid').waitFor();
        expect(await shown(page, 'pay-detail-confirm').count()).toBe(0);
        expect(await shown(page, 'pay-way-next').count()).toBe(0);
        await saveScreenshot(page, 'h5-forms-back-after-paying');
      }
      if (url.pathname === BILL_DETAIL) break;
    }
    expect(seen).toContain(BILL_DETAIL);
    expect(pageErrors).toEqual([]);
    expect(seen.filter((path) => path === PAY_WAY || path === PAY_DETAIL).length).toBeGreaterThan(0);
  });

  it.each([320, 390, 430])('keeps the custom rent range\'s 确定 on a %i px wide screen', async (width) => {
    const { page } = await h5.newTab({ width, height: 760 });
    await page.goto(HOUSE_LIST);
    await page.getByTestId('filter-rent').click();
    const apply = page.getByTestId('rent-apply');
    await apply.waitFor();
    const box = await apply.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    // Digits only: the number pad.
    expect(await page.getByLabel('最低租金').getAttribute('inputmode')).toBe('numeric');
    await saveScreenshot(page, `h5-forms-rent-panel-${width}`);
  });
});
