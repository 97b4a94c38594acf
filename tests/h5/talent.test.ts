import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { TalentMine } from '../../packages/core-domain/src';
import { saveScreenshot, useH5Browser, waitForPath } from '../support/browser';
import { shown } from '../support/h5';
import { DEMO_TENANT_MOBILE } from '../support/server';

// 人才公寓 as the demo tenant meets it in the browser, one walk: 我的 -> 人才公寓 (the programme, its projects), a
// project's 房源详情, 轮候申请 with the three documents, 提交成功 with the number, 轮候详情 at 待审核; the operator approves
// it (dev flag) and the tenant sees 排队中 with the place in each queue and the people ahead; then 撤回申请.
const h5 = useH5Browser();

const PAGES = '/aster/pages/talent';
const modalButton = (page: Page, name: string) => page.getByRole('dialog').getByRole('button', { name });

/** A photo of a document drawn by the browser (a PNG the server takes). */
async function documentPhoto(page: Page, index: number): Promise<string> {
  const dataUrl = await page.evaluate((n) => {
    const canvas = document.createElement('canvas');
    canvas.width = 600;
    canvas.height = 420;
    const context = canvas.getContext('2d');
    if (context === null) return '';
    context.fillStyle = ['#f3ead6', '#e4edf7', '#e8f1e4'][n] ?? '#eee';
    context.fillRect(0, 0, 600, 420);
    context.fillStyle = '#1f2329';
    context.font = '48px sans-serif';
    context.fillText(['学位证书', '劳动合同', '社保记录'][n] ?? '', 160, 220);
    return canvas.toDataURL('image/png');
  }, index);
  const file = path.join(os.tmpdir(), `aster-talent-${index}.png`);
  fs.writeFileSync(file, Buffer.from(dataUrl.replace('data:image/png;base64,', ''), 'base64'));
  return file;
}

describe('talent housing on H5', () => {
  it('applies with three documents, is approved into the queue, sees its place and withdraws', async () => {
    const { token } = await h5.server.loginByPhone(DEMO_TENANT_MOBILE);
    const { page } = await h5.newTab();
    await h5.openLoggedIn(page, token, '/pages/mine/index');

    await shown(page, 'mine-entry-talent').click();
    await waitForPath(page, `${PAGES}/talent_home/index`);
    await shown(page, 'tl-home-state').filter({ hasText: '您还没有提交申请' }).waitFor();
    await page.getByText('在本市连续缴纳社会保险满6个月（领军人才不限）').first().waitFor();
    await saveScreenshot(page, 'h5-talent-home');

    await shown(page, 'tl-project-card-zhangjiang').click();
    await waitForPath(page, `${PAGES}/housing_detail/index`);
    await shown(page, 'tl-project-rent').filter({ hasText: '¥2,940.00/月起' }).waitFor();
    await shown(page, 'tl-project-queue').filter({ hasText: '6人' }).waitFor();
    await saveScreenshot(page, 'h5-talent-housing-detail');

    await shown(page, 'tl-project-apply').click();
    await waitForPath(page, `${PAGES}/waiting_apply/index`);
    await shown(page, 'tl-apply-name').filter({ hasText: '*三' }).waitFor();
    await shown(page, 'tl-submit').click();
    await shown(page, 'tl-doc-talent_degree-missing').filter({ hasText: '请上传学历（学位）证书' }).waitFor();
    await shown(page, 'tl-employer').fill('上海张江科技有限公司');
    await shown(page, 'tl-degree-master').click();
    await shown(page, 'tl-level-youth').click();
    await shown(page, 'tl-insurance').fill('14');
    await shown(page, 'tl-project-zhangjiang').click();
    await shown(page, 'tl-project-caohejing').click();
    await shown(page, 'tl-household-2').click();
    for (const [index, kind] of ['talent_degree', 'talent_contract', 'talent_insurance'].entries()) {
      const chooser = page.waitForEvent('filechooser');
      await shown(page, `tl-doc-${kind}-album`).click();
      await (await chooser).setFiles(await documentPhoto(page, index));
      await page.locator(`[data-testid="tl-doc-${kind}"][data-status="done"]:visible`).waitFor();
    }
    await shown(page, 'tl-no-home').click();
    await saveScreenshot(page, 'h5-talent-apply');
    await shown(page, 'tl-submit').click();

    await waitForPath(page, `${PAGES}/submitted/index`);
    await shown(page, 'tl-submitted-no').filter({ hasText: /^RC\d{13}$/ }).waitFor();
    await saveScreenshot(page, 'h5-talent-submitted');
    await shown(page, 'tl-submitted-detail').click();
    await waitForPath(page, `${PAGES}/waiting_detail/index`);
    await shown(page, 'tl-detail-status').filter({ hasText: '待审核' }).waitFor();

    // The operator approves it: the tenant is queued behind the six (张江) and four (漕河泾) sent before.
    const mine = await h5.server.getData<TalentMine>('/tapp/v1/talent/mine', { token });
    const moved = await fetch(`${h5.server.origin}/__dev/talent-applications/${mine.application?.id ?? ''}/move`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ action: 'approve' }) });
    expect(((await moved.json()) as { data?: { status: string } }).data?.status).toBe('queued');
    await page.reload();
    await shown(page, 'tl-detail-status').filter({ hasText: '排队中' }).waitFor();
    await shown(page, 'tl-queue-zhangjiang').filter({ hasText: '第7位' }).filter({ hasText: '前面还有6人' }).waitFor();
    await shown(page, 'tl-queue-caohejing').filter({ hasText: '第5位' }).waitFor();
    expect(await shown(page, 'tl-timeline').textContent()).toContain('审核通过，进入轮候');
    await saveScreenshot(page, 'h5-talent-waiting-detail');

    await shown(page, 'tl-detail-withdraw').click();
    await modalButton(page, '确定撤回').click();
    await shown(page, 'tl-detail-status').filter({ hasText: '已撤回' }).waitFor();
    expect(await shown(page, 'tl-detail-withdraw').count()).toBe(0);
    expect(await page.textContent('body')).not.toContain('11010519491231002X');
  });

  it('offers a verified tenant without a home the rent subsidy on 我的, once, leading to the programme', async () => {
    const { token } = await h5.server.loginByPhone('13700005561');
    await h5.server.postData('/common/v1/user-setting/real-name', { idNumType: 1, idNum: '110101199003070011', name: '李四' }, { token });
    const tab = await h5.newTab();
    await h5.openLoggedIn(tab.page, token, '/pages/mine/index');
    await shown(tab.page, 'subsidy-dialog').getByText('租金低至市场价7折').waitFor();
    await saveScreenshot(tab.page, 'h5-subsidy-dialog');
    await shown(tab.page, 'subsidy-dialog-accept').click();
    await waitForPath(tab.page, `${PAGES}/talent_home/index`);
    await tab.page.goto('/aster/pages/mine/index');
    await shown(tab.page, 'mine-real-name').filter({ hasText: '已认证' }).waitFor();
    expect(await shown(tab.page, 'subsidy-dialog').count()).toBe(0);
  });
});
