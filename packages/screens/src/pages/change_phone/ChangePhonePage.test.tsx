import * as React from 'react';
import { Provider } from 'react-redux';
import TestRenderer, { act, type ReactTestInstance, type ReactTestRenderer } from 'react-test-renderer';
import { setupStore, type TransportRequest, type TransportResponse } from '@aster/core-api';
import { FakeClock, FakeNavigator, FakeTransport, FakeUi, businessErrorAnswer, flushPromises, okAnswer } from '@aster/core-api/testing';
import { type SessionState, initialSessionState } from '@aster/core-domain';
import { textOf } from '@screens/testing/renderedText';
import ChangePhonePage from './ChangePhonePage';

jest.mock('remax', () => ({ useQuery: () => ({}) }));
// Host components of @remax/one as plain elements; the test types through onInput and taps through onTap.
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Button: 'button' }));
jest.mock('@screens/ui/kit.css', () => ({}));
jest.mock('@screens/features/user/userForms.css', () => ({}));
jest.mock('@screens/features/user/captcha.css', () => ({}));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

const tenant: SessionState = {
  ...initialSessionState,
  loginStatus: 'loggedIn',
  token: 'tenant-session',
  userId: '10001',
  user: { userId: '10001', userName: '张三', mobile: '13800138000' },
};

const CAPTCHA = { captchaId: 'captcha-1', image: 'data:image/png;base64,AAAA' };
type Answers = Record<string, (request: TransportRequest) => TransportResponse>;

async function open(answers: Answers = {}) {
  const transport = new FakeTransport();
  let captchas = 0;
  transport.reply = (request) => {
    const path = new URL(request.url, 'http://fake.invalid').pathname;
    const answer = Object.entries(answers).find(([suffix]) => path.endsWith(suffix))?.[1];
    if (answer) return answer(request);
    if (path.endsWith('code-image')) return okAnswer({ ...CAPTCHA, captchaId: `captcha-${++captchas}` });
    return okAnswer(null);
  };
  const store = setupStore({
    ports: { transport, clock: new FakeClock(), storage: { get: () => null, set: () => undefined, remove: () => undefined }, ui: new FakeUi(), navigator: new FakeNavigator() },
    config: { baseUrl: 'https://api.test', platform: 'h5' },
    preloadedState: { session: tenant },
  });
  let renderer: ReactTestRenderer | undefined;
  await act(async () => {
    renderer = TestRenderer.create(
      <Provider store={store}>
        <ChangePhonePage />
      </Provider>,
    );
    await flushPromises();
  });
  if (renderer === undefined) throw new Error('not rendered');
  const root = renderer.root;
  const byTestId = (testId: string): ReactTestInstance | undefined => root.findAll((node) => node.props['data-testid'] === testId)[0];
  const type = async (testId: string, value: string) => {
    const input = byTestId(testId);
    if (input === undefined) throw new Error(`no field ${testId}`);
    await act(async () => {
      input.props.onInput({ target: { value } });
      await flushPromises();
    });
  };
  const tap = async (testId: string) => {
    await act(async () => {
      byTestId(testId)?.props.onTap();
      await flushPromises();
    });
  };
  const value = (testId: string) => byTestId(testId)?.props.value as string | undefined;
  const alerts = () => root.findAll((node) => node.props.role === 'alert').map(textOf);
  const sent = (suffix: string) => transport.requests.filter((request) => request.url.split('?')[0]?.endsWith(suffix));
  return { transport, byTestId, type, tap, value, alerts, sent, unmount: () => act(() => renderer?.unmount()) };
}

// Issue 16 item 13: the code to the new phone goes out only with the picture captcha.
describe('change_phone', () => {
  it('sends the first code to the new phone through the picture captcha, after check-phone', async () => {
    const page = await open();
    expect(page.byTestId('change-phone-captcha-image')?.props['data-captcha-id']).toBe('captcha-1');
    await page.type('change-phone-new', '13700002222');
    await page.tap('change-phone-send-code');
    // No answer typed: core-domain's message, and nothing went out.
    expect(page.alerts()).toContain('请输入图形验证码');
    expect(page.sent('check-phone')).toHaveLength(0);

    await page.type('change-phone-captcha', 'AB12');
    await page.tap('change-phone-send-code');
    expect(page.transport.paths.filter((path) => !path.endsWith('code-image'))).toEqual(['/tapp/v1/user/check-phone', '/tapp/v1/verify-code/verify-send-code']);
    const query = new URL(page.sent('verify-send-code')[0]?.url ?? '', 'http://fake.invalid').searchParams;
    expect(Object.fromEntries(query)).toMatchObject({ mobile: '13700002222', code: 'AB12', uniqueId: 'captcha-1' });
    expect(page.sent('/send-code').filter((request) => !request.url.includes('verify-send-code'))).toHaveLength(0);
    // The phone passed the captcha: the field goes until the phone changes.
    expect(page.byTestId('change-phone-captcha')).toBeUndefined();
    page.unmount();
  });

  it('keeps the typed captcha when check-phone refuses the number, and asks a new one when the captcha was spent', async () => {
    let firstCheck = true;
    const page = await open({
      'check-phone': () => {
        const answer = firstCheck ? businessErrorAnswer('PHONE_TAKEN', '该手机号已被其他账号使用') : okAnswer(null);
        firstCheck = false;
        return answer;
      },
      'verify-send-code': () => businessErrorAnswer('CAPTCHA_WRONG', '图形验证码错误'),
    });
    await page.type('change-phone-new', '13900139000');
    await page.type('change-phone-captcha', 'AB12');
    await page.tap('change-phone-send-code');
    expect(page.alerts()).toContain('该手机号已被其他账号使用');
    // Not spent (check-phone came first): what was typed stays.
    expect(page.value('change-phone-captcha')).toBe('AB12');
    expect(page.sent('verify-send-code')).toHaveLength(0);

    await page.type('change-phone-new', '13700002222');
    await page.type('change-phone-code', '1234');
    await page.tap('change-phone-send-code');
    expect(page.alerts()).toEqual(expect.arrayContaining(['图形验证码已刷新，请重新输入', '图形验证码错误']));
    // A new picture; the phone and the SMS code typed so far stay.
    expect(page.value('change-phone-captcha')).toBe('');
    expect(page.byTestId('change-phone-captcha-image')?.props['data-captcha-id']).toBe('captcha-2');
    expect(page.value('change-phone-new')).toBe('13700002222');
    expect(page.value('change-phone-code')).toBe('1234');
    page.unmount();
  });
});
