import * as React from 'react';
import { Provider } from 'react-redux';
import { textOf, texts } from '@screens/testing/renderedText';
import TestRenderer, { act, type ReactTestRenderer } from 'react-test-renderer';
import { setupStore } from '@aster/core-api';
import { FakeClock, FakeNavigator, FakeTransport, FakeUi, businessErrorAnswer, flushPromises, okAnswer } from '@aster/core-api/testing';
import { type SessionState, initialSessionState } from '@aster/core-domain';
import { navigation } from '../../platform/navigation';
import OauthTokenLoginPage from './OauthTokenLoginPage';
import { ALL_EXTENSIONS } from '@screens/testing/openScreen';

// The query the page opened with, as remax's useQuery hands it over.
let mockQuery: Record<string, string> = {};
jest.mock('remax', () => ({ useQuery: () => mockQuery }));
// Host components of @remax/one as plain elements; the test reads their text and taps their onTap.
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Button: 'button' }));
jest.mock('../../ui/kit.css', () => ({}));
jest.mock('./OauthTokenLoginPage.css', () => ({}));
jest.mock('../../ui/PrivacySheet', () => ({ PrivacySheet: () => null }));



const tenant: SessionState = {
  ...initialSessionState,
  loginStatus: 'loggedIn',
  token: 'tenant-session',
  userId: '10001',
  user: { userId: '10001', userName: '张三', mobile: '13800138000' },
};
const other = { access_token: 'other-session', id: '10003', user: { userId: '10003', userName: '王小明', mobile: '13900139000' } };
const LOOK = '/tapp/v1/login/access-token/account';
const EXCHANGE = '/tapp/v1/login/access-token';
const STATISTICS = '/common/v1/login/user/statistics';

async function open(session: SessionState, linkAlive = true) {
  mockQuery = { token: 'hand-off' };
  const transport = new FakeTransport();
  transport.reply = (request) => {
    if (request.url.includes(LOOK)) return linkAlive ? okAnswer({ mobile: '139****9000', userName: '王**' }) : businessErrorAnswer('TOKEN_INVALID', '登录凭证已失效，请重新登录');
    return okAnswer(request.url.includes(EXCHANGE) ? other : null);
  };
  const store = setupStore({
    ports: { transport, clock: new FakeClock(), storage: { get: () => null, set: () => undefined, remove: () => undefined }, ui: new FakeUi(), navigator: new FakeNavigator() },
    config: { baseUrl: 'https://api.test', platform: 'h5', extensions: ALL_EXTENSIONS },
    preloadedState: { session },
  });
  let renderer: ReactTestRenderer | undefined;
  await act(async () => {
    renderer = TestRenderer.create(
      <Provider store={store}>
        <OauthTokenLoginPage />
      </Provider>,
    );
    await flushPromises();
  });
  if (renderer === undefined) throw new Error('not rendered');
  const tap = async (text: string) => {
    const [target] = renderer!.root.findAll((node) => typeof node.props.onTap === 'function' && textOf(node) === text).reverse();
    if (target === undefined) throw new Error(`nothing to tap reads ${text}`);
    await act(async () => {
      target.props.onTap();
      await flushPromises();
    });
  };
  return { transport, store, tap, shown: () => texts(renderer!.toJSON()).join(' ') };
}

beforeEach(async () => {
  await navigation.reLaunch('/pages/oauth-token-login/index?token=hand-off');
});

// Issue 16 item 6: an /oauth link must not silently put a logged-in tenant in another account.
describe('oauth-token-login', () => {
  it('asks a logged-in tenant before switching, naming both accounts, and spends nothing while asking', async () => {
    const { transport, shown } = await open(tenant);
    expect(shown()).toContain('您已登录账号 138****8000');
    expect(shown()).toContain('此链接将登录另一个账号 139****9000');
    expect(shown()).toContain('切换账号');
    expect(transport.paths).toEqual([LOOK]);
    // The token travels in the body, not in a URL.
    expect(transport.requests[0]?.url).not.toContain('hand-off');
  });

  it('keeps the current account when asked to, leaving the link unused', async () => {
    const { transport, store, tap } = await open(tenant);
    await tap('保持当前账号');
    expect(transport.paths).toEqual([LOOK]);
    expect(store.getState().session.token).toBe('tenant-session');
    expect(navigation.currentPage()).toBe('/pages/index/index');
  });

  it('logs the current account out before using the link when the tenant switches', async () => {
    const { transport, store, tap } = await open(tenant);
    await tap('切换账号');
    // The login is then reported to the login statistics (core-api's listener, fire and forget).
    expect(transport.paths).toEqual([LOOK, '/common/v2/logout', EXCHANGE, STATISTICS]);
    expect(transport.requests[1]?.headers.token).toBe('tenant-session');
    // The exchange went out without the old session, so the server hands the new account over.
    expect(transport.requests[2]?.headers.token).toBeUndefined();
    expect(store.getState().session.token).toBe('other-session');
  });

  // Issue 39: a logged-out visitor is not logged in silently by a link someone else made.
  it('shows a guest whose account the link opens, and logs in only on their tap', async () => {
    const { transport, store, tap, shown } = await open(initialSessionState);
    expect(shown()).toContain('即将登录账号 139****9000');
    expect(shown()).toContain('如果链接是别人发给您的，请不要登录');
    expect(transport.paths).toEqual([LOOK]);
    expect(store.getState().session.token).toBeNull();
    await tap('确认登录');
    expect(transport.paths).toEqual([LOOK, EXCHANGE, STATISTICS]);
    expect(store.getState().session.token).toBe('other-session');
  });

  it('lets a guest refuse: phone login, the link unused', async () => {
    const { transport, store, tap } = await open(initialSessionState);
    await tap('不是我的账号，使用手机号登录');
    expect(transport.paths).toEqual([LOOK]);
    expect(store.getState().session.token).toBeNull();
    expect(navigation.currentPage()).toMatch(/^\/pages\/login_by_phone\/index\?/);
  });

  it('offers phone login for a link that has run out, without trying it', async () => {
    const { transport, shown } = await open(initialSessionState, false);
    expect(shown()).toContain('授权登录失败，登录凭证可能已失效');
    expect(transport.paths).toEqual([LOOK]);
  });
});
