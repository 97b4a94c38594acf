import { openScreen } from '@screens/testing/openScreen';
import NfcGuide2Page from './NfcGuide2Page';
import NfcGuidePage from './NfcGuidePage';

jest.mock('remax', () => ({ useQuery: () => ({}) }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Button: 'button' }));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

describe('device_lock_nfc_guide', () => {
  it('explains step by step how to get ready and how to hold the phone, then leads to NFC开门', async () => {
    const first = await openScreen(NfcGuidePage);
    expect(first.text()).toContain('1打开手机NFC');
    expect(first.text()).toContain('3找到门锁感应区');
    await first.tap('nfc-guide-next');
    expect(first.currentPage()).toBe('/pages/device/device_lock_nfc_guide/guide2');
    first.unmount();
    const second = await openScreen(NfcGuide2Page);
    expect(second.text()).toContain('4手机背面对准感应区');
    expect(second.text()).toContain('听到门锁“嘀”一声后再移开');
    await second.tap('nfc-guide-open');
    expect(second.currentPage()).toBe('/pages/device_nfc/index');
    second.unmount();
  });
});
