import type { Page } from 'playwright-core';
import { saveScreenshot, useH5Browser, waitForPath } from '../support/browser';
import { closeHomePopup, iconGridNames, loginOnPage } from '../support/h5';

// Issue 46, "looks like a prototype": the drawn icon set (tab bar, search, facilities, empty states), the demo's
// drawn banners and home icons, and dialogs in the brand orange, as a tenant sees them in Chromium.
const h5 = useH5Browser();

const HOME = '/aster/pages/index/index';
const MINE = '/aster/pages/mine/index';
const LOGIN = '/aster/pages/login_by_phone/index';
const SETTINGS = '/aster/pages/user/user_setting/index';
const BRAND_ORANGE = 'rgb(194, 81, 0)';

/** Each icon in `selector`: its drawn mask (an SVG data URI) and its size on screen. */
async function iconsIn(page: Page, selector: string): Promise<{ mask: string; width: number; height: number }[]> {
  return page.locator(`${selector} .ak-icon`).evaluateAll((icons) =>
    icons.map((icon) => {
      const style = getComputedStyle(icon);
      const box = icon.getBoundingClientRect();
      return { mask: style.getPropertyValue('-webkit-mask-image').slice(0, 30), width: Math.round(box.width), height: Math.round(box.height) };
    }),
  );
}

const DRAWN = { mask: 'url("data:image/svg+xml,%3Csvg', width: expect.any(Number), height: expect.any(Number) };

describe('what the app looks like on H5', () => {
  it('home: drawn tab bar and search icons, and drawn banners and house-type icons, at 320, 390 and 430 px', async () => {
    for (const width of [390, 320, 430]) {
      const { page, pageErrors } = await h5.newTab({ width, height: 844 });
      await page.goto('/aster/');
      await waitForPath(page, HOME);
      if (width === 390) await closeHomePopup(page);
      await iconGridNames(page);
      const tabIcons = await iconsIn(page, '.ak-tabbar');
      expect(tabIcons).toEqual([DRAWN, DRAWN]);
      expect(tabIcons.every((icon) => icon.width >= 20 && icon.width === icon.height)).toBe(true);
      expect(await iconsIn(page, '.ak-search')).toEqual([DRAWN]);
      // The tab bar has no glyphs left, only its two labels.
      expect((await page.locator('.ak-tabbar').innerText()).replace(/\s+/g, '')).toBe('首页我的');
      // The banners and house-type icons are the server's drawn pictures, loaded.
      await page.waitForFunction(() => Array.from(document.querySelectorAll('.home-icons img, .ak-swiper img')).every((image) => (image as HTMLImageElement).complete));
      const pictures = await page.locator('.home-icons img, .ak-swiper img').evaluateAll((images) =>
        (images as HTMLImageElement[]).map((image) => ({ svg: new URL(image.currentSrc).pathname.startsWith('/static/demo/'), loaded: image.naturalWidth > 0 })),
      );
      expect(pictures.length).toBeGreaterThan(2);
      expect(pictures.filter((picture) => !picture.svg || !picture.loaded)).toEqual([]);
      await saveScreenshot(page, `looks-home-${width}`);
      expect(pageErrors).toEqual([]);
    }
  });

  it('house detail: each facility is drawn with its own icon, and the bar’s favourite and share are icons', async () => {
    const { page, pageErrors } = await h5.newTab();
    await page.goto('/aster/pages/house_detail/index?id=h000001');
    const facilities = page.locator('.hd-facility');
    await facilities.first().waitFor();
    await facilities.first().scrollIntoViewIfNeeded();
    const names = await page.locator('.hd-facility-name').allInnerTexts();
    const icons = await iconsIn(page, '.hd-facilities');
    expect(icons).toHaveLength(names.length);
    expect(icons.every((icon) => icon.mask === DRAWN.mask && icon.width > 0)).toBe(true);
    // No letter stands in for a picture: the tiles hold no text.
    expect(await page.locator('.hd-facility-icon').evaluateAll((tiles) => tiles.map((tile) => tile.textContent))).toEqual(names.map(() => ''));
    expect(await iconsIn(page, '.hd-bar')).toHaveLength(await page.getByTestId('share-link').count() + 1);
    await saveScreenshot(page, 'looks-house-detail-facilities');
    expect(pageErrors).toEqual([]);
  });

  it('a new tenant: 我的, an empty list with its drawn sign, and the logout dialog in the brand orange', async () => {
    const { page, pageErrors } = await h5.newTab();
    await page.goto(MINE);
    await waitForPath(page, LOGIN);
    await loginOnPage(page, h5.server, '13700000046');
    await waitForPath(page, MINE);
    await page.getByRole('status').filter({ hasText: '登录成功' }).waitFor({ state: 'hidden' });
    expect(await iconsIn(page, '.ak-tabbar')).toEqual([DRAWN, DRAWN]);
    await saveScreenshot(page, 'looks-mine');

    await page.goto('/aster/pages/contract/pages/reservation_list/index');
    await page.getByTestId('reservation-empty').waitFor();
    expect(await iconsIn(page, '.ak-state-icon')).toEqual([DRAWN]);
    await saveScreenshot(page, 'looks-empty-state');

    await page.goto(SETTINGS);
    await page.getByRole('button', { name: '退出登录' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('确定要退出当前账号吗？').waitFor();
    const confirm = dialog.getByRole('button', { name: '退出' });
    expect(await confirm.evaluate((button) => getComputedStyle(button).color)).toBe(BRAND_ORANGE);
    expect(await dialog.getByRole('button', { name: '取消' }).evaluate((button) => getComputedStyle(button).color)).not.toBe(BRAND_ORANGE);
    await saveScreenshot(page, 'looks-dialog');
    await dialog.getByRole('button', { name: '取消' }).click();
    expect(pageErrors).toEqual([]);
  });
});
