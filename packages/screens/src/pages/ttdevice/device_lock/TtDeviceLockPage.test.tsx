import { okAnswer } from '@aster/core-api/testing';
import { openScreen } from '@screens/testing/openScreen';
import { setSimulatedBluetooth } from '@screens/features/device/bluetooth';
import { lockCommandAnswer, lockDetailOf, simulatedLockInRange, until } from '@screens/features/device/testing';
import TtDeviceLockPage from './TtDeviceLockPage';

jest.mock('remax', () => ({ useQuery: () => ({ lockId: 'TT1001' }) }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Button: 'button' }));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

/** The TTLock's own Bluetooth address, as its ttlockData says: not the lockMac the server lists it under. */
const TTLOCK_MAC = 'C0:E0:AB:CD:00:01';
const ttlockData = (protocolVersion = 3) =>
  JSON.stringify({
    lockMac: TTLOCK_MAC,
    protocolVersion,
    serviceUuid: '0000fff0-0000-1000-8000-00805f9b34fb',
    writeUuid: '0000fff2-0000-1000-8000-00805f9b34fb',
    notifyUuid: '0000fff1-0000-1000-8000-00805f9b34fb',
    companyId: 0xffff,
  });
const ttlock = (protocolVersion = 3) => lockDetailOf({ id: 'TT1001', model: 'ttlock', name: '阳台门通通锁', lockMac: 'C0:E0:00:00:00:00', ttlockData: ttlockData(protocolVersion) });
const answers = (lock = ttlock()) => ({ '/smart-device/v2/lock/detail': () => okAnswer(lock), '/logs': () => okAnswer({ list: [], total: 0, pageNum: 1 }) });

describe('ttdevice/device_lock', () => {
  afterEach(() => setSimulatedBluetooth(null));

  it("opens a TTLock by Bluetooth at the MAC its ttlockData names, and links the TTLock group's own forms", async () => {
    const lock = simulatedLockInRange(TTLOCK_MAC);
    const page = await openScreen(TtDeviceLockPage, {
      answers: { ...answers(), '/TT1001/getOpenCmd': lockCommandAnswer('open', [0x65, 0, 0, 1], TTLOCK_MAC), '/submitCmdResponse': () => okAnswer({}) },
    });
    expect(page.text()).toContain('通通锁');
    await page.tap('lock-bluetooth-open');
    await until(() => page.text().includes('门已打开'));
    expect(lock.opened).toBe(1);
    // The TTLock group reads the v2 detail (it carries ttlockData), never the v1 one.
    expect(page.sent('/smart-device/v2/lock/detail')[0]?.url).toContain('lockId=TT1001');
    expect(page.sent('/smart-device/lock/detail')).toHaveLength(0);
    await page.tap('lock-temp-password');
    expect(page.currentPage()).toBe('/pages/ttdevice/tempPwd/index?lockId=TT1001');
    await page.tap('lock-sync-time');
    expect(page.currentPage()).toBe('/pages/ttdevice/syncTime/index?lockId=TT1001');
    await page.tap('lock-auths');
    expect(page.currentPage()).toBe('/pages/device/auth_list/index?lockId=TT1001');
    page.unmount();
  });

  it('keeps remote open but offers no Bluetooth for a TTLock too old for the app, and says so', async () => {
    const page = await openScreen(TtDeviceLockPage, { answers: answers(ttlock(2)) });
    expect(page.byTestId('lock-remote-open')).toBeDefined();
    expect(page.byTestId('lock-bluetooth-open')).toBeUndefined();
    expect(page.byTestId('lock-edit-password')).toBeUndefined();
    expect(page.byTestId('lock-ttlock-unsupported')?.children.join('')).toBe('该通通锁暂不支持在本应用中蓝牙操作，请使用远程开门或联系管家');
    page.unmount();
  });

  it("hands a lock of the operator's own models to its own page", async () => {
    const page = await openScreen(TtDeviceLockPage, { answers: answers(lockDetailOf({ id: 'TT1001' })) });
    await until(() => page.currentPage() === '/pages/device/device_lock/index?lockId=TT1001');
    page.unmount();
  });
});
