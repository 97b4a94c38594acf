import { okAnswer } from '@aster/core-api/testing';
import { setFakeNfc } from '@screens/platform/nfc';
import { openScreen } from '@screens/testing/openScreen';
import { setSimulatedBluetooth } from '@screens/features/device/bluetooth';
import { lockCommandAnswer, lockDetailOf, simulatedLockInRange, until } from '@screens/features/device/testing';
import DeviceNfcPage from './DeviceNfcPage';

jest.mock('remax', () => ({ useQuery: () => ({ lockId: 'LK1001' }) }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Button: 'button' }));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

const KEY_ID = '305419896';
const body = (sent: { data?: unknown } | undefined) => JSON.parse(String(sent?.data)) as Record<string, unknown>;

describe('device_nfc', () => {
  afterEach(() => {
    setSimulatedBluetooth(null);
    setFakeNfc({ availability: 'none', keyId: null });
  });

  it('says plainly when the phone has no NFC or has it switched off, and logs it; nothing is written', async () => {
    const page = await openScreen(DeviceNfcPage, { answers: { '/smart-device/lock/detail': () => okAnswer(lockDetailOf()), '/user-auth-list': () => okAnswer([]) } });
    await page.tap('nfc-read');
    expect(page.byTestId('nfc-read-failed')?.children.join('')).toBe('您的手机或浏览器不支持NFC，请使用蓝牙开门或远程开门');
    expect(body(page.sent('/save-nfc-log')[0])).toEqual({ lockId: 'LK1001', event: 'no-nfc' });
    setFakeNfc({ availability: 'off', keyId: null });
    await page.tap('nfc-read');
    expect(page.byTestId('nfc-read-failed')?.children.join('')).toBe('手机NFC未开启，请在系统设置中打开NFC后重试');
    expect(page.byTestId('nfc-write')?.props['aria-disabled']).toBe(true);
    expect(page.sent('/nfc-active-cmd')).toHaveLength(0);
    page.unmount();
  });

  it('reads the key on the phone, writes it to the lock over Bluetooth, then reports it (nfc-open-report, save-nfc-log)', async () => {
    setFakeNfc({ availability: 'ready', keyId: KEY_ID });
    const lock = simulatedLockInRange();
    const page = await openScreen(DeviceNfcPage, {
      answers: {
        '/smart-device/lock/detail': () => okAnswer(lockDetailOf()),
        '/user-auth-list': () => okAnswer([]),
        '/nfc-active-cmd': lockCommandAnswer('nfc', [0x12, 0x34, 0x56, 0x78]),
        '/nfc-open-report': () => okAnswer({}),
      },
    });
    await page.tap('nfc-read');
    expect(page.text()).toContain('已读取手机NFC');
    await page.tap('nfc-write');
    await until(() => page.text().includes('NFC开门已开通：开门时将手机背面贴近门锁感应区即可'));
    expect([...lock.nfcCards]).toEqual([305419896]);
    expect(body(page.sent('/nfc-active-cmd')[0])).toEqual({ lockId: 'LK1001', nfcId: KEY_ID });
    expect(body(page.sent('/nfc-open-report')[0])).toMatchObject({ lockId: 'LK1001', nfcId: KEY_ID, hex: expect.stringMatching(/^84/) });
    expect(body(page.sent('/save-nfc-log')[0])).toEqual({ lockId: 'LK1001', nfcId: KEY_ID, event: 'activated' });
    page.unmount();
  });

  it('reports a failed activation (the lock out of reach) with report-nfc-active-fail', async () => {
    setFakeNfc({ availability: 'ready', keyId: KEY_ID });
    // Another lock is picked: the scan for this one gives up (10 s of the radio's time, fast-forwarded).
    simulatedLockInRange('C0:DE:00:00:00:99', { fastForward: 20 });
    const page = await openScreen(DeviceNfcPage, {
      answers: { '/smart-device/lock/detail': () => okAnswer(lockDetailOf()), '/user-auth-list': () => okAnswer([]), '/nfc-active-cmd': lockCommandAnswer('nfc', [0x12, 0x34, 0x56, 0x78]) },
    });
    await page.tap('nfc-read');
    await page.tap('nfc-write');
    await until(() => page.sent('/report-nfc-active-fail').length === 1);
    expect(body(page.sent('/report-nfc-active-fail')[0])).toMatchObject({ lockId: 'LK1001', nfcId: KEY_ID, kind: expect.any(String) });
    expect(page.byTestId('nfc-write-status')?.props.className).toContain('dv-outcome--bad');
    page.unmount();
  });
});
