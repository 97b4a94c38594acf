import { TransportError } from '@aster/core-api';
import { businessErrorAnswer, okAnswer } from '@aster/core-api/testing';
import { openScreen } from '@screens/testing/openScreen';
import { setSimulatedBluetooth } from '@screens/features/device/bluetooth';
import { lockCommandAnswer, lockDetailOf, simulatedLockInRange, until } from '@screens/features/device/testing';
import DeviceLockPage from './DeviceLockPage';

let query: Record<string, string> = { lockId: 'LK1001' };
jest.mock('remax', () => ({ useQuery: () => query }));
jest.mock('remax/one', () => ({ View: 'view', Text: 'text', Image: 'image', Input: 'input', Button: 'button' }));
jest.mock('@screens/ui/PrivacySheet', () => ({ PrivacySheet: () => null }));

const detail = (lock = lockDetailOf()) => ({ '/smart-device/lock/detail': () => okAnswer(lock), '/logs': () => okAnswer({ list: [], total: 0, pageNum: 1 }) });

describe('device_lock', () => {
  afterEach(() => {
    setSimulatedBluetooth(null);
    query = { lockId: 'LK1001' };
  });

  it('opens the door remotely and says how it went: opened, gateway offline, refused', async () => {
    const outcomes = [
      { result: 'opened', message: '门已打开' },
      { result: 'offline', message: '门锁网关离线，请稍后再试或在门锁旁使用蓝牙开门' },
      { result: 'refused', message: '门锁拒绝开门，请联系管家' },
    ];
    const page = await openScreen(DeviceLockPage, { answers: { ...detail(), '/remote-open': () => okAnswer(outcomes.shift()) } });
    expect(page.byTestId('lock-status')?.children).toEqual(['房间门锁 · 网关在线']);
    await page.tap('lock-remote-open');
    expect(page.byTestId('lock-remote-outcome')?.children.join('')).toBe('远程开门：门已打开');
    await page.tap('lock-remote-open');
    expect(page.text()).toContain('门锁网关离线，请稍后再试或在门锁旁使用蓝牙开门');
    await page.tap('lock-remote-open');
    expect(page.text()).toContain('门锁拒绝开门，请联系管家');
    expect(page.sent('/LK1001/remote-open')).toHaveLength(3);
    page.unmount();
  });

  it('says when no answer came back within the 60 s a remote open may take, and keeps the page usable', async () => {
    const page = await openScreen(DeviceLockPage, { answers: detail() });
    const answer = page.transport.reply;
    page.transport.reply = (request) => (request.url.includes('/remote-open') ? Promise.reject(new TransportError('timeout', 'no answer within 60000 ms')) : answer(request));
    await page.tap('lock-remote-open');
    expect(page.byTestId('lock-remote-outcome')?.children.join('')).toBe('远程开门：开门请求超时，请确认门锁状态后重试');
    expect(page.sent('/remote-open')[0]?.timeoutMs).toBe(60_000);
    expect(page.byTestId('lock-remote-open')?.props['aria-disabled']).toBe(false);
    page.unmount();
  });

  it('opens the door by Bluetooth through the relay: the server builds the command, the lock opens, its answer goes back', async () => {
    const lock = simulatedLockInRange();
    const page = await openScreen(DeviceLockPage, {
      answers: { ...detail(), '/LK1001/getOpenCmd': lockCommandAnswer('open', [0x65, 0x00, 0x00, 0x00]), '/submitCmdResponse': () => okAnswer({}) },
    });
    await page.tap('lock-bluetooth-open');
    expect(page.byTestId('lock-bluetooth-status')?.children.join('')).toMatch(/正在|等待/);
    await until(() => page.text().includes('门已打开'));
    expect(lock.opened).toBe(1);
    const answer = JSON.parse(String(page.sent('/LK1001/submitCmdResponse')[0]?.data)) as { command: string; hex: string };
    expect(answer.command).toBe('open');
    expect(answer.hex.startsWith('85')).toBe(true);
    page.unmount();
  });

  it("fetches the lock's own records over Bluetooth page by page and shows the log again", async () => {
    const lock = simulatedLockInRange();
    lock.logs = [1_790_000_000, 1_790_000_600];
    let logReads = 0;
    const page = await openScreen(DeviceLockPage, {
      answers: {
        '/smart-device/lock/detail': () => okAnswer(lockDetailOf()),
        '/logs': () => okAnswer({ list: [], total: logReads++, pageNum: 1 }),
        '/getUploadLogCmd': lockCommandAnswer('uploadLog', [0, 0]),
        '/submitCmdResponse': () => okAnswer({}),
      },
    });
    await page.tap('lock-log-fetch');
    await until(() => page.text().includes('已从门锁同步开门记录'));
    const answer = JSON.parse(page.sent('/LK1001/submitCmdResponse')[0]?.data ?? '{}') as { command: string; hex: string };
    expect(answer.command).toBe('upload-log');
    // Page 0, no more pages, 2 records of 4 bytes each.
    expect(answer.hex.slice(0, 12)).toBe('820000000002');
    await until(() => page.sent('/logs').length >= 2);
    page.unmount();
  });

  it("says where Bluetooth is missing, and shows the server's reason when it refuses the command", async () => {
    const none = await openScreen(DeviceLockPage, { answers: detail() });
    await none.tap('lock-bluetooth-open');
    expect(none.byTestId('lock-bluetooth-status')?.children.join('')).toBe('蓝牙开门：当前浏览器不支持蓝牙，请在微信或支付宝小程序中使用');
    none.unmount();

    simulatedLockInRange();
    const refused = await openScreen(DeviceLockPage, { answers: { ...detail(), '/getOpenCmd': () => businessErrorAnswer('LOCK_NOT_FOUND', '门锁不存在或您暂无权限使用') } });
    await refused.tap('lock-bluetooth-open');
    await until(() => refused.text().includes('门锁不存在或您暂无权限使用'));
    refused.unmount();
  });

  it("hands a TTLock over to the TTLock group's pages, or says it cannot be used here", async () => {
    const page = await openScreen(DeviceLockPage, { answers: detail(lockDetailOf({ model: 'ttlock', ttlockData: '{}' })) });
    const built = page.currentPage() === '/pages/ttdevice/device_lock/index?lockId=LK1001';
    expect(built || page.text().includes('该门锁暂不支持在本应用中操作，请联系管家')).toBe(true);
    expect(page.byTestId('lock-bluetooth-open')).toBeUndefined();
    page.unmount();
  });

  it("without a lock in its link opens the tenant's room lock, or says there is none", async () => {
    query = {};
    const page = await openScreen(DeviceLockPage, {
      answers: { '/intelligent/locks': () => okAnswer([lockDetailOf({ id: 'LD1001', model: 'lock2' }), lockDetailOf()]), '/logs': () => okAnswer({ list: [{ id: '1', time: '2026-11-21T09:00:00+08:00', text: '远程开门' }], total: 1, pageNum: 1 }) },
    });
    expect(page.byTestId('lock-status')?.children).toEqual(['房间门锁 · 网关在线']);
    expect(page.text()).toContain('远程开门2026-11-21 09:00');
    page.unmount();
    const none = await openScreen(DeviceLockPage, { answers: { '/intelligent/locks': () => okAnswer([]) } });
    expect(none.text()).toContain('暂无可用的门锁');
    none.unmount();
  });
});
