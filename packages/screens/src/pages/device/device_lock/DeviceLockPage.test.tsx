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

  it("when the server refuses the lock's answer, asks parsing what the lock said and tells the tenant (the door may have opened)", async () => {
    const lock = simulatedLockInRange();
    const page = await openScreen(DeviceLockPage, {
      answers: {
        ...detail(),
        '/LK1001/getOpenCmd': lockCommandAnswer('open', [0x65, 0x00, 0x00, 0x00]),
        '/submitCmdResponse': () => businessErrorAnswer('LOCK_COMMAND_EXPIRED', '指令已失效，请重新操作'),
        '/intelligent/locks/parsing': () => okAnswer({ text: '开门成功：2023-11-15T06:13:20+08:00' }),
      },
    });
    await page.tap('lock-bluetooth-open');
    await until(() => page.text().includes('设备应答'));
    expect(page.byTestId('lock-bluetooth-status')?.children.join('')).toBe('蓝牙开门：指令已失效，请重新操作（设备应答：开门成功：2023-11-15T06:13:20+08:00）');
    expect(lock.opened).toBe(1);
    const asked = JSON.parse(String(page.sent('/intelligent/locks/parsing')[0]?.data)) as { lockId: string; command: string; hex: string };
    expect(asked).toMatchObject({ lockId: 'LK1001', command: 'open' });
    expect(asked.hex).toBe((JSON.parse(String(page.sent('/submitCmdResponse')[0]?.data)) as { hex: string }).hex);
    page.unmount();
  });

  it('keeps the refusal as it was when parsing cannot tell, and never parses an accepted answer', async () => {
    simulatedLockInRange();
    const refused = await openScreen(DeviceLockPage, {
      answers: {
        ...detail(),
        '/LK1001/getOpenCmd': lockCommandAnswer('open', [0x65, 0x00, 0x00, 0x00]),
        '/submitCmdResponse': () => businessErrorAnswer('LOCK_ANSWER_INVALID', '门锁应答无效，请重试'),
        '/intelligent/locks/parsing': () => businessErrorAnswer('SYSTEM_ERROR', '系统繁忙'),
      },
    });
    await refused.tap('lock-bluetooth-open');
    await until(() => refused.text().includes('门锁应答无效，请重试'));
    expect(refused.byTestId('lock-bluetooth-status')?.children.join('')).toBe('蓝牙开门：门锁应答无效，请重试');
    refused.unmount();

    simulatedLockInRange();
    const accepted = await openScreen(DeviceLockPage, {
      answers: { ...detail(), '/LK1001/getOpenCmd': lockCommandAnswer('open', [0x65, 0x00, 0x00, 0x00]), '/submitCmdResponse': () => okAnswer({}) },
    });
    await accepted.tap('lock-bluetooth-open');
    await until(() => accepted.text().includes('门已打开'));
    expect(accepted.sent('/parsing')).toHaveLength(0);
    accepted.unmount();
  });

  it("shows the tenant's lock account in the server's counts, and leaves it out when it cannot be read", async () => {
    const account = { holderName: '张*', holderPhone: '138****8000', lockCount: 2, keys: [{ authType: 1, count: 2 }, { authType: 90, count: 1 }], sharedOut: 1, sharedWithMe: 0, tempPasswordsActive: 3 };
    const page = await openScreen(DeviceLockPage, { answers: { ...detail(), '/getLockAccountInfo': () => okAnswer(account) } });
    const text = page.text();
    expect(text).toContain('我的门锁账户');
    expect(text).toContain('张* 138****8000');
    expect(text).toContain('可开门锁2把');
    expect(text).toContain('我的钥匙密码2把、NFC1把');
    expect(text).toContain('分享给家人1把钥匙');
    expect(text).not.toContain('家人分享给我');
    expect(text).toContain('有效临时密码3个');
    page.unmount();
    const failed = await openScreen(DeviceLockPage, { answers: { ...detail(), '/getLockAccountInfo': () => businessErrorAnswer('SYSTEM_ERROR', '系统繁忙') } });
    expect(failed.text()).not.toContain('我的门锁账户');
    expect(failed.byTestId('lock-status')?.children).toEqual(['房间门锁 · 网关在线']);
    failed.unmount();
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
