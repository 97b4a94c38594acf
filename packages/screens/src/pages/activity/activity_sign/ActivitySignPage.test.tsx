import { businessErrorAnswer, okAnswer } from '@aster/core-api/testing';
import { navigation } from '@screens/platform/navigation';
import { openScreen, tenantSession } from '@screens/testing/openScreen';
import { activityDetail } from '@screens/features/activity/testing';
import ActivitySignPage from './ActivitySignPage';

jest.mock('remax', () => ({ useQuery: () => ({ id: '3001' }) }));
jest.mock('remax/macro', () => ({ usePageEvent: () => undefined }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Textarea: 'textarea', Button: 'button' }));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

describe('活动报名', () => {
  it('starts from the profile, keeps the participants within the limit, says a bad phone and a refusal and keeps what was typed', async () => {
    let refuse = true;
    const page = await openScreen(ActivitySignPage, {
      openedFrom: '/pages/activity/activity_sign/index?id=3001',
      session: tenantSession(),
      answers: [
        ['unity-activity/v1/participate/3001', () => (refuse ? businessErrorAnswer('ACTIVITY_SIGN_UP_REFUSED', '名额已满') : okAnswer(activityDetail({ signUpState: 'signed' })))],
        ['unity-activity/v1/3001', () => okAnswer(activityDetail({ maxParticipants: 3 }))],
      ],
    });
    expect(page.value('ac-contactor')).toBe('张三');
    expect(page.value('ac-phone')).toBe('13800138000');
    for (let tap = 0; tap < 5; tap += 1) await page.tap('ac-participants-more');
    expect(page.text()).toContain('3人');
    await page.tap('ac-participants-less');
    await page.type('ac-phone', '2380013800');
    await page.tap('ac-submit');
    expect(page.alerts()).toContain('请输入正确的手机号');
    expect(page.sent('participate/3001')).toHaveLength(0);

    await page.type('ac-phone', '13900139000');
    await page.tap('ac-submit');
    expect(page.alerts()).toContain('名额已满');
    expect(page.value('ac-phone')).toBe('13900139000');
    expect(page.text()).toContain('2人');

    refuse = false;
    await page.tap('ac-submit');
    const sent = page.sent('participate/3001').map((request) => JSON.parse(String(request.data)) as Record<string, unknown>);
    expect(sent.at(-1)).toMatchObject({ contactor: '张三', participants: 2, phoneNum: '13900139000', requestKey: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/) });
    expect(navigation.currentPage()).toBe('/pages/activity/activity_sign_success/index?id=3001');
    page.unmount();
  });
});
