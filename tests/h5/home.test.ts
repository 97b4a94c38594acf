import { DESKTOP_VIEWPORT, saveScreenshot, type Tab, useH5Browser, waitForPath } from '../support/browser';
import { closeHomePopup, homeDataOf, iconGridNames } from '../support/h5';

// A guest opens the H5 app served by the reference server, in a real Chromium, and browses the home page.
const h5 = useH5Browser();

async function open(path: string, viewport?: { width: number; height: number }): Promise<Tab> {
  const tab = await h5.newTab(viewport);
  await tab.page.goto(path);
  return tab;
}

describe('a guest opening /aster/', () => {
  it('lands on the home page showing the server’s banners and icon grid', async () => {
    const { page, pageErrors } = await open('/aster/');
    await waitForPath(page, '/aster/pages/index/index');
    const data = await homeDataOf(h5.server);
    const topBanners = data.banners.filter((banner) => banner.positionType === 1);
    expect(topBanners.length).toBeGreaterThan(0);

    expect(await iconGridNames(page)).toEqual(data.iconNames);
    for (const banner of topBanners) {
      const slide = page.locator('.ak-swiper-slide').and(page.getByLabel(banner.title, { exact: true }));
      await slide.waitFor({ state: 'attached' });
      expect(await slide.locator('img').getAttribute('src')).toBe(banner.imageUrl);
    }
    // The popup banner (position 4) greets a first visit; closing it leaves the home page usable.
    const popup = data.banners.find((banner) => banner.positionType === 4);
    expect(popup).toBeDefined();
    await page.getByRole('dialog').waitFor();
    await saveScreenshot(page, 'h5-home-popup');
    await closeHomePopup(page);
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    // No city stored yet: the app picks one from the network address (home/ip-city falls back to 上海).
    await page.locator('.home-city-name', { hasText: '上海' }).waitFor();
    await page.getByText('登录后查看合同与活动').waitFor();
    expect(await page.title()).toBe('首页');
    await saveScreenshot(page, 'h5-home');
    expect(pageErrors).toEqual([]);
  });

  it('sends the platform header "h5" and the company on every API request', async () => {
    const tab = await open('/aster/');
    await iconGridNames(tab.page);
    const api = tab.apiRequests();
    expect(api.map((request) => new URL(request.url).pathname)).toEqual(
      expect.arrayContaining(['/tapp/v1/home/banners', '/tapp/v1/home/base']),
    );
    for (const request of api) {
      expect({ url: request.url, platform: request.headers.platform, companyId: request.headers.companyid }).toEqual({
        url: request.url,
        platform: 'h5',
        companyId: '0',
      });
      // A guest has no token: none is sent, not even an empty one.
      expect(request.headers.token).toBeUndefined();
    }
  });

  it('takes the company from ?c=1001 and shows the brand’s names (床位 for shared rooms)', async () => {
    const tab = await open('/aster/?c=1001');
    const names = await iconGridNames(tab.page);
    expect(names).toContain('床位');
    expect(names).not.toContain('合租');
    expect(names).toEqual((await homeDataOf(h5.server, '1001')).iconNames);
    for (const request of tab.apiRequests()) expect(request.headers.companyid).toBe('1001');
    await closeHomePopup(tab.page);
    await saveScreenshot(tab.page, 'h5-home-brand-1001');
  });

  it('ignores a company parameter that is not digits', async () => {
    const tab = await open('/aster/?c=10x1');
    expect(await iconGridNames(tab.page)).toEqual((await homeDataOf(h5.server)).iconNames);
    for (const request of tab.apiRequests()) expect(request.headers.companyid).toBe('0');
  });
});

describe('choosing a city', () => {
  it('goes to the city list, finds 杭州 by pinyin, and comes back to a home page for 杭州', async () => {
    const tab = await open('/aster/');
    const { page } = tab;
    await page.locator('.home-city-name', { hasText: '上海' }).waitFor();
    await closeHomePopup(page);
    await page.getByRole('button', { name: '选择城市' }).click();
    await waitForPath(page, '/aster/pages/pick_city/index');
    await page.locator('.city-row').first().waitFor();
    await saveScreenshot(page, 'h5-pick-city');
    await page.getByPlaceholder('输入城市名或拼音').fill('hangzhou');
    const rows = page.locator('.city-row');
    expect(await rows.allInnerTexts()).toEqual(['杭州']);
    await rows.first().click();
    await waitForPath(page, '/aster/pages/index/index');
    await page.locator('.home-city-name', { hasText: '杭州' }).waitFor();
    await page.locator('.home-icon-name').first().waitFor();
    const baseCities = tab.apiRequests()
      .filter((request) => new URL(request.url).pathname === '/tapp/v1/home/base')
      .map((request) => new URL(request.url).searchParams.get('cityId'));
    expect(baseCities).toContain('175');
    // The choice outlives the visit (stored cityId and cityName, spec section 9).
    await page.reload();
    await page.locator('.home-city-name', { hasText: '杭州' }).waitFor();
    expect(tab.pageErrors).toEqual([]);
  });
});

describe('the H5 app on a desktop browser', () => {
  it('keeps a phone width, centred, with its bars inside the column rather than stretched', async () => {
    const { page, pageErrors } = await open('/aster/', DESKTOP_VIEWPORT);
    await iconGridNames(page);
    await closeHomePopup(page);
    const app = await page.locator('#remax-app').boundingBox();
    expect(app).not.toBeNull();
    if (app === null) return;
    expect(app.width).toBeLessThanOrEqual(480);
    expect(app.width).toBeGreaterThanOrEqual(320);
    const leftGap = app.x;
    const rightGap = DESKTOP_VIEWPORT.width - (app.x + app.width);
    expect(Math.abs(leftGap - rightGap)).toBeLessThanOrEqual(1);
    // Fixed bars (navigation, tabs) are the usual way out of a centred column: each must stay inside it.
    for (const selector of ['.ak-navbar', '.ak-tabbar', '.home-icons', '.home-banners']) {
      const box = await page.locator(selector).first().boundingBox();
      expect({ selector, box: box !== null }).toEqual({ selector, box: true });
      if (box === null) continue;
      expect({ selector, left: box.x >= app.x - 1, right: box.x + box.width <= app.x + app.width + 1 }).toEqual({ selector, left: true, right: true });
    }
    await saveScreenshot(page, 'h5-home-desktop');
    expect(pageErrors).toEqual([]);
  });
});
