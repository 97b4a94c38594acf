import { saveScreenshot, useH5Browser, waitForPath } from '../support/browser';
import { shown } from '../support/h5';
import { DEMO_TENANT_MOBILE } from '../support/server';

// The other ways to settle a bill, as the demo tenant meets them in the browser, one walk: 我的 -> 我的账单 -> 银行卡
// (none yet), 支持的银行, 添加银行卡 (a mistyped number refused and kept, then the right one), and the card back on
// 我的银行卡 masked but its last 4 in the real-name tenant's masked name.
const h5 = useH5Browser();

const BILL_LIST = '/aster/pages/bill/bill_list/index';
const BANK_CARDS = '/aster/pages/bill/bill_bank_add/index';
const BANK_NEW = '/aster/pages/bill/bill_bank_add_new/index';
const BANK_SUPPORT = '/aster/pages/bill/bill_bank_support/index';

/** The element of the page on show: H5 keeps the pages below it in the document, hidden. */

describe('settling bills other ways on H5', () => {
  it('adds a bank card from 我的账单 and finds it masked', async () => {
    const { token } = await h5.server.loginByPhone(DEMO_TENANT_MOBILE);
    const { page } = await h5.newTab();
    await h5.openLoggedIn(page, token, '/pages/mine/index');
    await shown(page, 'mine-entry-bills').click();
    await waitForPath(page, BILL_LIST);
    await shown(page, 'bank-card-link').click();
    await waitForPath(page, BANK_CARDS);
    await page.getByText('还没有银行卡').filter({ visible: true }).waitFor();
    await saveScreenshot(page, 'h5-bank-cards-empty');

    await shown(page, 'bank-card-support').click();
    await waitForPath(page, BANK_SUPPORT);
    await shown(page, 'bank-support-CMB').waitFor();
    expect(await shown(page, 'bank-support-CMB').innerText()).toContain('招商银行');
    await saveScreenshot(page, 'h5-bank-support');
    await page.goBack();
    await waitForPath(page, BANK_CARDS);

    await shown(page, 'bank-card-add').click();
    await waitForPath(page, BANK_NEW);
    await shown(page, 'bank-new-number').fill('6222 0212 3456 7890 124');
    await shown(page, 'bank-new-bank').filter({ hasText: '工商银行' }).waitFor();
    await shown(page, 'bank-new-save').click();
    await page.getByText('银行卡号有误，请核对后重新输入').filter({ visible: true }).waitFor();
    expect(await shown(page, 'bank-new-number').inputValue()).toBe('6222 0212 3456 7890 124');
    await saveScreenshot(page, 'h5-bank-add-new');
    await shown(page, 'bank-new-number').fill('6222 0212 3456 7890 128');
    // Issue 46: bound with the code sent to the card's reserved phone.
    await shown(page, 'bank-new-mobile').fill(DEMO_TENANT_MOBILE);
    await shown(page, 'bank-new-send').click();
    await shown(page, 'bank-new-sent').filter({ hasText: '验证码已发送至138****8000' }).waitFor();
    await shown(page, 'bank-new-code').fill(await h5.server.smsCode(DEMO_TENANT_MOBILE));
    await shown(page, 'bank-new-save').click();

    await waitForPath(page, BANK_CARDS);
    await shown(page, 'bank-card-0128').waitFor();
    const card = await shown(page, 'bank-card-0128').innerText();
    expect(card).toContain('**** **** **** 0128');
    expect(card).toContain('持卡人 *三');
    expect(await page.locator('body').innerText()).not.toContain('6222');
    await saveScreenshot(page, 'h5-bank-cards');
  });
});
