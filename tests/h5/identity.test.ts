import type { Page } from 'playwright-core';
import { saveScreenshot, useH5Browser, waitForPath } from '../support/browser';
import { loginOnPage, photoFile } from '../support/h5';
import { DEMO_TENANT_MOBILE } from '../support/server';

// Identity as a tenant meets it on H5 (issue 11): the login landing, real name, the ID card photos, the face scan
// (not on H5), account security with its sessions, account log-out (blocked for a tenant with a lease), the
// partner's authorisation and Alipay's (not on H5). One browser and one server for the whole journey.
const h5 = useH5Browser();

const page = (p: string) => `/aster/pages/${p}`;
const LOGIN_BY_PHONE = page('login_by_phone/index');

/** A photo file as a camera would give it: a PNG Chromium draws itself (the app re-encodes it as a JPEG). */
async function choosePhoto(p: Page, slot: string, file: string): Promise<void> {
  const chooser = p.waitForEvent('filechooser');
  await p.getByTestId(`${slot}-album`).click();
  await (await chooser).setFiles(file);
  await p.getByTestId(`${slot}-status`).filter({ hasText: '已上传' }).waitFor();
}

describe('identity on H5', () => {
  // The company share link the first tenant makes; the second one opens it.
  let companyShareLink = '';

  it('logs in from the landing, verifies the real name, uploads the ID card, manages sessions and cancels the account', async () => {
    const tab = await h5.newTab();
    const p = tab.page;
    // The landing keeps the redirect target and asks for the agreement before phone login.
    await p.goto(`${page('login/index')}?redirectUrl=${encodeURIComponent('/pages/user/user_safety/index')}`);
    await p.getByTestId('login-landing').waitFor();
    expect(await p.getByRole('button', { name: /一键登录/ }).count()).toBe(0);
    await p.getByRole('button', { name: '手机号登录' }).click();
    await p.getByRole('alert').filter({ hasText: '请先阅读并同意《用户协议》和《隐私政策》' }).waitFor();
    await saveScreenshot(p, 'identity-login-landing');
    await p.getByTestId('login-landing-agree').click();
    await p.getByRole('button', { name: '手机号登录' }).click();
    await waitForPath(p, LOGIN_BY_PHONE);
    await loginOnPage(p, h5.server, '13700005551');
    await waitForPath(p, page('user/user_safety/index'));
    await p.getByTestId('safety-session-current').waitFor();
    expect(await p.locator('body').innerText()).toContain('137****5551');
    await p.getByTestId('safety-session-current').getByText('浏览器').waitFor();
    await saveScreenshot(p, 'identity-safety');

    // Real name from the mine page: a wrong check digit is caught on the page, what was typed stays.
    await p.goto(page('mine/index'));
    await p.getByTestId('mine-real-name').filter({ hasText: '未认证' }).waitFor();
    await p.getByTestId('mine-real-name').click();
    await waitForPath(p, page('user/user_authentication/index'));
    await p.getByLabel('真实姓名').fill('李四');
    await p.getByLabel('证件号码').fill('110101199003070012');
    await p.getByRole('button', { name: '提交认证' }).click();
    await p.getByRole('alert').filter({ hasText: '请输入正确的18位身份证号码' }).waitFor();
    expect(await p.getByLabel('证件号码').inputValue()).toBe('110101199003070012');
    await saveScreenshot(p, 'identity-real-name-form');
    const realNameCalls = () => tab.apiRequests().filter((request) => request.url.includes('/user-setting/real-name'));
    expect(realNameCalls()).toEqual([]);
    await p.getByLabel('证件号码').fill('110101199003070011');
    await p.getByRole('button', { name: '提交认证' }).click();
    await p.getByTestId('real-name-done').waitFor();
    await p.getByTestId('real-name-id').filter({ hasText: '11**************11' }).waitFor();
    // The number travels in the POST body only, never in a URL.
    expect(tab.apiRequests().some((request) => request.url.includes('110101199003070011'))).toBe(false);
    await saveScreenshot(p, 'identity-real-name-done');

    // The ID card photos: album, shrunk, uploaded with progress, then saved; they come back on a new visit.
    await p.getByRole('button', { name: '证件照片' }).click();
    await waitForPath(p, page('user/user-idimg/index'));
    await choosePhoto(p, 'idimg-id_front', await photoFile(p, 'front'));
    await choosePhoto(p, 'idimg-id_back', await photoFile(p, 'back'));
    await p.getByRole('button', { name: '保存证件照片' }).click();
    await p.getByRole('status').filter({ hasText: '证件照片已保存' }).waitFor();
    await saveScreenshot(p, 'identity-id-photos');
    await p.reload();
    await p.getByTestId('idimg-id_back-status').filter({ hasText: '已上传' }).waitFor();

    // The profile shows the real-name state it links to.
    await p.goto(page('user/user_edit/index'));
    await p.getByTestId('edit-real-name').filter({ hasText: '已认证' }).waitFor();

    // Company authentication: a wrong check character refused on the page, then the licence and its photo.
    await p.goto(page('user/company_authentication/index'));
    await p.getByLabel('企业名称').fill('上海阿斯特科技有限公司');
    await p.getByLabel('信用代码').fill('91350100M000100Y44');
    await p.getByLabel('法定代表人').fill('李四');
    await p.getByRole('button', { name: '提交认证' }).click();
    await p.getByRole('alert').filter({ hasText: '请输入正确的18位统一社会信用代码' }).waitFor();
    await p.getByLabel('信用代码').fill('91350100M000100Y43');
    await choosePhoto(p, 'company-licence', await photoFile(p, 'licence'));
    await saveScreenshot(p, 'identity-company-form');
    await p.getByRole('button', { name: '提交认证' }).click();
    await waitForPath(p, page('user/company_authentication/result'));
    await p.getByTestId('company-result-panel').getByText('企业认证成功').waitFor();
    await p.getByTestId('company-result-panel').getByText('913501**********43').waitFor();
    await saveScreenshot(p, 'identity-company-result');
    await p.getByTestId('company-result-invite').click();
    await waitForPath(p, page('user/company_authentication/share'));
    companyShareLink = await p.getByTestId('company-share-link').innerText();
    expect(companyShareLink).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/aster\/pages\/user\/company_authentication\/share\?code=[A-Za-z0-9_-]+$/);
    await saveScreenshot(p, 'identity-company-share');

    // The face scan is Alipay's: on H5 the page says so and offers the ID form.
    await p.goto(page('user/facial_recognition/index'));
    await p.getByTestId('face-unavailable').waitFor();
    await saveScreenshot(p, 'identity-face-unavailable');
    await p.getByRole('button', { name: '使用证件号码认证' }).click();
    await waitForPath(p, page('user/user_authentication/index'));

    // Account log-out from account security (issue 46): what goes, then the SMS code to the account's phone, the
    // acknowledgement and the last confirmation; the cooling-off period it then waits, and 撤销注销.
    await p.goto(page('user/user_safety/index'));
    await p.getByTestId('safety-cancel').click();
    await waitForPath(p, page('user/user_cancel/tips'));
    await saveScreenshot(p, 'identity-cancel-tips');
    await p.getByRole('button', { name: '我已了解，继续注销' }).click();
    await waitForPath(p, page('user/user_cancel/index'));
    await p.getByRole('button', { name: '申请注销' }).click();
    await p.getByRole('alert').filter({ hasText: '请先勾选并确认已了解注销后果' }).waitFor();
    await p.getByTestId('cancel-understood').click();
    await p.getByRole('button', { name: '申请注销' }).click();
    await p.getByText('请输入6位短信验证码').filter({ visible: true }).first().waitFor();
    await p.getByTestId('cancel-send').click();
    await p.getByTestId('cancel-sent').filter({ hasText: '验证码已发送至137****5551' }).waitFor();
    await p.getByTestId('cancel-code').fill(await h5.server.smsCode('13700005551'));
    await saveScreenshot(p, 'identity-cancel-sms');
    await p.getByRole('button', { name: '申请注销' }).click();
    const dialog = p.getByRole('dialog');
    await dialog.getByText(/提交后进入注销冷静期，期间可随时撤销/).waitFor();
    await dialog.getByRole('button', { name: '提交申请' }).click();
    // 2026-11-28 in the test world, seven days on.
    await p.getByTestId('cancel-pending').filter({ hasText: '注销申请已提交，将于2026-12-05注销' }).waitFor();
    expect(await p.evaluate(() => window.localStorage.getItem('token'))).not.toBeNull();
    await saveScreenshot(p, 'identity-cancel-pending');
    await p.getByRole('button', { name: '撤销注销' }).click();
    await p.getByRole('button', { name: '申请注销' }).waitFor();
  });

  it('names the lease that blocks the demo tenant’s log-out, hands a partner its code, and says Alipay’s login is not here', async () => {
    const tab = await h5.newTab();
    const p = tab.page;
    await p.goto(page('user/user_cancel/index'));
    await waitForPath(p, LOGIN_BY_PHONE);
    await loginOnPage(p, h5.server, DEMO_TENANT_MOBILE);
    await waitForPath(p, page('user/user_cancel/index'));
    await p.getByTestId('cancel-blocked').waitFor();
    await p.getByTestId('cancel-blocker-lease').first().waitFor();
    expect(await p.getByTestId('cancel-blocker-lease').first().innerText()).toMatch(/^合同HTDEMO\d+（.+）的租约尚未结束，请先办理退租$/);
    expect(await p.getByRole('button', { name: '申请注销' }).count()).toBe(0);
    await saveScreenshot(p, 'identity-cancel-blocked');

    // A colleague opens the company's share link: the first tenant undid the log-out within its cooling-off period
    // (issue 46), so the company authentication stands and the link shows the company.
    await p.goto(companyShareLink);
    await p.getByText('上海阿斯特科技有限公司').first().waitFor();

    // The partner's authorisation: its name, then a one-time code handed to its registered address.
    await p.goto(`${page('oauth-third/index')}?appId=demo-partner`);
    await p.getByTestId('oauth-third').getByText('合作伙伴示例应用 申请使用您的 Aster 账号登录').waitFor();
    await saveScreenshot(p, 'identity-oauth-third');
    // The document request to the registered address, caught as it goes out (the page there may rewrite its URL).
    const handedBack = p.waitForRequest((request) => {
      const url = new URL(request.url());
      return request.isNavigationRequest() && url.pathname === '/aster/index' && /^[A-Za-z0-9_-]{16,}$/.test(url.searchParams.get('code') ?? '');
    });
    await p.getByRole('button', { name: '同意授权' }).click();
    await handedBack;

    // A visitor in another tab: this one is still on its way to the partner's address, and a navigation here now
    // could be cut short by it.
    const visitor = (await h5.newTab()).page;
    await visitor.goto(page('auth-alipay/index'));
    await visitor.getByTestId('auth-alipay').getByText('支付宝授权仅在支付宝小程序中可用，请使用手机号登录。').waitFor();
    expect(await visitor.getByRole('button', { name: '同意授权并登录' }).count()).toBe(0);
  });
});
