import type { Page } from 'playwright-core';
import { saveScreenshot, useH5Browser, waitForPath } from '../support/browser';
import { closeHomePopup, loginOnPage } from '../support/h5';
import { chooseCardAtCashier } from '../support/pay';
import { DEMO_TENANT_MOBILE } from '../support/server';

// Issue 5's "done means", in the browser and only by tapping: from the home page a guest searches, opens a
// room, logs in to book a viewing, reserves the same room, pays the 定金 at the provider's checkout and sees
// the reservation held. The pages' own tests cover each step's edge cases.
const h5 = useH5Browser();

const at = (page: string) => `/aster/pages/${page}`;

async function tapAndLand(page: Page, tap: () => Promise<void>, path: string): Promise<void> {
  await tap();
  await waitForPath(page, path);
}

it('finds a room from the home page, books a viewing, reserves it and pays the deposit', async () => {
  const tab = await h5.newTab();
  const { page } = tab;
  await page.goto('/aster/');
  await page.getByTestId('home-search').waitFor();
  await closeHomePopup(page);

  // Search: a suggestion as the tenant types, then the list of rooms in that area.
  await tapAndLand(page, () => page.getByTestId('home-search').click(), at('house/search_house/index'));
  await page.getByLabel('搜索房源').pressSequentially('北外', { delay: 40 });
  const suggestion = page.getByTestId('suggestions').getByText('北外滩', { exact: true });
  await tapAndLand(page, () => suggestion.click(), at('house/house_list/index'));
  expect(new URL(page.url()).searchParams.get('searchKey')).toBe('北外滩');
  const card = page.getByTestId('house-card').first();
  await card.waitFor();
  expect(await page.locator('.hl-place').allInnerTexts()).toEqual(expect.arrayContaining([expect.stringContaining('北外滩')]));

  // The room: a guest who wants a viewing logs in first and comes back to the booking page.
  await tapAndLand(page, () => card.click(), at('house_detail/index'));
  const houseId = new URL(page.url()).searchParams.get('id') ?? '';
  expect(houseId).toMatch(/^h\d+$/);
  const title = await page.locator('.hd-title').innerText();
  await tapAndLand(page, () => page.getByRole('button', { name: '预约看房' }).click(), at('login_by_phone/index'));
  await loginOnPage(page, h5.server, DEMO_TENANT_MOBILE);
  await waitForPath(page, at('book_room/index'));
  expect(new URL(page.url()).searchParams.get('houseId')).toBe(houseId);

  // Book the first free slot.
  await page.locator('[data-testid^="book-slot-"][aria-disabled="false"]').first().click();
  await tapAndLand(page, () => page.getByTestId('book-submit').click(), at('book_success/index'));
  await page.getByTestId('book-success-time').waitFor();

  // Back on the room, reserve it.
  await page.goBack();
  await waitForPath(page, at('house_detail/index'));
  await page.locator('.hd-title').filter({ hasText: title }).waitFor();
  await tapAndLand(page, () => page.getByRole('button', { name: '立即预订' }).click(), at('contract/pages/reservation_confirm/index'));
  await page.getByTestId('reserve-deposit').waitFor();
  const deposit = await page.getByTestId('reserve-deposit').innerText();
  await page.getByTestId('reserve-agree').click();
  // The demo tenant is verified: their verified identity is on file, so no details to type.
  await tapAndLand(page, () => page.getByTestId('reserve-submit').click(), at('contract/pages/reservation_contract_preview/index'));
  await tapAndLand(page, () => page.getByTestId('preview-sign').click(), at('contract/pages/reservation_sign/index'));
  await page.getByTestId('sign-agree').click();

  // Pay at the provider's checkout; the result page asks the server.
  await tapAndLand(
    page,
    async () => {
      await page.getByTestId('sign-submit').click();
      await chooseCardAtCashier(page, h5.server);
    },
    '/provider/baofoo/checkout',
  );
  expect(await page.locator('body').innerText()).toContain(deposit.replace(/^[^\d¥]*/, '').trim());
  await tapAndLand(page, () => page.getByRole('button', { name: '确认支付' }).click(), at('bill/bill_result/index'));
  await page.getByTestId('bill-result-title').filter({ hasText: '支付成功' }).waitFor();
  await tapAndLand(page, () => page.getByTestId('bill-result-next').click(), at('contract/pages/online_reservation_success/index'));
  await tapAndLand(page, () => page.getByTestId('reserve-success-detail').click(), at('contract/pages/reservation_detail/index'));
  await page.getByTestId('reservation-detail-status').filter({ hasText: '已预订' }).waitFor();
  await saveScreenshot(page, 'h5-journey-reservation-paid');

  // The server agrees: the room is held and no longer offered.
  const detail = await h5.server.getData<{ availability: string }>(`/tapp/v2/aster/common/houses/${houseId}`);
  expect(detail.availability).toBe('reserved');
  expect(tab.pageErrors).toEqual([]);
}, 120_000);
