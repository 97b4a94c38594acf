import { textContent, type LaunchOptions, type MiniProgram, type Platform } from '../../../packages/mp-harness/src';
import { useBuiltMiniPrograms } from './builtMiniPrograms';

// The built WeChat and Alipay bundles (bash scripts/build-apps.sh wechat alipay) in the mini-program harness, their
// requests answered by the reference server: WeChat's privacy consent sheet and the location permission flow.
const programs = useBuiltMiniPrograms();

// The harness's default position is Beijing; the server places a loopback address in Shanghai (its IP city).
const GPS_CITY = '北京';
const IP_CITY = '上海';

type Callbacks = { success?: (result: unknown) => void; fail?: (error: unknown) => void };
type Resolution = { event: string; buttonId?: string };

async function launch(platform: Platform, options: Partial<LaunchOptions> = {}): Promise<MiniProgram> {
  const app = await programs.launch(platform, { loginCode: null, ...options });
  await app.settle();
  return app;
}

const requestedPaths = (app: MiniProgram) => app.requests.map((request) => new URL(request.sentUrl).pathname);
const homeCity = (app: MiniProgram) => textContent(app.currentPage().findByTestId('home-city'));

/**
 * WeChat's side of the consent, scripted: a privacy call (wx.authorize, wx.getLocation) made before the user
 * agreed is held, the app's onNeedPrivacyAuthorization listener is called, and the call goes on or fails with
 * WeChat's privacy error according to what the app resolves.
 */
function wechatPrivacy() {
  let listener: ((resolve: (resolution: Resolution) => void, info: { referrer: string }) => void) | undefined;
  let agreed = false;
  const resolutions: Resolution[] = [];
  const calls: string[] = [];
  const held = (api: string, options: Callbacks, onAllowed: () => void) => {
    calls.push(api);
    if (agreed) {
      onAllowed();
      return;
    }
    if (!listener) throw new Error('the app registered no onNeedPrivacyAuthorization listener');
    listener(
      (resolution) => {
        resolutions.push(resolution);
        if (resolution.event === 'agree' && resolution.buttonId === 'agree-btn') {
          agreed = true;
          onAllowed();
        } else if (resolution.event === 'disagree') {
          options.fail?.({ errMsg: `${api}:fail privacy permission is not authorized`, errno: 104 });
        }
      },
      { referrer: api },
    );
  };
  const apis = {
    onNeedPrivacyAuthorization: (fn: unknown) => {
      listener = fn as typeof listener;
    },
    authorize: (raw: unknown) => {
      const options = raw as Callbacks & { scope: string };
      held(`authorize ${options.scope}`, options, () => options.success?.({ errMsg: 'authorize:ok' }));
    },
    openPrivacyContract: () => {
      calls.push('openPrivacyContract');
    },
  } as Record<string, (...args: unknown[]) => unknown>;
  return { apis, resolutions, calls };
}

