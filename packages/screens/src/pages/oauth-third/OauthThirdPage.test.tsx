import { businessErrorAnswer, okAnswer } from '@aster/core-api/testing';
import { initialSessionState } from '@aster/core-domain';
import { openPage } from '@screens/features/identity/testing/openPage';
import { handedBack } from '@screens/platform/oauthHandBack';
import { withAuthCode } from '@screens/platform/oauthHandBackTypes';
import { navigation } from '@screens/platform/navigation';
import OauthThirdPage from './OauthThirdPage';

jest.mock('remax', () => ({ useQuery: () => ({ appId: 'demo-partner' }) }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Button: 'button' }));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));
jest.mock('@screens/features/identity/identity.css', () => ({}));

const APP = { 'oauth2/app-info': () => okAnswer({ appId: 'demo-partner', appName: '合作伙伴示例应用', logoUrl: null }) };

describe('oauth-third', () => {
  it('hands the one-time code back to the application after 同意授权', async () => {
    const page = await openPage(OauthThirdPage, { ...APP, 'oauth2/auth-code': () => okAnswer({ authCode: 'one-time-code', redirectUrl: 'https://partner.example.com/cb?x=1' }) });
    expect(page.text()).toContain('合作伙伴示例应用 申请使用您的 Aster 账号登录');
    await page.tap('oauth-third-grant');
    await page.settle();
    expect(handedBack.at(-1)).toEqual({ redirectUrl: 'https://partner.example.com/cb?x=1', authCode: 'one-time-code' });
    expect(withAuthCode('https://partner.example.com/cb?x=1#top', 'a b')).toBe('https://partner.example.com/cb?x=1&code=a%20b#top');
  });

  it('sends a guest to log in and back here', async () => {
    const page = await openPage(OauthThirdPage, APP, { ...initialSessionState });
    await page.tap('oauth-third-grant');
    expect(navigation.currentPage()).toBe(`/pages/login_by_phone/index?redirectUrl=${encodeURIComponent('/pages/oauth-third/index?appId=demo-partner')}`);
    expect(page.sent('oauth2/auth-code')).toHaveLength(0);
  });

  it('says so when the application is unknown', async () => {
    const page = await openPage(OauthThirdPage, { 'oauth2/app-info': () => businessErrorAnswer('APP_NOT_FOUND', '应用不存在或已下线') });
    expect(page.text()).toContain('应用不存在或已下线');
  });
});
