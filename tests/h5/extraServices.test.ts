import { saveScreenshot, useH5Browser, waitForPath } from '../support/browser';
import { shown } from '../support/h5';
import { DEMO_TENANT_MOBILE } from '../support/server';

// Extra services as the demo tenant meets them in the browser, one walk: 我的 -> 我的管家 (the housekeeper of each
// rented room, with a picture), 无线网络 (the password dotted until 显示, 复制 puts it on the clipboard), 我的室友 (the
// shared flat's roommates masked, the whole flat lived in alone), 公告 (the building's notices first, 加载更多), and
// 服务电话 with the tenant's store; then a guest's 公告 and 服务电话 (no login asked).
const h5 = useH5Browser();

const PAGES = '/aster/pages/extra_service';

describe('extra services on H5', () => {
  it('shows the housekeeper, the Wi-Fi, the roommates, the notices and the service phones', async () => {
    const { token } = await h5.server.loginByPhone(DEMO_TENANT_MOBILE);
    const tab = await h5.newTab();
    const { page } = tab;
    await tab.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: h5.server.origin });
    await h5.openLoggedIn(page, token, '/pages/mine/index');

    await shown(page, 'mine-entry-manager').click();
    await waitForPath(page, `${PAGES}/manager/index`);
    await page.locator('[data-testid^="xs-manager-call-"]:visible').first().waitFor();
    // HTDEMO04 (to move in), HTDEMO05 and HTDEMO06: three rooms, three housekeepers.
    expect(await page.locator('[data-testid^="xs-manager-call-"]:visible').count()).toBe(3);
    await page.getByText('09:00-21:00').first().waitFor();
    await page.waitForFunction(() => Array.from(document.images).some((image) => image.src.includes('/static/managers/') && image.complete && image.naturalWidth > 0));
    await saveScreenshot(page, 'h5-extra-manager');

    await page.goBack();
    await shown(page, 'mine-entry-wifi').click();
    await waitForPath(page, `${PAGES}/wifi/index`);
    const password = page.locator('[data-testid^="xs-wifi-password-"]:visible').first();
    await password.waitFor();
    expect(await page.locator('[data-testid^="xs-wifi-ssid-"]:visible').count()).toBe(2);
    expect(await password.textContent()).toMatch(/^•{8,}$/);
    await page.locator('[data-testid^="xs-wifi-toggle-"]:visible').first().click();
    await page.getByText('aster@2026wifi').first().waitFor();
    await saveScreenshot(page, 'h5-extra-wifi');
    await page.locator('[data-testid^="xs-wifi-copy-password-"]:visible').first().click();
    await page.getByRole('status').filter({ hasText: '复制成功' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('aster@2026wifi');
    await page.locator('[data-testid^="xs-wifi-toggle-"]:visible').first().click();
    expect(await password.textContent()).toMatch(/^•{8,}$/);

    await page.goBack();
    await shown(page, 'mine-entry-roommate').click();
    await waitForPath(page, `${PAGES}/roommate/index`);
    await page.getByText('王*').first().waitFor();
    await page.getByText('刘*').first().waitFor();
    await page.getByText('2026年03月入住').first().waitFor();
    await page.getByText('您住的是整租房源，没有室友').first().waitFor();
    const body = (await page.textContent('body')) ?? '';
    for (const secret of ['王强', '刘芳', '13500135001', '110105199003071235']) expect(body).not.toContain(secret);
    await saveScreenshot(page, 'h5-extra-roommate');

    await page.goBack();
    await shown(page, 'mine-entry-notices').click();
    await waitForPath(page, `${PAGES}/public-notice-list/index`);
    const cards = page.locator('[data-testid^="xs-notice-"][data-testid]:visible').filter({ has: page.locator('.xs-notice-title') });
    await cards.first().waitFor();
    expect(await cards.first().textContent()).toContain('本楼电梯年度检修通知');
    expect(await page.locator('[data-testid^="xs-notice-building-"]:visible').count()).toBe(2);
    expect(await cards.count()).toBe(10);
    // The body's HTML drawn as text and layout only: the <strong> kept as bold text, no markup shown.
    await page.getByText('09:00-17:00').first().waitFor();
    expect((await cards.first().textContent()) ?? '').not.toContain('<');
    await saveScreenshot(page, 'h5-extra-notices');
    await shown(page, 'xs-notices-more').click();
    await page.waitForFunction(() => document.querySelectorAll('.xs-notice-title').length >= 20);
    await shown(page, 'xs-notices-more').click();
    await page.waitForFunction(() => document.querySelectorAll('.xs-notice-title').length === 24);
    await shown(page, 'xs-notices-more').filter({ hasText: '没有更多了' }).waitFor();

    await page.goBack();
    await shown(page, 'mine-entry-servicetel').click();
    await waitForPath(page, `${PAGES}/servicetel/index`);
    await shown(page, 'xs-phone-hotline').waitFor();
    await page.getByText('我的门店').first().waitFor();
    expect(await page.locator('[data-testid^="xs-phone-store-"][data-testid$="-call"]:visible').count()).toBeGreaterThan(0);
    await saveScreenshot(page, 'h5-extra-servicetel');
  });

  it('lets a guest read the notices and the service phones without logging in, and sends them to log in for the rest', async () => {
    const { page } = await h5.newTab();
    await page.goto(`${PAGES}/public-notice-list/index`);
    await page.locator('.xs-notice-title').first().waitFor();
    expect(await page.locator('[data-testid^="xs-notice-building-"]').count()).toBe(0);
    expect(await page.locator('.xs-notice-title').first().textContent()).toBe('新版租户手册上线');
    await page.goto(`${PAGES}/servicetel/index`);
    await shown(page, 'xs-phone-hotline').waitFor();
    await page.getByText('登录后，这里还会显示您所住门店的电话').waitFor();
    expect(await page.getByText('我的门店').count()).toBe(0);
    await page.goto('/wifi');
    await page.waitForURL((url) => url.pathname.includes('login'));
  });
});
