import { useH5Browser, waitForPath } from '../support/browser';

// The page cache of the H5 shell (Remax's CacheRoute, patches/README.md): a page left by a forward navigation is
// kept as it was and shown again on the way back; only the pages opened so far have a place in it.
const h5 = useH5Browser();

const LIST = '/aster/pages/house/house_list/index';
const DETAIL = '/aster/pages/house_detail/index';

test('the house list left for a room is shown again as it was on the way back, without asking for it again', async () => {
  const { page, requests, pageErrors } = await h5.newTab();
  await page.goto(LIST);
  const cards = page.getByTestId('house-card');
  await cards.nth(5).waitFor();
  const listAsks = () => requests.filter((request) => /\/tapp\/v2\/aster\/common\/houses\?/.test(request.url)).length;
  const asksBefore = listAsks();
  await cards.nth(5).scrollIntoViewIfNeeded();
  const scrolledTo = await page.evaluate(() => window.scrollY);
  expect(scrolledTo).toBeGreaterThan(0);
  const firstRoom = await cards.nth(0).innerText();

  await cards.nth(5).click();
  await waitForPath(page, DETAIL);
  await page.locator('.photo-swiper-image').first().waitFor();
  // Two pages opened, two kept: the list (hidden) and the detail; none of the other pages is rendered.
  expect(await page.locator('.remax-cached-router-wrapper').count()).toBe(2);

  await page.goBack();
  await waitForPath(page, LIST);
  await cards.nth(5).waitFor();
  expect(await cards.nth(0).innerText()).toBe(firstRoom);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolledTo);
  expect(listAsks()).toBe(asksBefore);
  expect(pageErrors).toEqual([]);
});
