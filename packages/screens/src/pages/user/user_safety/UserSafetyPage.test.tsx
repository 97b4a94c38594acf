import { okAnswer } from '@aster/core-api/testing';
import { openPage } from '@screens/features/identity/testing/openPage';
import UserSafetyPage from './UserSafetyPage';

jest.mock('remax', () => ({ useQuery: () => ({}) }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Button: 'button' }));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));
jest.mock('@screens/features/identity/identity.css', () => ({}));

describe('user_safety', () => {
  it('shows the phone masked and the sessions, signs another device out (not this one)', async () => {
    let sessions = [
      { id: '7', createdAt: Date.UTC(2026, 10, 20, 2), expiresAt: Date.UTC(2026, 10, 27, 2), current: true, platform: 'h5', lastSeenAt: Date.UTC(2026, 10, 20, 3) },
      { id: '5', createdAt: Date.UTC(2026, 10, 18, 2), expiresAt: Date.UTC(2026, 10, 25, 2), current: false, platform: 'weapp', lastSeenAt: null },
    ];
    const page = await openPage(UserSafetyPage, {
      'identity/sessions': () => okAnswer(sessions),
      'identity/sessions/5/end': () => {
        sessions = sessions.filter((session) => session.id !== '5');
        return okAnswer(null);
      },
    });
    expect(page.text()).toContain('138****8000');
    expect(page.byTestId('safety-session-current')).toBeDefined();
    expect(page.text()).toContain('浏览器');
    expect(page.text()).toContain('微信小程序');
    expect(page.byTestId('safety-sign-out-7')).toBeUndefined();
    await page.tap('safety-sign-out-5');
    await page.settle();
    expect(page.sent('identity/sessions/5/end')).toHaveLength(1);
    expect(page.byTestId('safety-session-other')).toBeUndefined();
  });
});
