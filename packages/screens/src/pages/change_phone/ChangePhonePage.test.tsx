import type { TransportRequest, TransportResponse } from '@aster/core-api';
import { businessErrorAnswer, okAnswer } from '@aster/core-api/testing';
import { openScreen } from '@screens/testing/openScreen';
import ChangePhonePage from './ChangePhonePage';

jest.mock('remax', () => ({ useQuery: () => ({}) }));
// Host components of @remax/one as plain elements; the test types through onInput and taps through onTap.
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Button: 'button' }));
jest.mock('@screens/ui/kit.css', () => ({}));
jest.mock('@screens/features/user/userForms.css', () => ({}));
jest.mock('@screens/features/user/captcha.css', () => ({}));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

const CAPTCHA = { captchaId: 'captcha-1', image: 'data:image/png;base64,AAAA' };
type Answers = Record<string, (request: TransportRequest) => TransportResponse>;

/** The page over the shared screen kit; each picture captcha the page asks for is a new one (captcha-1, -2...). */
function open(answers: Answers = {}) {
  let captchas = 0;
  return openScreen(ChangePhonePage, { answers: { ...answers, 'code-image': () => okAnswer({ ...CAPTCHA, captchaId: `captcha-${++captchas}` }) } });
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
