import { okAnswer } from '@aster/core-api/testing';
import { navigation } from '@screens/platform/navigation';
import { openScreen } from '@screens/testing/openScreen';
import { activityDetail } from '@screens/features/activity/testing';
import ActivityDetailPage from './ActivityDetailPage';

jest.mock('remax', () => ({ useQuery: () => ({ id: '3001' }) }));
jest.mock('remax/macro', () => ({ usePageEvent: () => undefined }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Textarea: 'textarea', Button: 'button' }));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

const open = (over: Parameters<typeof activityDetail>[0]) =>
  openScreen(ActivityDetailPage, { openedFrom: '/pages/activity/activity_detail/index?id=3001', answers: { 'unity-activity/v1/3001': () => okAnswer(activityDetail(over)) } });

describe('活动详情', () => {
  it("draws the operator's HTML as text only and leads an open activity to 活动报名", async () => {
    const page = await open({ descriptionHtml: '<p onclick="steal()">带上<strong>围裙</strong><script>alert(1)</script><a href="javascript:alert(2)">详情</a></p>' });
    expect(page.text()).toContain('带上围裙详情');
    for (const leaked of ['alert', 'steal', 'javascript', '<']) expect(page.text()).not.toContain(leaked);
    expect(page.text()).toContain('剩余24个名额 / 共30个');
    expect(page.text()).toContain('2026-12-04 18:00');
    await page.tap('ac-sign-up');
    expect(navigation.currentPage()).toBe('/pages/activity/activity_sign/index?id=3001');
    page.unmount();
  });

  it.each([
    ['full', '名额已满'],
    ['closed', '报名已截止'],
    ['ended', '活动已结束'],
  ] as const)('says %s as %s, with no way to sign up', async (signUpState, text) => {
    const page = await open({ signUpState, placesLeft: signUpState === 'full' ? 0 : 3 });
    expect(page.byTestId('ac-sign-up')).toBeUndefined();
    expect(page.byTestId('ac-sign-up-closed')?.props['aria-disabled']).toBe(true);
    expect(page.text()).toContain(text);
    page.unmount();
  });

  it('shows the tenant their own sign-up and leads to 我的报名', async () => {
    const page = await open({ signUpState: 'signed', mySignUp: { id: '9', participants: 2, cancellable: true } });
    expect(page.text()).toContain('您已报名，共2人参加');
    await page.tap('ac-signed');
    expect(navigation.currentPage()).toBe('/pages/activity/activity_sign_list/index');
    page.unmount();
  });
});
