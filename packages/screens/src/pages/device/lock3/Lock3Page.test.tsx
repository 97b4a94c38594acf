import { okAnswer } from '@aster/core-api/testing';
import { openScreen } from '@screens/testing/openScreen';
import { lockDetailOf } from '@screens/features/device/testing';
import Lock3Page from './Lock3Page';

jest.mock('remax', () => ({ useQuery: () => ({ lockId: 'LK1001' }) }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Button: 'button' }));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

const detail = (lock = lockDetailOf()) => ({ '/smart-device/lock/detail': () => okAnswer(lock), '/logs': () => okAnswer({ list: [], total: 0, pageNum: 1 }) });

describe('lock3', () => {
  it('is a Bluetooth lock without gateway: opened and set beside the door; a low battery is said', async () => {
    const page = await openScreen(Lock3Page, { answers: detail(lockDetailOf({ model: 'lock3', online: false, battery: 12 })) });
    expect(page.byTestId('lock-remote-open')).toBeUndefined();
    expect(page.byTestId('lock-bluetooth-open')).toBeDefined();
    expect(page.byTestId('lock-status')?.children).toEqual(['房间门锁 · 蓝牙门锁']);
    expect(page.byTestId('lock-low-battery')?.children.join('')).toBe('门锁电量仅剩12%，请尽快联系管家更换电池');
    await page.tap('lock-sync-time');
    expect(page.currentPage()).toBe('/pages/device/device_lock/syncTime?lockId=LK1001');
    page.unmount();
  });
});
