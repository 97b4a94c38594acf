import { openPage } from '@screens/features/identity/testing/openPage';
import { navigation } from '@screens/platform/navigation';
import FacialRecognitionPage from './FacialRecognitionPage';

jest.mock('remax', () => ({ useQuery: () => ({}) }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Button: 'button' }));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));
jest.mock('@screens/features/identity/identity.css', () => ({}));
jest.mock('@screens/features/user/userForms.css', () => ({}));

// The plain platform (like WeChat and H5) has no Alipay certification: the Alipay flow is covered by the mini journey.
describe('facial_recognition without Alipay', () => {
  it('says the face scan is Alipay’s, starts nothing, and offers the ID number form', async () => {
    const page = await openPage(FacialRecognitionPage);
    expect(page.text()).toContain('刷脸认证由支付宝提供，仅在支付宝小程序中可用');
    expect(page.byTestId('face-start')).toBeUndefined();
    await page.tap('face-use-id');
    expect(navigation.currentPage()).toBe('/pages/user/user_authentication/index');
    expect(page.sent('face-verify/init')).toHaveLength(0);
  });
});
