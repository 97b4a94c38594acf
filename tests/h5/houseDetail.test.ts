import type { Page } from 'playwright-core';
import type { HouseDetail, Store } from '../../packages/core-domain/src';
import { saveScreenshot, storeSession, type Tab, useH5Browser, waitForPath } from '../support/browser';
import { DEMO_TENANT_MOBILE } from '../support/server';

// House detail and the pages around it on H5, against the reference server's seed: the detail, its photos,
// costs, deposit, store, video, PDF, map link, favourite and booking buttons, and follow_public.
const h5 = useH5Browser();

const HOUSE_ID = 'h000001';
const DETAIL = `/aster/pages/house_detail/index?id=${HOUSE_ID}`;
const LOGIN_PATH = '/aster/pages/login_by_phone/index';
let house: HouseDetail;
let tenant: { token: string; userId: string };

beforeAll(async () => {
  house = await h5.server.getData<HouseDetail>(`/tapp/v2/aster/common/houses/${HOUSE_ID}`);
  tenant = await h5.server.loginByPhone(DEMO_TENANT_MOBILE);
});

/** Fen of a yuan text, by integer arithmetic (as the page must do it). */
const fen = (yuan: string | number) => {
  const [whole = '0', cents = ''] = String(yuan).split('.');
  return BigInt(whole) * 100n + BigInt((cents + '00').slice(0, 2));
};
const yuanText = (value: bigint) => `${(value / 100n).toString().replace(/\B(?=(\d{3})+$)/g, ',')}.${(value % 100n).toString().padStart(2, '0')}`;

async function openDetail(tab: Tab, path = DETAIL): Promise<Page> {
  await tab.page.goto(path);
  await tab.page.getByText(house.title, { exact: true }).first().waitFor();
  return tab.page;
}

/** A tab whose storage holds the demo tenant's session. */
async function loggedInTab(): Promise<Tab> {
  const tab = await h5.newTab();
  await storeSession(tab.page, tenant);
  return tab;
}

const redirectUrlOf = (page: Page) => new URL(page.url()).searchParams.get('redirectUrl');

