import { REQUEST_HEADERS, type TransportRequest, type TransportResponse } from '@aster/core-api';
import { businessErrorAnswer, okAnswer } from '@aster/core-api/testing';
import { initialSessionState } from '@aster/core-domain';
import { openScreen } from '@screens/testing/openScreen';
import LoginByPhonePage from './LoginByPhonePage';

jest.mock('remax', () => ({ useQuery: () => ({}) }));
// Host components of @remax/one as plain elements; the test types through onInput and taps through onTap.
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Button: 'button' }));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));
// The H5 platform: the solver itself is altcha's (platform/proofOfWork.web.test.ts); here each solve is numbered.
let mockSolved = 0;
jest.mock('@screens/platform/proofOfWork', () => ({ proofOfWork: { required: true, solve: () => Promise.resolve(`proof-${++mockSolved}`) } }));

const CHALLENGE = { parameters: { algorithm: 'PBKDF2/SHA-256', nonce: 'aa', salt: 'bb', cost: 1, keyLength: 32, keyPrefix: 'cc' }, signature: 'dd' };
type Answers = Record<string, (request: TransportRequest) => TransportResponse>;

function open(answers: Answers = {}, extensions?: 'ask') {
  let captchas = 0;
  return openScreen(LoginByPhonePage, {
    session: { ...initialSessionState },
    ...(extensions === undefined ? {} : { extensions }),
    answers: {
      'pow-challenge': () => okAnswer(CHALLENGE),
      'code-image': () => okAnswer({ captchaId: `captcha-${++captchas}`, image: 'data:image/png;base64,AAAA' }),
      ...answers,
    },
  });
}

const query = (request: TransportRequest | undefined) => Object.fromEntries(new URL(request?.url ?? '', 'http://fake.invalid').searchParams);
const proofHeader = (request: TransportRequest | undefined) => request?.headers[REQUEST_HEADERS.proofOfWork];

// Issue 39: no picture captcha up front; a proof of work on H5; the captcha only when the server steps up.
describe('login_by_phone', () => {
  beforeEach(() => {
    mockSolved = 0;
  });

  it('sends the code with a solved challenge and no picture captcha', async () => {
    const page = await open();
    expect(page.byTestId('login-captcha')).toBeUndefined();
    await page.type('login-phone', '13700001111');
    await page.tap('login-send-code');
    expect(page.sent('code-image')).toHaveLength(0);
    const [sent] = page.sent('verify-send-code');
    expect(query(sent)).toMatchObject({ mobile: '13700001111', code: '', uniqueId: '' });
    expect(proofHeader(sent)).toBe('proof-1');
    expect(page.text()).toContain('秒后重发');
    page.unmount();
  });

  // Issue 46: an account whose log-out waits its cooling-off period opens on user_cancel (when it goes, 撤销注销).
  it('opens user_cancel after logging in to an account whose log-out is pending', async () => {
    const page = await open({
      'verify-send-code': () => okAnswer(null),
      '/common/v2/login': () => okAnswer({ token: 't-1', userId: '7', openId: null, accountCancel: { appliedAt: '2026-11-28T10:02:00+08:00', cancelsOn: '2026-12-05' } }),
    });
    await page.type('login-phone', '13700001111');
    await page.tap('login-send-code');
    await page.type('login-code', '135790');
    await page.tap('login-agree');
    await page.tap('login-submit');
    await page.settle();
    expect(String(page.currentPage())).toContain('pages/user/user_cancel/index');
    page.unmount();
  });

  // Issue 38: the challenge is an extension; a backend serving spec section 7 alone asks for no proof.
  it('sends the code without a proof to a backend whose home/config does not list the auth extensions', async () => {
    const page = await open({ 'home/config': () => okAnswer({ servicePhone: '400' }) }, 'ask');
    await page.type('login-phone', '13700001111');
    await page.tap('login-send-code');
    expect(page.transport.paths).toEqual(['/tapp/v1/home/config', '/tapp/v1/verify-code/verify-send-code']);
    expect(proofHeader(page.sent('verify-send-code')[0])).toBeUndefined();
    expect(page.ui.toasts).toEqual([]);
    expect(page.text()).toContain('秒后重发');
    page.unmount();
  });

  it('shows the picture captcha when the server asks for it, keeping the phone, and sends its answer with a new proof', async () => {
    let stepUp = true;
    const page = await open({
      'verify-send-code': () => {
        const answer = stepUp ? businessErrorAnswer('CAPTCHA_REQUIRED', '请先完成图形验证码验证') : okAnswer(null);
        stepUp = false;
        return answer;
      },
    });
    await page.type('login-phone', '13700002222');
    await page.tap('login-send-code');
    expect(page.alerts()).toEqual(expect.arrayContaining(['为了您的账号安全，请输入图形验证码', '请先完成图形验证码验证']));
    expect(page.value('login-phone')).toBe('13700002222');
    expect(page.byTestId('login-captcha-image')?.props['data-captcha-id']).toBe('captcha-1');

    await page.tap('login-send-code');
    expect(page.alerts()).toContain('请输入图形验证码');
    expect(page.sent('verify-send-code')).toHaveLength(1);

    await page.type('login-captcha', 'AB12');
    await page.tap('login-send-code');
    const retry = page.sent('verify-send-code')[1];
    expect(query(retry)).toMatchObject({ mobile: '13700002222', code: 'AB12', uniqueId: 'captcha-1' });
    expect(proofHeader(retry)).toBe('proof-2');
    expect(page.text()).toContain('秒后重发');
    page.unmount();
  });

  it('links 《用户协议》 and 《隐私政策》 to the agreement page (issue 38)', async () => {
    const page = await open();
    await page.tap('login-agree-user');
    expect(page.currentPage()).toBe('/pages/agreement/index?kind=user');
    await page.tap('login-agree-privacy');
    expect(page.currentPage()).toBe('/pages/agreement/index?kind=privacy');
    page.unmount();
  });
});
