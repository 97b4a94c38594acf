import { okAnswer } from '@aster/core-api/testing';
import { openScreen } from '@screens/testing/openScreen';
import { setSimulatedBluetooth } from '@screens/features/device/bluetooth';
import { lockCommandAnswer, lockDetailOf, simulatedLockInRange, until } from '@screens/features/device/testing';
import SyncTimePage from './SyncTimePage';

jest.mock('remax', () => ({ useQuery: () => ({ lockId: 'LK1001' }) }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Button: 'button' }));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

describe('device_lock/syncTime', () => {
  afterEach(() => setSimulatedBluetooth(null));

  it("sets the lock's clock to the server's time over Bluetooth", async () => {
    const lock = simulatedLockInRange();
    const page = await openScreen(SyncTimePage, {
      answers: { '/lock/detail': () => okAnswer(lockDetailOf()), '/getSetTimeCmd2': lockCommandAnswer('setTime', [0x69, 0x1f, 0xa0, 0x00]), '/submitCmdResponse': () => okAnswer({}) },
    });
    await page.tap('sync-time');
    await until(() => page.text().includes('门锁时间已同步'));
    expect(lock.timeSeconds).toBe(0x691fa000);
    expect(JSON.parse(page.sent('/LK1001/submitCmdResponse')[0]?.data ?? '{}').command).toBe('set-time');
    page.unmount();
  });
});
