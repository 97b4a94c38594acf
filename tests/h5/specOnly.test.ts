import type { Page } from 'playwright-core';
import { type Tab, useH5Browser, waitForPath } from '../support/browser';
import { iconGridNames, loginOnPage, shown } from '../support/h5';
import { DEMO_TENANT_MOBILE } from '../support/server';
import { outsideSection7 } from '../support/specCalls';

// Issue 38: the H5 app against an operator's backend that serves spec section 7 alone (the reference server with
// ASTER_API=spec): the demo tenant logs in, looks at houses, reservations, contracts, bills, the lock and the meter, and
// 我的. Each page shows the spec's data, or "运营方暂未开通此功能" where it needs an extension, and no request leaves
// section 7's calls. One tab for the whole file, as a tenant keeps one; each test goes on from the last.
const h5 = useH5Browser({ api: 'spec' });

const NOTICE = '运营方暂未开通此功能';
const HOME = '/aster/pages/index/index';

/** A text on the page on show (H5 keeps the pages below it in the document, hidden). */
const visible = (page: Page, text: string | RegExp) => page.getByText(text).locator('visible=true').first();

/** The calm notice on the page on show: no error look, no retry. */
async function expectNotice(page: Page): Promise<void> {
  await shown(page, 'not-enabled').filter({ hasText: NOTICE }).waitFor();
  expect(await page.getByRole('button', { name: '重新加载' }).locator('visible=true').count()).toBe(0);
}

describe('the H5 app against a backend serving spec section 7 alone', () => {
  let tab: Tab;
  let page: Page;
  beforeAll(async () => {
    tab = await h5.sharedTab();
    page = tab.page;
  });
  afterEach(() => {
    // Every call the server received was a section 7 call; nothing crashed in the page.
    expect(outsideSection7(h5.server.apiCalls())).toEqual([]);
    expect(tab.pageErrors.map((error) => error.message)).toEqual([]);
  });
  afterAll(async () => {
    await tab.context.close();
  });

  it('logs in by SMS code with no proof of work, home/config asked first; the home page hides the work-order icons', async () => {
    await page.goto('/aster/pages/login_by_phone/index');
    await loginOnPage(page, h5.server, DEMO_TENANT_MOBILE);
    await waitForPath(page, HOME);
    // The house-type icons stay; 报修 and 保洁 lead to work orders, an extension: they hide.
    await page.locator('.home-icon-name').filter({ hasText: '报修' }).waitFor({ state: 'detached' });
    expect(await iconGridNames(page)).toEqual(['整租', '合租', '公寓', '账单']);
    const calls = h5.server.apiCalls();
    expect(calls).toContain('GET /tapp/v1/verify-code/verify-send-code');
    expect(calls).toContain('POST /common/v2/login');
    // The page asked home/config before the code (no auth extensions listed: no proof of work to fetch).
    expect(calls.indexOf('GET /tapp/v1/home/config')).toBeLessThan(calls.indexOf('GET /tapp/v1/verify-code/verify-send-code'));
  });

  it('lists houses from the spec\'s house list; the detail and the reservations say they are not enabled', async () => {
    await page.goto('/aster/pages/house/house_list/index');
    await visible(page, /共找到 \d+ 套房源/).waitFor();
    await shown(page, 'house-card').first().click();
    await waitForPath(page, '/aster/pages/house_detail/index');
    // The house detail is an extension today (aster/common/houses/{id}).
    await expectNotice(page);
    // Opened afresh (a shared link): index.html's early script asks nothing of a backend whose home/config left the
    // house extensions out.
    await page.goto(page.url());
    await expectNotice(page);
    await page.goto('/aster/pages/contract/pages/reservation_list/index');
    await expectNotice(page);
  });

  it('shows the contracts, a contract\'s detail and its signing page from section 7 calls', async () => {
    await page.goto('/aster/pages/contract/pages/contract_list/index');
    await shown(page, 'contract-HTDEMO05').waitFor();
    await shown(page, 'contract-HTDEMO02').waitFor();
    await shown(page, 'contract-HTDEMO05').click();
    await waitForPath(page, '/aster/pages/contract/pages/contract_detail/index');
    await shown(page, 'contract-detail-status').filter({ hasText: '在租中' }).waitFor();
    await shown(page, 'contract-detail-term').waitFor();
    await page.goBack();
    await shown(page, 'contract-HTDEMO02').click();
    await waitForPath(page, '/aster/pages/contract/pages/contract_detail/index');
    await shown(page, 'contract-detail-status').filter({ hasText: '待签约' }).waitFor();
    await shown(page, 'contract-action-sign').click();
    await waitForPath(page, '/aster/pages/contract/pages/view_contract_paper/index');
    await shown(page, 'contract-sign-place').waitFor();
  });

  it('says the bills are not enabled (section 7 has no bill list)', async () => {
    await page.goto('/aster/pages/bill/bill_list/index');
    await expectNotice(page);
  });

  it('shows the smart devices, a lock and a meter from the smart-device calls', async () => {
    const details = () => page.getByText('详情', { exact: true }).locator('visible=true');
    await page.goto('/aster/pages/device/device_index/index');
    await visible(page, '入户门锁').waitFor();
    await details().first().click();
    await waitForPath(page, '/aster/pages/device/device_preview/index');
    await shown(page, 'device-preview-open').click();
    await waitForPath(page, '/aster/pages/device/lock2/index');
    await visible(page, '远程开门').waitFor();
    await visible(page, '门锁信息').waitFor();
    await page.goBack();
    await page.goBack();
    await waitForPath(page, '/aster/pages/device/device_index/index');
    // The second device of HTDEMO05: the shared electricity meter.
    await details().nth(1).click();
    await waitForPath(page, '/aster/pages/device/device_preview/index');
    await shown(page, 'device-preview-open').click();
    await waitForPath(page, '/aster/pages/device/meter2/index');
    await visible(page, '¥32.50').waitFor();
    await visible(page, '当前读数').waitFor();
    expect(h5.server.apiCalls()).toEqual(expect.arrayContaining(['GET /tapp/v3/smart-device/lock/detail', 'GET /tapp/v3/smart-device/meter/detail']));
  });

  it('shows 我的 with the entries a section 7 backend serves, and hides the others', async () => {
    await page.goto('/aster/pages/mine/index');
    await visible(page, '138****8000').waitFor();
    await shown(page, 'mine-entry-contracts').waitFor();
    await shown(page, 'mine-entry-devices').waitFor();
    for (const hidden of ['wallet', 'coupons', 'invoices', 'repair', 'book', 'reservations']) {
      expect(await shown(page, `mine-entry-${hidden}`).count()).toBe(0);
    }
    await shown(page, 'mine-entry-devices').click();
    await waitForPath(page, '/aster/pages/device/device_index/index');
  });
});
