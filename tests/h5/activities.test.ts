import { saveScreenshot, useH5Browser, waitForPath } from '../support/browser';
import { shown } from '../support/h5';
import { DEMO_TENANT_MOBILE } from '../support/server';

// Activities and the customer-service WeChat as the demo tenant meets them in the browser, one walk: 我的 -> 社区活动
// (报名中), the open 周末亲子烘焙课 -> 立即报名 with 2 participants (contact and phone from the profile) -> 报名成功 ->
// 我的报名 (masked) -> 取消报名; the full 楼顶露天电影夜 says 名额已满; 添加客服微信 -> 切换城市 -> 北京 -> 复制微信号.
const h5 = useH5Browser();

const PAGES = '/aster/pages/activity';

describe('activities and the WeChat of a city on H5', () => {
  it('signs up for an open activity with 2 people, sees it in 我的报名, cancels it; a full one says 名额已满; copies a city WeChat', async () => {
    const { token } = await h5.server.loginByPhone(DEMO_TENANT_MOBILE);
    const tab = await h5.newTab();
    const { page } = tab;
    await tab.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: h5.server.origin });
    await h5.openLoggedIn(page, token, '/pages/mine/index');

    await shown(page, 'mine-entry-activities').click();
    await waitForPath(page, `${PAGES}/activity/index`);
    await shown(page, 'ac-activity-3001').waitFor();
    expect(await shown(page, 'ac-activity-3001').textContent()).toContain('剩余24个名额');
    await page.waitForFunction(() => Array.from(document.images).some((image) => image.src.includes('/static/activities/') && image.complete && image.naturalWidth > 0));
    await saveScreenshot(page, 'h5-activity-list');
    await shown(page, 'ac-tab-3').click();
    await shown(page, 'ac-activity-3006').waitFor();
    await shown(page, 'ac-tab-1').click();

    await shown(page, 'ac-activity-3003').click();
    await waitForPath(page, `${PAGES}/activity_detail/index`);
    await shown(page, 'ac-sign-up-closed').filter({ hasText: '名额已满' }).waitFor();
    await page.goBack();

    await shown(page, 'ac-activity-3001').click();
    await waitForPath(page, `${PAGES}/activity_detail/index`);
    await page.locator('.ac-description:visible').filter({ hasText: '曲奇和纸杯蛋糕' }).waitFor();
    expect(await page.locator('.ac-description script, .ac-description [onclick]').count()).toBe(0);
    await saveScreenshot(page, 'h5-activity-detail');
    await shown(page, 'ac-sign-up').click();
    await waitForPath(page, `${PAGES}/activity_sign/index`);
    await shown(page, 'ac-contactor').waitFor();
    expect(await shown(page, 'ac-contactor').inputValue()).toBe('张三');
    expect(await shown(page, 'ac-phone').inputValue()).toBe(DEMO_TENANT_MOBILE);
    // A wrong phone is said under the field, and what was typed stays.
    await shown(page, 'ac-phone').fill('2380013800');
    await shown(page, 'ac-participants-more').click();
    await shown(page, 'ac-submit').click();
    await page.locator('[role="alert"]:visible').filter({ hasText: '请输入正确的手机号' }).waitFor();
    expect(await shown(page, 'ac-participants').textContent()).toBe('2人');
    await shown(page, 'ac-phone').fill(DEMO_TENANT_MOBILE);
    await saveScreenshot(page, 'h5-activity-sign');
    await shown(page, 'ac-submit').click();
    await waitForPath(page, `${PAGES}/activity_sign_success/index`);
    // (The detail page under it, kept by the browser's history, says 您已报名，共2人参加 too: the visible one is asked.)
    await page.locator('.ac-success-text:visible').filter({ hasText: '共2人参加' }).waitFor();
    await saveScreenshot(page, 'h5-activity-sign-success');

    await shown(page, 'ac-success-mine').click();
    await waitForPath(page, `${PAGES}/activity_sign_list/index`);
    const signUp = page.locator('[data-testid^="ac-sign-up-"]:visible').filter({ hasText: '周末亲子烘焙课' });
    await signUp.waitFor();
    expect(await signUp.textContent()).toContain('张* · 138****8000 · 2人');
    expect((await page.textContent('body')) ?? '').not.toContain(DEMO_TENANT_MOBILE);
    await saveScreenshot(page, 'h5-activity-sign-list');
    await signUp.locator('[data-testid^="ac-cancel-"]').click();
    await page.getByRole('dialog').getByRole('button', { name: '取消报名' }).click();
    await signUp.getByText('已取消').waitFor();
    expect(await signUp.locator('[data-testid^="ac-cancel-"]').count()).toBe(0);

    await page.goto('/pages/mine/index');
    await shown(page, 'mine-entry-wechat').click();
    await waitForPath(page, '/aster/pages/wechat/add/index');
    await shown(page, 'wx-id').waitFor();
    expect(await shown(page, 'wx-id').textContent()).toBe('aster-kefu-shanghai');
    await shown(page, 'wx-choose-city').click();
    await waitForPath(page, '/aster/pages/wechat/chooseCity/index');
    await saveScreenshot(page, 'h5-wechat-choose-city');
    await shown(page, 'wx-city-1').click();
    await waitForPath(page, '/aster/pages/wechat/add/index');
    await shown(page, 'wx-name').filter({ hasText: '北京' }).waitFor();
    await page.waitForFunction(() => Array.from(document.images).some((image) => image.src.includes('/static/wechat-qr/') && image.complete && image.naturalWidth > 0));
    await saveScreenshot(page, 'h5-wechat-add');
    await shown(page, 'wx-copy').click();
    await page.getByRole('status').filter({ hasText: '复制成功' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('aster-kefu-beijing');
  });
});
