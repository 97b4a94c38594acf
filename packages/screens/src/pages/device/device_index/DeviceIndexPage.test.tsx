import { okAnswer } from '@aster/core-api/testing';
import { openScreen } from '@screens/testing/openScreen';
import { deviceHomeOf } from '@screens/features/device/testing';
import DeviceIndexPage from './DeviceIndexPage';

jest.mock('remax', () => ({ useQuery: () => ({}) }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Button: 'button' }));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

describe('device_index', () => {
  it('lists the devices of each lived-in lease by room, pinned first, and opens a lock on its own page', async () => {
    const page = await openScreen(DeviceIndexPage, { answers: { '/smart-device/home': () => okAnswer(deviceHomeOf()) } });
    const text = page.text();
    expect(text).toContain('静安寺 · 整租2室1厅');
    expect(text).toContain('公共区域入户门锁网关门锁 · 离线 · 电量64%');
    // The pinned meter comes before the room's lock.
    expect(text.indexOf('电表 · 在线 · 余额¥35.20')).toBeLessThan(text.indexOf('房间门锁蓝牙网关门锁'));
    await page.tap('device-collect-LK1001');
    expect(page.sent('/baozu/device/LK1001/collect')[0]?.url).toContain('deviceType=1');
    await page.tap('device-collect-EM1001');
    expect(page.sent('/baozu/device/EM1001/cancelCollect')).toHaveLength(1);
    await page.tap('device-preview-LD1001');
    expect(page.currentPage()).toBe('/pages/device/device_preview/index?deviceId=LD1001');
    page.unmount();
  });

  it('marks a battery running low', async () => {
    const home = deviceHomeOf();
    const entrance = home.contracts[0]?.rooms[0]?.devices[0];
    if (entrance !== undefined) entrance.battery = 12;
    const page = await openScreen(DeviceIndexPage, { answers: { '/smart-device/home': () => okAnswer(home) } });
    expect(page.text()).toContain('网关门锁 · 离线 · 电量低 12%');
    page.unmount();
  });

  it('says when the tenant has no devices (no lived-in lease)', async () => {
    const page = await openScreen(DeviceIndexPage, { answers: { '/smart-device/home': () => okAnswer({ contracts: [] }) } });
    expect(page.text()).toContain('暂无智能设备，入住后房间的门锁和水电表会显示在这里');
    page.unmount();
  });
});
