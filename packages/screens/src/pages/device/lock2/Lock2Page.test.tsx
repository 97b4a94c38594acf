import { okAnswer } from '@aster/core-api/testing';
import { openScreen } from '@screens/testing/openScreen';
import { lockDetailOf } from '@screens/features/device/testing';
import Lock2Page from './Lock2Page';

jest.mock('remax', () => ({ useQuery: () => ({ lockId: 'LK1001' }) }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Button: 'button' }));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

const detail = (lock = lockDetailOf()) => ({ '/smart-device/lock/detail': () => okAnswer(lock), '/logs': () => okAnswer({ list: [], total: 0, pageNum: 1 }) });

describe('lock2', () => {
  it('is a gateway lock without Bluetooth: remote open and temporary passwords only', async () => {
    const page = await openScreen(Lock2Page, { answers: detail(lockDetailOf({ model: 'lock2', lockIsBlue: false, online: false })) });
    expect(page.byTestId('lock-remote-open')).toBeDefined();
    expect(page.byTestId('lock-bluetooth-open')).toBeUndefined();
    expect(page.byTestId('lock-edit-password')).toBeUndefined();
    expect(page.byTestId('lock-sync-time')).toBeUndefined();
    expect(page.byTestId('lock-status')?.children).toEqual(['房间门锁 · 网关离线']);
    await page.tap('lock-temp-password');
    expect(page.currentPage()).toBe('/pages/device/device_lock/tempPwd?lockId=LK1001');
    page.unmount();
  });
});
