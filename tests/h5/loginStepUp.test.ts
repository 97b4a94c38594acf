import { saveScreenshot, useH5Browser, waitForPath } from '../support/browser';

// Issue 39: a logged-out H5 tenant asks for a code with a proof of work and no picture captcha; once the address has
// asked for more codes than the server allows in the hour (one, here), the page shows the picture captcha.
const h5 = useH5Browser({ stepUp: { stepUpRequestsPerIpHourly: 1 } });

const LOGIN_PATH = '/aster/pages/login_by_phone/index';
const MINE = '/pages/mine/index';

describe('the picture captcha as a step-up on H5', () => {
  it('sends the first code after a proof of work, then shows the captcha when the server asks, keeping the phone', async () => {
    const tab = await h5.newTab();
    const { page } = tab;
    await page.goto(`${LOGIN_PATH}?redirectUrl=${encodeURIComponent(MINE)}`);

    await page.getByLabel('手机号').fill('13700000051');
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByRole('button', { name: /秒后重发/ }).waitFor();
    expect(await page.getByLabel('图形验证码').count()).toBe(0);
    const first = tab.apiRequests().filter((request) => request.url.includes('verify-send-code'));
    expect(first).toHaveLength(1);
    expect(first[0]?.headers.proofofwork).toMatch(/^\{"challenge":/);
    expect(tab.apiRequests().some((request) => request.url.includes('code-image'))).toBe(false);

    // Another phone from the same address: the server steps up.
    await page.reload();
    const mobile = '13700000052';
    await page.getByLabel('手机号').fill(mobile);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.locator('.captcha-picture-image').waitFor();
    await page.getByText('为了您的账号安全，请输入图形验证码').waitFor();
    expect(await page.getByLabel('手机号').inputValue()).toBe(mobile);
    await saveScreenshot(page, 'h5-login-step-up');

    await page.getByLabel('图形验证码').fill(await h5.server.captchaCode(h5.server.lastCaptchaId()));
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByRole('button', { name: /秒后重发/ }).waitFor();
    await page.getByLabel('短信验证码').fill(await h5.server.smsCode(mobile));
    await page.getByRole('checkbox').click();
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await waitForPath(page, `/aster${MINE}`);
    expect(tab.pageErrors).toEqual([]);
  });
});