describe('WeChat privacy consent on the built bundle', () => {
  it('shows the consent sheet when a privacy call is held, naming what is collected and why', async () => {
    const privacy = wechatPrivacy();
    const app = await launch('wechat', { privacyNeedsAuthorization: true, apis: privacy.apis });
    const page = app.currentPage();
    const sheet = page.findByTestId('privacy-sheet');
    const text = textContent(sheet);
    for (const words of ['隐私保护提示', '《用户隐私保护指引》', '位置信息', '用于自动选择所在城市', '相册', '用于保存图片到相册', '蓝牙', '用于连接智能门锁和智能电表', '手机号', '用于手机号登录']) {
      expect(text).toContain(words);
    }
    // The held call is the location scope of the home page's automatic city choice; the sheet was reported.
    expect(privacy.calls).toEqual(['authorize scope.userLocation']);
    expect(privacy.resolutions).toEqual([{ event: 'exposureAuthorization' }]);
    // WeChat records consent only from its own button, by id.
    const agree = page.findByTestId('privacy-agree');
    expect(agree.type).toBe('button');
    expect(agree.props).toMatchObject({ id: 'agree-btn', 'open-type': 'agreePrivacyAuthorization' });

    await page.tap(page.findByTestId('privacy-contract'));
    expect(privacy.calls).toContain('openPrivacyContract');
    expect(app.errors).toEqual([]);
  });

  it('同意 resolves agree with the button id, closes the sheet and the held location call goes on', async () => {
    const privacy = wechatPrivacy();
    const app = await launch('wechat', { privacyNeedsAuthorization: true, apis: privacy.apis });
    const page = app.currentPage();
    page.dispatch(page.findByTestId('privacy-agree'), 'agreeprivacyauthorization');
    await app.settle();

    expect(privacy.resolutions).toEqual([{ event: 'exposureAuthorization' }, { buttonId: 'agree-btn', event: 'agree' }]);
    expect(page.queryByTestId('privacy-sheet')).toBeUndefined();
    expect(requestedPaths(app)).toContain('/tapp/v1/home/locate-city');
    expect(homeCity(app)).toBe(GPS_CITY);
    expect(app.errors).toEqual([]);
  });

  it('拒绝 resolves disagree, and home works on with the city chosen by network address', async () => {
    const privacy = wechatPrivacy();
    const app = await launch('wechat', { privacyNeedsAuthorization: true, apis: privacy.apis });
    const page = app.currentPage();
    await page.tap(page.findByTestId('privacy-disagree'));

    expect(privacy.resolutions).toEqual([{ event: 'exposureAuthorization' }, { event: 'disagree' }]);
    expect(page.queryByTestId('privacy-sheet')).toBeUndefined();
    const paths = requestedPaths(app);
    expect(paths).toContain('/tapp/v1/home/ip-city');
    expect(paths).not.toContain('/tapp/v1/home/locate-city');
    expect(homeCity(app)).toBe(IP_CITY);
    // The user has just said no: no second dialog about it.
    expect(app.modals).toEqual([]);
    // Home itself still works: its base config arrived for that city and the icon grid is drawn.
    expect(paths).toContain('/tapp/v1/home/base');
    expect(app.requests.filter((request) => request.status !== 200)).toEqual([]);
    expect(app.errors).toEqual([]);
  });

  it('opens no sheet when consent was given before', async () => {
    const app = await launch('wechat', {
      privacyNeedsAuthorization: false,
      apis: { authorize: (raw: unknown) => (raw as Callbacks).success?.({ errMsg: 'authorize:ok' }) },
    });
    expect(app.currentPage().queryByTestId('privacy-sheet')).toBeUndefined();
    expect(homeCity(app)).toBe(GPS_CITY);
  });
});

describe('a refused location on the built bundles', () => {
  it('WeChat: explains the refusal, offers the settings page, and falls back to the IP city', async () => {
    const opened: string[] = [];
    const app = await launch('wechat', {
      authSetting: { 'scope.userLocation': false },
      onModal: () => ({ confirm: true }),
      apis: {
        // The user looks at the settings page and leaves location off.
        openSetting: (raw: unknown) => {
          opened.push('openSetting');
          (raw as Callbacks).success?.({ errMsg: 'openSetting:ok', authSetting: { 'scope.userLocation': false } });
        },
      },
    });
    expect(app.modals).toHaveLength(1);
    expect(app.modals[0]).toMatchObject({ title: '需要位置信息权限', showCancel: true, confirmText: '去设置' });
    expect(app.modals[0]?.content).toContain('用于自动选择所在城市');
    expect(app.modals[0]?.content).toContain('手动选择城市');
    expect(opened).toEqual(['openSetting']);
    expect(requestedPaths(app)).toContain('/tapp/v1/home/ip-city');
    expect(requestedPaths(app)).not.toContain('/tapp/v1/home/locate-city');
    expect(homeCity(app)).toBe(IP_CITY);
    expect(app.errors).toEqual([]);
  });

  it('WeChat: uses GPS when the user turns location on in the settings page', async () => {
    const app = await launch('wechat', {
      authSetting: { 'scope.userLocation': false },
      onModal: () => ({ confirm: true }),
      apis: {
        openSetting: (raw: unknown) =>
          (raw as Callbacks).success?.({ errMsg: 'openSetting:ok', authSetting: { 'scope.userLocation': true } }),
      },
    });
    expect(app.modals).toHaveLength(1);
    expect(homeCity(app)).toBe(GPS_CITY);
  });

  it('Alipay: the same explanation (no consent sheet there), then the IP city', async () => {
    const app = await launch('ali', { authSetting: { location: false }, onModal: () => ({ confirm: false }) });
    expect(app.currentPage().queryByTestId('privacy-sheet')).toBeUndefined();
    expect(app.modals).toHaveLength(1);
    expect(app.modals[0]).toMatchObject({ kind: 'confirm', title: '需要位置信息权限', confirmText: '去设置' });
    expect(homeCity(app)).toBe(IP_CITY);
    expect(app.errors).toEqual([]);
  });
});
