import { okAnswer } from '@aster/core-api/testing';
import { initialSessionState } from '@aster/core-domain';
import { openScreen } from '@screens/testing/openScreen';
import FollowPublicPage from './FollowPublicPage';

jest.mock('remax', () => ({ useQuery: () => ({}) }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Button: 'button' }));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

const answers = {
  'company/wechat-info/1001': () => okAnswer({ name: '星寓公寓', appId: 'wx_demo_1001', qrCodeUrl: 'https://api.test/static/demo/qr-brand.svg' }),
  'company/wechat': () => okAnswer({ name: 'Aster租房服务号', appId: 'wx_demo_0', qrCodeUrl: 'https://api.test/static/demo/qr-public.svg' }),
};

describe('follow_public', () => {
  it("shows a brand's own account by its id (company/wechat-info/{id})", async () => {
    const page = await openScreen(FollowPublicPage, { session: { ...initialSessionState, companyId: '1001' }, answers });
    expect(page.sent('company/wechat-info/1001')).toHaveLength(1);
    expect(page.sent('company/wechat')).toHaveLength(0);
    expect(page.text()).toContain('星寓公寓');
    expect(page.byTestId('follow-qr')?.props.src).toBe('https://api.test/static/demo/qr-brand.svg');
    page.unmount();
  });

  it("shows the operator's account for the public account (company 0)", async () => {
    const page = await openScreen(FollowPublicPage, { session: { ...initialSessionState }, answers });
    expect(page.sent('company/wechat')).toHaveLength(1);
    expect(page.sent('company/wechat-info/0')).toHaveLength(0);
    expect(page.text()).toContain('Aster租房服务号');
    page.unmount();
  });
});
