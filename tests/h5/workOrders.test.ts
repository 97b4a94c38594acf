import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { saveScreenshot, useH5Browser, waitForPath } from '../support/browser';
import { shown } from '../support/h5';
import { DEMO_TENANT_MOBILE } from '../support/server';

// Work orders as the demo tenant meets them in the browser, one walk through every page: 我的 -> 报修 (the seeded
// orders, a late one marked), 我要报修 (a leak with three photos and a visit slot), its detail moving through its
// steps as the operator plays them (dev flag), 去评价 with stars and words, 评价详情, 评价 (the list), and 保洁 -> 预约保洁.
const h5 = useH5Browser();

const REPAIR_LIST = '/aster/pages/service/pages/repair/list';
const REPAIR_ADD = '/aster/pages/service/pages/repair/add';
const REPAIR_DETAIL = '/aster/pages/service/pages/repair/detail';

const modalButton = (page: Page, name: string) => page.getByRole('dialog').getByRole('button', { name });

/** A photo of the leak drawn by the browser (a PNG the server takes). */
async function leakPhoto(page: Page, index: number): Promise<string> {
  const dataUrl = await page.evaluate((n) => {
    const canvas = document.createElement('canvas');
    canvas.width = 600;
    canvas.height = 600;
    const context = canvas.getContext('2d');
    if (context === null) return '';
    context.fillStyle = ['#cfe3f7', '#e8f1e4', '#f7e6cf'][n] ?? '#eee';
    context.fillRect(0, 0, 600, 600);
    context.fillStyle = '#1f2329';
    context.font = '64px sans-serif';
    context.fillText(`漏水 ${n + 1}`, 180, 320);
    return canvas.toDataURL('image/png');
  }, index);
  const file = path.join(os.tmpdir(), `aster-leak-${index}.png`);
  fs.writeFileSync(file, Buffer.from(dataUrl.replace('data:image/png;base64,', ''), 'base64'));
  return file;
}

describe('work orders on H5', () => {
  it('reports a leak with three photos and a visit, follows it to done, rates it and books a cleaning', async () => {
    const { token } = await h5.server.loginByPhone(DEMO_TENANT_MOBILE);
    const { page } = await h5.newTab();
    await h5.openLoggedIn(page, token, '/pages/mine/index');
    await shown(page, 'mine-entry-repair').click();
    await waitForPath(page, REPAIR_LIST);
    await page.getByText('电路故障').filter({ visible: true }).first().waitFor();
    expect(await page.locator('[data-testid^="work-order-overdue-"]:visible').count()).toBeGreaterThan(0);
    await saveScreenshot(page, 'h5-repair-list');

    await shown(page, 'work-order-new').click();
    await waitForPath(page, REPAIR_ADD);
    await shown(page, 'wo-category-水管漏水').click();
    await shown(page, 'wo-description').fill('厨房水槽下面漏水，地上都是水');
    for (const index of [0, 1, 2]) {
      const chooser = page.waitForEvent('filechooser');
      await shown(page, 'wo-photo-album').click();
      await (await chooser).setFiles(await leakPhoto(page, index));
      await page.locator(`[data-testid="wo-photo-${index}"][data-status="done"]:visible`).waitFor();
    }
    await page.locator('[data-testid^="wo-day-"]:visible').nth(1).click();
    await shown(page, 'wo-slot-1').click();
    await saveScreenshot(page, 'h5-repair-add');
    await shown(page, 'wo-submit').click();
    await modalButton(page, '接收通知').click();
    await page.getByText('工单进展将以短信通知您的联系电话').first().waitFor();
    await waitForPath(page, REPAIR_DETAIL);
    await shown(page, 'wo-detail-status').filter({ hasText: '待受理' }).waitFor();
    await page.locator('[data-testid^="wo-detail-photo-"]:visible').first().waitFor();
    expect(await page.locator('[data-testid^="wo-detail-photo-"]:visible').count()).toBe(3);
    await saveScreenshot(page, 'h5-repair-detail');

    // The operator accepts, assigns, visits and finishes it.
    const id = new URL(page.url()).searchParams.get('id') ?? '';
    for (const step of ['accepted', 'assigned', 'visiting', 'done']) {
      const moved = await fetch(`${h5.server.origin}/__dev/work-orders/${id}/advance`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      expect(((await moved.json()) as { data?: { status: string } }).data?.status).toBe(step);
    }
    await page.reload();
    await shown(page, 'wo-detail-status').filter({ hasText: '待评价' }).waitFor();
    await shown(page, 'wo-worker').waitFor();
    await saveScreenshot(page, 'h5-repair-detail-done');
    await shown(page, 'wo-rate').click();
    await waitForPath(page, '/aster/pages/service/pages/add_comment/index');
    await shown(page, 'wo-star-5').click();
    await shown(page, 'wo-comment').fill('师傅很准时，修得很好');
    await saveScreenshot(page, 'h5-add-comment');
    await shown(page, 'wo-rate-submit').click();
    await waitForPath(page, REPAIR_DETAIL);
    await shown(page, 'wo-detail-status').filter({ hasText: '已评价' }).waitFor();

    await page.goto('/aster/pages/service/pages/evaluation/list');
    await page.locator('[data-testid^="evaluation-"]:visible').first().waitFor();
    await saveScreenshot(page, 'h5-evaluation-list');
    await shown(page, `evaluation-${id}`).click();
    await waitForPath(page, '/aster/pages/service/pages/evaluation/detail');
    await shown(page, 'wo-rating-content').filter({ hasText: '师傅很准时，修得很好' }).waitFor();

    await page.goto('/aster/pages/service/pages/clean/list');
    await shown(page, 'work-order-new').click();
    await waitForPath(page, '/aster/pages/service/pages/clean/add');
    await shown(page, 'wo-category-日常保洁').click();
    await shown(page, 'wo-description').fill('客厅和厨房');
    await shown(page, 'wo-slot-0').click();
    await shown(page, 'wo-submit').click();
    await modalButton(page, '取消').click();
    await waitForPath(page, '/aster/pages/service/pages/clean/detail');
    await shown(page, 'wo-detail-status').filter({ hasText: '待受理' }).waitFor();
    await saveScreenshot(page, 'h5-clean-detail');
  });
});
