import { okAnswer } from '@aster/core-api/testing';
import { openScreen } from '@screens/testing/openScreen';
import { deviceHomeOf } from '@screens/features/device/testing';
import DevicePreviewPage from './DevicePreviewPage';

let query: Record<string, string> = { deviceId: 'LD1001' };
jest.mock('remax', () => ({ useQuery: () => query }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Button: 'button' }));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

describe('device_preview', () => {
  it("shows one device at a glance and opens its page", async () => {
    const page = await openScreen(DevicePreviewPage, { answers: { '/smart-device/home': () => okAnswer(deviceHomeOf()) } });
    expect(page.byTestId('device-preview-name')?.children).toEqual(['入户门锁']);
    expect(page.text()).toContain('静安寺 · 整租2室1厅 · 公共区域');
    expect(page.text()).toContain('电量64%');
    expect(page.text()).toContain('类型网关门锁');
    await page.tap('device-preview-open');
    expect(page.currentPage()).toBe('/pages/device/lock2/index?lockId=LD1001');
    page.unmount();
  });

  it('says a device the tenant cannot use is not there', async () => {
    query = { deviceId: 'LK9999' };
    const page = await openScreen(DevicePreviewPage, { answers: { '/smart-device/home': () => okAnswer(deviceHomeOf()) } });
    expect(page.text()).toContain('设备不存在或您暂无权限使用');
    page.unmount();
  });
});
