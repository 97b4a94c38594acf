import type { MiniProgram, Platform } from '../../packages/mp-harness/src';
import { launchBuilt, platforms, waitFor } from '../support/mini';
import { fake, photoApis } from '../support/photos';
import { startServer, type RunningServer } from '../support/server';

// Identity in the built WeChat and Alipay bundles (issue 11), by tapping from the mine page: real name (the ID form
// on WeChat, Alipay's face scan on Alipay), the ID card photos through the platform's camera/album, compressor and
// uploader (faked here, the upload itself sent to the server as multipart), account security, account log-out (a
// platform-only account binds a phone first), logging out and logging in again from the login landing (WeChat) or Alipay's authorisation page (Alipay), and a partner's
// authorisation handed back with navigateBackMiniProgram.

describe.each(platforms)('identity in the built %s mini-program', (platform: Platform) => {
  let server: RunningServer;
  let app: MiniProgram | undefined;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    app?.close();
    await server?.close();
  });

  const onPage = (route: string) => waitFor(app as MiniProgram, route, () => app?.currentPage().route === route);
  const seen = (testId: string) => waitFor(app as MiniProgram, testId, () => app?.currentPage().queryByTestId(testId) !== undefined);
  const tap = async (testId: string) => {
    await seen(testId);
    const page = (app as MiniProgram).currentPage();
    await page.tap(page.findByTestId(testId));
  };

  it('verifies the real name, uploads both sides of the ID card, shows the sessions, and asks an account without a phone to bind one before its log-out', async () => {
    const progress: number[] = [];
    const handedBack: { authCode: string }[] = [];
    const navigateBackMiniProgram = fake((options: { extraData: { authCode: string }; success(): void }) => {
      handedBack.push(options.extraData);
      options.success();
    });
    const launched = await launchBuilt(platform, server, {
      loginCode: `identity-journey-${platform}`,
      apis: {
        ...photoApis(platform, server.origin, progress),
        navigateBackMiniProgram,
        // Alipay's face scan: the tenant finishes it (9000); the server then confirms the certification it started.
        startAPVerify: fake((options: { certifyId: string; success(result: { resultStatus: string }): void }) => setTimeout(() => options.success({ resultStatus: '9000' }), 0)),
      },
    });
    app = launched;
    await waitFor(launched, 'the silent login', () => launched.storageSnapshot().token !== undefined);
    await waitFor(launched, 'the tab bar', () => launched.currentPage().queryByText('我的') !== undefined);
    await launched.currentPage().tap('我的');
    await onPage('pages/mine/index');
    await tap('mine-real-name');
    await onPage('pages/user/user_authentication/index');

    if (platform === 'wechat') {
      // The ID form; the face scan says it is Alipay's.
      await tap('real-name-face');
      await onPage('pages/user/facial_recognition/index');
      await seen('face-unavailable');
      await tap('face-use-id');
      await onPage('pages/user/user_authentication/index');
      await launched.currentPage().input('real-name-input-name', '韩梅梅');
      await launched.currentPage().input('real-name-input-id', '110101199003070038');
      await tap('real-name-submit');
    } else {
      await tap('real-name-face');
      await onPage('pages/user/facial_recognition/index');
      await launched.currentPage().input('face-name', '韩梅梅');
      await launched.currentPage().input('face-id', '110101199003070054');
      await tap('face-start');
      await seen('face-passed');
      await launched.callApi('navigateBack', { delta: 1 });
      await onPage('pages/user/user_authentication/index');
    }
    await seen('real-name-done');
    expect(launched.currentPage().text()).toContain('11**************');

    // The ID card: each side from the album, shrunk, uploaded with progress; then saved together.
    await tap('real-name-photos');
    await onPage('pages/user/user-idimg/index');
    for (const side of ['id_front', 'id_back']) {
      await tap(`idimg-${side}-album`);
      await waitFor(launched, `${side} uploaded`, () => launched.currentPage().queryByTestId(`idimg-${side}`)?.props['data-status'] === 'done');
    }
    expect(launched.currentPage().findAllByText('已上传')).toHaveLength(2);
    expect(progress.length).toBeGreaterThanOrEqual(2);
    await tap('idimg-save');
    await waitFor(launched, 'the saved toast', () => launched.toasts.some((toast) => toast.title === '证件照片已保存'));

    // Account security, then account log-out: the account was made by the platform login alone, so it has no phone
    // for the log-out's SMS code and is asked to bind one first (phone login, back to user_cancel after).
    await launched.callApi('navigateTo', { url: '/pages/user/user_safety/index' });
    await onPage('pages/user/user_safety/index');
    await seen('safety-session-current');
    await tap('safety-cancel');
    await onPage('pages/user/user_cancel/tips');
    await tap('cancel-tips-next');
    await onPage('pages/user/user_cancel/index');
    await seen('cancel-no-phone');
    expect(launched.currentPage().queryByTestId('cancel-confirm')).toBeUndefined();
    await tap('cancel-bind-phone');
    await onPage('pages/login_by_phone/index');

    // Logging out from settings makes a guest.
    await launched.callApi('navigateTo', { url: '/pages/user/user_setting/index' });
    await onPage('pages/user/user_setting/index');
    await tap('settings-logout');
    await waitFor(launched, 'the logout', () => launched.storageSnapshot().token === undefined);

    // A guest again: WeChat's login landing (one tap after the agreement), Alipay's authorisation page; both come
    // back to the page asked for, here the profile, the same platform account with its real name.
    const profile = encodeURIComponent('/pages/user/user_edit/index');
    if (platform === 'wechat') {
      await launched.callApi('navigateTo', { url: `/pages/login/index?redirectUrl=${profile}` });
      await onPage('pages/login/index');
      await tap('login-one-tap');
      await waitFor(launched, 'the agreement asked for', () => launched.currentPage().text().includes('请先阅读并同意《用户协议》和《隐私政策》'));
      await tap('login-landing-agree');
      await tap('login-one-tap');
    } else {
      await launched.callApi('navigateTo', { url: `/pages/auth-alipay/index?redirectUrl=${profile}` });
      await onPage('pages/auth-alipay/index');
      await tap('auth-alipay-go');
    }
    await onPage('pages/user/user_edit/index');
    await waitFor(launched, 'the account’s real-name state', () => launched.currentPage().queryByTestId('edit-real-name')?.props && launched.currentPage().text().includes('已认证'));

    // A partner mini-program asks for authorisation: the one-time code goes back to it with navigateBackMiniProgram.
    await launched.callApi('navigateTo', { url: '/pages/oauth-third/index?appId=demo-partner' });
    await onPage('pages/oauth-third/index');
    await tap('oauth-third-grant');
    const extraData = await waitFor(launched, 'the code handed back', () => handedBack[0]);
    expect(extraData.authCode).toMatch(/^[A-Za-z0-9_-]{16,}$/);
  });
});