describe('house detail on H5', () => {
  it('renders the seeded house: photos, rent and pay rule, facts, facilities, description, store and rooms nearby', async () => {
    const tab = await h5.newTab();
    const page = await openDetail(tab);
    const rentYuan = yuanText(fen(house.rent)).replace(/\.00$/, '');
    await page.getByText(`¥${rentYuan}`, { exact: true }).waitFor();
    expect(house.deposit).toMatchObject({ depositMonths: 1, payMonths: 1 });
    await page.locator('.hd-payrule').filter({ hasText: '押一付一' }).waitFor();
    await page.getByTestId('photo-counter').filter({ hasText: `1/${house.photos.length}` }).waitFor();
    for (const fact of ['1室0厅1卫', '37.6㎡', `${house.floor}/${house.totalFloors}层`, house.orientation, house.availableFrom]) {
      await page.getByText(fact, { exact: true }).first().waitFor();
    }
    for (const facility of house.facilities) await page.getByText(facility.name, { exact: true }).first().waitFor();
    await page.getByText(house.description, { exact: true }).waitFor();
    await page.getByText(house.store.managerName, { exact: true }).first().waitFor();
    expect(house.sameBuildingRooms.length).toBeGreaterThan(0);
    await page.getByTestId(`room-${house.sameBuildingRooms[0]?.id ?? ''}`).waitFor();
    const images = await page.locator('img').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('src')));
    expect(images).toEqual(expect.arrayContaining(house.photos.map((photo) => photo.url)));
    await saveScreenshot(page, 'h5-house-detail');
    await page.getByText('房源介绍').scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'h5-house-detail-lower');
    await page.getByText('同楼栋在租房间').scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'h5-house-detail-store');
    expect(tab.pageErrors).toEqual([]);
  });

  it('shows the description as text, never as HTML', async () => {
    const tab = await h5.newTab();
    const evil = '<img src=x onerror="window.__pwned=1">安全描述';
    await tab.page.route(`**/tapp/v2/aster/common/houses/${HOUSE_ID}`, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: HouseDetail };
      body.data.description = evil;
      await route.fulfill({ response, json: body });
    });
    await openDetail(tab);
    await tab.page.getByText(evil, { exact: true }).waitFor();
    expect(await tab.page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  });

  it('opens the photos in show_image at the tapped one; show_image refuses foreign URLs', async () => {
    const tab = await h5.newTab();
    const page = await openDetail(tab);
    await page.getByTestId('photo-0').click();
    await waitForPath(page, '/aster/pages/show_image/index');
    const params = new URL(page.url()).searchParams;
    expect(JSON.parse(params.get('urls') ?? '[]')).toEqual(house.photos.map((photo) => photo.url));
    expect(params.get('index')).toBe('0');
    await page.getByTestId('image-counter').filter({ hasText: `1/${house.photos.length}` }).waitFor();
    await saveScreenshot(page, 'h5-show-image');

    const third = `/aster/pages/show_image/index?urls=${encodeURIComponent(JSON.stringify(house.photos.map((p) => p.url)))}&index=2`;
    await page.goto(third);
    await page.getByTestId('image-counter').filter({ hasText: `3/${house.photos.length}` }).waitFor();

    const foreign = JSON.stringify([house.photos[0]?.url, 'https://evil.example/x.png']);
    await page.goto(`/aster/pages/show_image/index?urls=${encodeURIComponent(foreign)}`);
    await page.getByText('图片地址无效，无法打开').waitFor();
    expect(tab.requests.some((request) => request.url.startsWith('https://evil.example'))).toBe(false);
  });

  it('shows every fee and the first payment (rent x payMonths + deposit) on house_cost_info', async () => {
    const tab = await h5.newTab();
    const page = await openDetail(tab);
    await page.getByTestId('cost-entry').click();
    await waitForPath(page, '/aster/pages/house/house_cost_info/index');
    const expected = fen(house.rent) * BigInt(house.deposit.payMonths) + fen(house.deposit.depositAmount);
    await page.getByTestId('first-payment').filter({ hasText: `¥${yuanText(expected)}` }).waitFor();
    expect(await page.getByTestId('fee-row').count()).toBe(house.fees.length);
    for (const fee of house.fees) await page.getByText(fee.name, { exact: true }).waitFor();
    await page.getByText('免费').first().waitFor();
    await page.getByText('5.00元/吨').waitFor();
    await saveScreenshot(page, 'h5-house-cost-info');
  });

  it('sends a guest from the deposit page to login, and shows the rules to a tenant', async () => {
    const guest = await h5.newTab();
    await guest.page.goto(`/aster/pages/house/deposit/index?id=${HOUSE_ID}`);
    await waitForPath(guest.page, LOGIN_PATH);
    expect(redirectUrlOf(guest.page)).toBe(`/pages/house/deposit/index?id=${HOUSE_ID}`);

    const tab = await loggedInTab();
    await openDetail(tab);
    await tab.page.getByTestId('deposit-entry').click();
    await waitForPath(tab.page, '/aster/pages/house/deposit/index');
    await tab.page.getByTestId('deposit-amount').filter({ hasText: `¥${yuanText(fen(house.deposit.depositAmount))}` }).waitFor();
    await tab.page.getByTestId('refund-rule').filter({ hasText: house.deposit.refundRule }).waitFor();
    await tab.page.getByTestId('reservation-deposit').filter({ hasText: `¥${yuanText(fen(house.reservationDeposit))}` }).waitFor();
    await saveScreenshot(tab.page, 'h5-house-deposit');
  });

  it('opens the store with its rooms, pages through them and opens a room', async () => {
    const store = await h5.server.getData<Store>(`/tapp/v2/aster/common/stores/${house.store.id}`);
    const tab = await h5.newTab();
    const page = await openDetail(tab);
    await page.getByText('查看门店', { exact: true }).click();
    await waitForPath(page, '/aster/pages/store/detail');
    // The H5 router keeps the detail page (hidden) under the store page: look at what is visible.
    await page.getByText(store.name, { exact: true }).filter({ visible: true }).first().waitFor();
    await page.getByText(store.openHours, { exact: true }).filter({ visible: true }).waitFor();
    await page.getByText(store.address, { exact: true }).filter({ visible: true }).waitFor();
    const rooms = page.locator('[data-testid^="room-"]').filter({ visible: true });
    await rooms.first().waitFor();
    const firstPage = await rooms.count();
    expect(firstPage).toBeGreaterThan(0);
    expect(firstPage).toBeLessThanOrEqual(10);
    // The hidden detail page underneath must not ask for a house with the store's id.
    expect(tab.apiRequests().filter((request) => request.url.includes(`/houses/${store.id}`))).toEqual([]);
    await saveScreenshot(page, 'h5-store-detail');
    await page.getByTestId('more-rooms').click();
    await rooms.nth(firstPage).waitFor();
    const target = (await rooms.last().getAttribute('data-testid'))?.replace('room-', '') ?? '';
    await rooms.last().click();
    await page.waitForURL((url) => url.pathname === '/aster/pages/house_detail/index' && url.searchParams.get('id') === target);
  });

  it('sends a guest who taps the heart to login, and back to this house', async () => {
    const tab = await h5.newTab();
    const page = await openDetail(tab);
    await page.getByTestId('favourite').click();
    await waitForPath(page, LOGIN_PATH);
    expect(redirectUrlOf(page)).toBe(`/pages/house_detail/index?id=${HOUSE_ID}`);
  });

  it('sends a guest to login before booking a viewing or reserving, with the booking page as redirectUrl', async () => {
    const tab = await h5.newTab();
    const page = await openDetail(tab);
    await page.getByTestId('book-viewing').click();
    await waitForPath(page, LOGIN_PATH);
    expect(redirectUrlOf(page)).toBe(`/pages/book_room/index?houseId=${HOUSE_ID}`);
    await openDetail(tab);
    await page.getByTestId('reserve').click();
    await waitForPath(page, LOGIN_PATH);
    expect(redirectUrlOf(page)).toBe(`/pages/contract/pages/reservation_confirm/index?houseId=${HOUSE_ID}`);
  });

  it('favourites and unfavourites for a tenant, kept by the server', async () => {
    const tab = await loggedInTab();
    const page = await openDetail(tab);
    const heart = page.getByTestId('favourite');
    await heart.getByText('收藏', { exact: true }).waitFor();
    await heart.click();
    await heart.getByText('已收藏', { exact: true }).waitFor();
    await page.reload();
    await page.getByTestId('favourite').getByText('已收藏', { exact: true }).waitFor();
    await saveScreenshot(page, 'h5-house-detail-favourite');
    await page.getByTestId('favourite').click();
    await page.getByTestId('favourite').getByText('收藏', { exact: true }).waitFor();
    await page.reload();
    await page.getByTestId('favourite').getByText('收藏', { exact: true }).waitFor();
  });

  it('puts the heart back when the server refuses the favourite', async () => {
    const tab = await loggedInTab();
    await tab.page.route(`**/tapp/v2/aster/houses/${HOUSE_ID}/favourite`, (route) =>
      route.fulfill({ json: { errorCode: '50001', message: '收藏失败，请稍后再试' } }),
    );
    const page = await openDetail(tab);
    await page.getByTestId('favourite').click();
    await page.getByRole('status').filter({ hasText: '收藏失败，请稍后再试' }).waitFor();
    await page.getByTestId('favourite').getByText('收藏', { exact: true }).waitFor();
    expect(await page.getByTestId('favourite').getAttribute('aria-pressed')).toBe('false');
  });

  it('disables booking with a note when the house is not available', async () => {
    const tab = await h5.newTab();
    await tab.page.route(`**/tapp/v2/aster/common/houses/${HOUSE_ID}`, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: HouseDetail };
      body.data.availability = 'reserved';
      await route.fulfill({ response, json: body });
    });
    const page = await openDetail(tab);
    await page.getByText('该房源已被预订，暂不可预约看房或预订').waitFor();
    expect(await page.getByTestId('reserve').getAttribute('aria-disabled')).toBe('true');
    await page.getByTestId('book-viewing').click({ force: true });
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe('/aster/pages/house_detail/index');
  });

  it('opens the map at the house’s coordinates, and says 位置获取失败 without them', async () => {
    const tab = await h5.newTab();
    await tab.context.route('https://uri.amap.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<p>amap</p>' }));
    const page = await openDetail(tab);
    const [popup] = await Promise.all([tab.context.waitForEvent('page'), page.getByTestId('house-location').click()]);
    await popup.waitForLoadState();
    const mapUrl = new URL(popup.url());
    expect(mapUrl.origin).toBe('https://uri.amap.com');
    expect(mapUrl.searchParams.get('position')).toBe(`${house.lon.toFixed(6)},${house.lat.toFixed(6)}`);
    await popup.close();

    const noPlace = await h5.newTab();
    await noPlace.page.route(`**/tapp/v2/aster/common/houses/${HOUSE_ID}`, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: HouseDetail };
      body.data.lat = 0;
      body.data.lon = 0;
      await route.fulfill({ response, json: body });
    });
    await openDetail(noPlace);
    await noPlace.page.getByTestId('house-location').click();
    await noPlace.page.getByRole('status').filter({ hasText: '位置获取失败' }).waitFor();
  });

  it('copies a share link with the id only', async () => {
    const tab = await loggedInTab();
    await tab.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: h5.server.origin });
    const page = await openDetail(tab);
    await page.getByTestId('share-link').click();
    await page.getByRole('status').filter({ hasText: '复制成功' }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(`${h5.server.origin}/aster/pages/house_detail/index?id=${HOUSE_ID}`);
    expect(copied).not.toContain(tenant.token);
  });

  it('plays the video, and shows an error for a file that fails or a foreign URL', async () => {
    const tab = await h5.newTab();
    const page = await openDetail(tab);
    await page.getByTestId('video-tab').click();
    await waitForPath(page, '/aster/pages/video/index');
    const video = page.locator('video');
    await video.waitFor();
    expect(await video.getAttribute('src')).toBe(house.videoUrl);
    await saveScreenshot(page, 'h5-video');

    await page.goto(`/aster/pages/video/index?url=${encodeURIComponent(`${h5.server.origin}/assets/missing-video.mp4`)}`);
    await page.getByText('视频加载失败，请检查网络后重试').waitFor();
    await page.goto(`/aster/pages/video/index?url=${encodeURIComponent('https://evil.example/v.mp4')}`);
    await page.getByText('视频地址无效，无法播放').waitFor();
  });

  it('shows the house document in the page, and refuses a foreign PDF', async () => {
    const tab = await h5.newTab();
    const page = await openDetail(tab);
    await page.getByTestId('document-entry').click();
    await waitForPath(page, '/aster/pages/show_pdf/index');
    // Drawn as pages by pdf.js, with the file's own link beside them.
    await page.locator('[data-testid="pdf-page-1"][data-drawn="true"]').waitFor();
    expect(await page.getByTestId('pdf-open').getAttribute('href')).toBe(house.documentUrl);
    await page.getByText(`${house.title} 房屋资料`).waitFor();
    await saveScreenshot(page, 'h5-show-pdf');

    await page.goto(`/aster/pages/show_pdf/index?url=${encodeURIComponent('https://evil.example/a.pdf')}`);
    await page.getByText('文件地址无效，无法打开').waitFor();
    expect(await page.locator('iframe').count()).toBe(0);
  });

  it('shows the official account QR code and how to follow on follow_public', async () => {
    const wechat = await h5.server.getData<{ name: string; qrCodeUrl: string }>('/common/v1/company/wechat');
    const tab = await h5.newTab();
    await tab.page.goto('/aster/follow_public');
    await tab.page.getByText(wechat.name, { exact: true }).waitFor();
    await tab.page.getByTestId('follow-qr').waitFor();
    // Remax's web Image draws the picture as the box's background and keeps an <img> for loading it.
    await tab.page.locator(`img[src="${wechat.qrCodeUrl}"]`).waitFor({ state: 'attached' });
    await tab.page.getByText('长按识别二维码关注').waitFor();
    await saveScreenshot(tab.page, 'h5-follow-public');
    expect(tab.pageErrors).toEqual([]);
  });
});
