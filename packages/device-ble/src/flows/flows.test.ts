import { BleError } from '../errors';
import { settle } from '../testing/fakeClock';
import {
  createSimWorld,
  SIM_LOCK_ID,
  SIM_LOCK_MAC,
  SIM_METER_ID,
  SIM_METER_MAC,
  SIM_STRANGER_MAC,
  type SimWorld,
} from '../testing/harness';
import { SIM_OP } from '../testing/simProtocol';
import { type BlePlatform } from '../transport';
import { type DeviceServerPort, parseDeviceCommand, parseSubmitResult, parseTodoTask } from './port';
import { MAX_RELAY_STEPS } from './relay';
import { lockNfc, lockOpen, lockSetTime, lockUpdatePassword, lockUploadLog } from './lock';
import {
  finishPendingMeterTask,
  meterReading,
  meterRecharge,
  meterResetBalance,
  meterSwitchOn,
  meterZeroBalance,
  waterProcessor,
} from './meter';

const PLATFORMS: BlePlatform[] = ['wechat', 'ali', 'web'];

const stages = (world: SimWorld): string[] => world.progress.map((e) => e.stage);

const expectClean = (world: SimWorld): void => {
  expect(world.radio.openConnections).toBe(0);
  expect(world.radio.stats.overlappingWrites).toBe(0);
  expect(world.central?.adapterOpen ?? false).toBe(false);
  expect(world.central?.discovering ?? false).toBe(false);
};

describe.each(PLATFORMS)('every flow on %s', (platform) => {
  let world: SimWorld;
  beforeEach(() => {
    world = createSimWorld({ platform, central: { os: 'ios', maxMtu: 23 } });
  });
  afterEach(() => expectClean(world));

  it('lock set time: writes the server time to the lock and reports it', async () => {
    const result = await settle(world.clock, lockSetTime(world.context(SIM_LOCK_MAC), { lockId: SIM_LOCK_ID }));
    expect(world.lock.timeSeconds).toBe(1_700_000_000);
    expect(result.answers).toHaveLength(1);
    expect(world.server.accepted.map((a) => a.kind)).toEqual(['lock-set-time']);
    expect(stages(world)).toEqual(['scanning', 'connecting', 'sending', 'waiting-for-device', 'reporting', 'done']);
  });

  it('lock open: the server signs the open command, the lock opens once and logs it', async () => {
    const result = await settle(world.clock, lockOpen(world.context(SIM_LOCK_MAC), { lockId: SIM_LOCK_ID }));
    expect(world.lock.opened).toBe(1);
    expect(world.lock.logs).toEqual([1_700_000_000]);
    expect(result.answers).toHaveLength(1);
    expect(world.server.accepted.map((a) => a.kind)).toEqual(['lock-open']);
  });

  it('lock upload log: follows the server through every page of the log', async () => {
    world.lock.logs = Array.from({ length: 10 }, (_, i) => 1_600_000_000 + i);
    const result = await settle(world.clock, lockUploadLog(world.context(SIM_LOCK_MAC), { lockId: SIM_LOCK_ID }));
    expect(result.answers).toHaveLength(3);
    expect(world.server.lockLogs).toEqual(world.lock.logs);
    expect(world.radio.stats.connectionsOpened).toBe(1);
  });

  it('lock update password: a frame longer than 20 bytes is written in chunks', async () => {
    await settle(
      world.clock,
      lockUpdatePassword(world.context(SIM_LOCK_MAC), { lockId: SIM_LOCK_ID, lockAuthId: '7', password: '135790' }),
    );
    expect(world.lock.passwords.get(7)).toBe('135790');
    // 6-byte envelope + 21-byte command = 27 bytes: two writes of at most 20.
    expect(world.radio.stats.writes).toBe(2);
    if (world.central) expect(world.central.maxWrite).toBe(20);
  });

  it('lock NFC: activates the card on the lock', async () => {
    await settle(world.clock, lockNfc(world.context(SIM_LOCK_MAC), { lockId: SIM_LOCK_ID, nfcId: '4242' }));
    expect(world.lock.nfcCards.has(4242)).toBe(true);
  });

  it('meter reading, switch on, reset and zero balance', async () => {
    const ctx = world.context(SIM_METER_MAC);
    const params = { meterId: SIM_METER_ID };
    const reading = await settle(world.clock, meterReading(ctx, params));
    expect(reading.answers[0]?.hex.slice(0, 2)).toBe((SIM_OP.reading | 0x80).toString(16));
    await settle(world.clock, meterSwitchOn(ctx, params));
    expect(world.meter.switchOn).toBe(true);
    world.meter.balanceFen = 500;
    await settle(world.clock, meterResetBalance(ctx, params));
    expect(world.meter.balanceFen).toBe(0);
    world.meter.balanceFen = 300;
    await settle(world.clock, meterZeroBalance(ctx, params));
    expect(world.meter.balanceFen).toBe(0);
    expect(world.server.refundedFen(SIM_METER_ID)).toBe(300);
    expect(world.server.accepted.map((a) => a.kind)).toEqual([
      'meter-reading',
      'meter-switch-on',
      'meter-reset-balance',
      'meter-zero-balance',
    ]);
  });

  it('meter recharge: creates the todo task first, applies once, confirms and completes it', async () => {
    await settle(world.clock, meterRecharge(world.context(SIM_METER_MAC), { meterId: SIM_METER_ID, amount: 50.5 }));
    expect(world.meter.balanceFen).toBe(5050);
    expect(world.server.confirmedFen(SIM_METER_ID)).toBe(5050);
    expect(world.server.pendingTasks).toEqual([]);
    expect(world.server.calls).toEqual([
      'getPendingTodoTask',
      'getCommand',
      'createTodoTask',
      'submitResponse',
      'completeTodoTask',
    ]);
  });

  it('water processor: writes the allowance once, and a second run of the same allowance adds nothing', async () => {
    const todoTaskId = world.server.grantWater(SIM_METER_ID, 500);
    const result = await settle(world.clock, waterProcessor(world.context(SIM_METER_MAC), { meterId: SIM_METER_ID, todoTaskId }));
    expect(world.meter.waterLitres).toBe(500);
    expect(world.server.creditedWater(SIM_METER_ID)).toBe(500);
    // answer: [0xa0][0 ok][u32 write id][u32 credit][u8 applied now]
    expect(result.answers[0]?.hex.slice(-10)).toBe('000001f401');
    const again = await settle(world.clock, waterProcessor(world.context(SIM_METER_MAC), { meterId: SIM_METER_ID, todoTaskId }));
    expect(again.answers[0]?.hex.slice(-10)).toBe('000001f400');
    expect(world.meter.waterLitres).toBe(500);
    expect(world.server.creditedWater(SIM_METER_ID)).toBe(500);
  });

  it('water processor: the app killed between the write and the report; the next visit finishes it without adding twice', async () => {
    const todoTaskId = world.server.grantWater(SIM_METER_ID, 300);
    world.server.dieAt('submitResponse', 'before');
    await expect(settle(world.clock, waterProcessor(world.context(SIM_METER_MAC), { meterId: SIM_METER_ID, todoTaskId }))).rejects.toMatchObject({
      kind: 'command-rejected',
    });
    expect(world.meter.waterLitres).toBe(300);
    expect(world.server.creditedWater(SIM_METER_ID)).toBe(0);
    await settle(world.clock, waterProcessor(world.context(SIM_METER_MAC), { meterId: SIM_METER_ID, todoTaskId }));
    expect(world.meter.waterLitres).toBe(300);
    expect(world.server.creditedWater(SIM_METER_ID)).toBe(300);
    expect(world.meter.waterWrites.size).toBe(1);
  });

  it("water processor: another meter's allowance is refused before the radio wakes", async () => {
    const todoTaskId = world.server.grantWater('another-meter', 100);
    await expect(settle(world.clock, waterProcessor(world.context(SIM_METER_MAC), { meterId: SIM_METER_ID, todoTaskId }))).rejects.toMatchObject({
      kind: 'command-rejected',
      serverMessage: '待办任务不存在',
    });
    expect(world.radio.stats.connectionsOpened).toBe(0);
    expect(world.meter.waterLitres).toBe(0);
  });

  it('finishing pending tasks with none pending does not wake the radio', async () => {
    const result = await settle(world.clock, finishPendingMeterTask(world.context(SIM_METER_MAC), { meterId: SIM_METER_ID }));
    expect(result).toEqual({ answers: [] });
    expect(world.radio.stats.connectionsOpened).toBe(0);
  });

  it('a command the server refuses to build fails as command-rejected without touching the radio', async () => {
    const failure = settle(
      world.clock,
      lockUpdatePassword(world.context(SIM_LOCK_MAC), { lockId: SIM_LOCK_ID, lockAuthId: '7', password: '12ab' }),
    );
    await expect(failure).rejects.toMatchObject({ kind: 'command-rejected', serverMessage: '密码必须为6位数字' });
    expect(world.radio.stats.connectionsOpened).toBe(0);
    expect(stages(world)).toEqual(['failed']);
  });

  it('the device not nearby: device-not-found after the scan time limit, scan stopped', async () => {
    world.lock.inRange = false;
    const ctx = world.context(SIM_LOCK_MAC, { timeouts: { scanMs: 3_000 } });
    const started = world.clock.now();
    const failure = settle(world.clock, lockSetTime(ctx, { lockId: SIM_LOCK_ID }));
    await expect(failure).rejects.toBeInstanceOf(BleError);
    await expect(failure).rejects.toMatchObject({ kind: 'device-not-found', message: '附近未找到设备，请靠近设备后重试' });
    if (platform !== 'web') expect(world.clock.now() - started).toBeGreaterThanOrEqual(3_000);
  });
});

describe('relay state machine (locks and the other meter flows)', () => {
  let world: SimWorld;
  beforeEach(() => {
    world = createSimWorld({ platform: 'wechat' });
  });
  afterEach(() => expectClean(world));

  it('L3: the server cannot build the command: failed, radio untouched', async () => {
    world.server.dieAt('getCommand');
    await expect(settle(world.clock, lockSetTime(world.context(SIM_LOCK_MAC), { lockId: 'lock-unknown' }))).rejects.toMatchObject({
      kind: 'command-rejected',
    });
    expect(world.radio.stats.connectionsOpened).toBe(0);
  });

  it('L5: the radio fails: failed, and NFC reports the failure to the server', async () => {
    world.lock.inRange = false;
    await expect(
      settle(world.clock, lockNfc(world.context(SIM_LOCK_MAC, { timeouts: { scanMs: 1_000 } }), { lockId: SIM_LOCK_ID, nfcId: '9' })),
    ).rejects.toMatchObject({ kind: 'device-not-found' });
    expect(world.server.failures).toEqual([{ kind: 'lock-nfc', failure: 'device-not-found' }]);
  });

  it('L5: a meter flow the radio fails is reported to the device event log; a refusal of the server is not', async () => {
    world.meter.inRange = false;
    await expect(
      settle(world.clock, meterResetBalance(world.context(SIM_METER_MAC, { timeouts: { scanMs: 1_000 } }), { meterId: SIM_METER_ID })),
    ).rejects.toMatchObject({ kind: 'device-not-found' });
    expect(world.server.failures).toEqual([{ kind: 'meter-reset-balance', failure: 'device-not-found' }]);
    world.meter.inRange = true;
    // no money waits: the server refuses the recharge's amount, the radio is never woken and nothing is reported
    await expect(settle(world.clock, meterRecharge(world.context(SIM_METER_MAC), { meterId: 'nobody', amount: 1 }))).rejects.toMatchObject({
      kind: 'command-rejected',
    });
    expect(world.server.failures).toHaveLength(1);
  });

  it('L5: a lost answer on every attempt ends in timeout after the bounded retries', async () => {
    world.radio.injectFault('drop-chunk', 3);
    await expect(settle(world.clock, lockSetTime(world.context(SIM_LOCK_MAC), { lockId: SIM_LOCK_ID }))).rejects.toMatchObject({
      kind: 'timeout',
      message: '设备响应超时，请靠近设备后重试',
    });
    expect(world.radio.stats.connectionsOpened).toBe(3);
  });

  it('L8: a nonsense answer in a valid envelope is refused by the server, not retried', async () => {
    const server = world.server;
    const port: DeviceServerPort = {
      getCommand: server.getCommand.bind(server),
      submitResponse: (kind, params) => server.submitResponse(kind, params, { hex: '0102' }),
      getPendingTodoTask: server.getPendingTodoTask.bind(server),
      createTodoTask: server.createTodoTask.bind(server),
      completeTodoTask: server.completeTodoTask.bind(server),
    };
    await expect(
      settle(world.clock, lockSetTime({ ...world.context(SIM_LOCK_MAC), server: port }, { lockId: SIM_LOCK_ID })),
    ).rejects.toMatchObject({ kind: 'command-rejected', serverMessage: '设备应答无效' });
    expect(world.radio.stats.connectionsOpened).toBe(1);
  });

  it("L8: a refused answer carries what the device said (describeAnswer: the lock's parsing); the door did open", async () => {
    const server = world.server;
    const described: { kind: string; hex: string }[] = [];
    const port: DeviceServerPort = {
      getCommand: server.getCommand.bind(server),
      submitResponse: () => Promise.reject(new Error('指令已失效，请重新操作')),
      describeAnswer: (kind, _params, answer) => {
        described.push({ kind, hex: answer.hex });
        return Promise.resolve(`开门成功：${'很'.repeat(300)}`);
      },
      getPendingTodoTask: server.getPendingTodoTask.bind(server),
      createTodoTask: server.createTodoTask.bind(server),
      completeTodoTask: server.completeTodoTask.bind(server),
    };
    const failure = await settle(world.clock, lockOpen({ ...world.context(SIM_LOCK_MAC), server: port }, { lockId: SIM_LOCK_ID })).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(BleError);
    expect(failure).toMatchObject({ kind: 'command-rejected', serverMessage: '指令已失效，请重新操作' });
    expect((failure as BleError).deviceSaid?.startsWith('开门成功：')).toBe(true);
    expect((failure as BleError).deviceSaid).toHaveLength(200);
    expect(world.lock.opened).toBe(1);
    expect(described).toEqual([{ kind: 'lock-open', hex: expect.stringMatching(/^85/) }]);
  });

  it('L8: a description that fails or says nothing leaves the refusal as it was', async () => {
    const server = world.server;
    const refusing = (describeAnswer: DeviceServerPort['describeAnswer']): DeviceServerPort => ({
      getCommand: server.getCommand.bind(server),
      submitResponse: () => Promise.reject(new Error('门锁应答无效，请重试')),
      ...(describeAnswer === undefined ? {} : { describeAnswer }),
      getPendingTodoTask: server.getPendingTodoTask.bind(server),
      createTodoTask: server.createTodoTask.bind(server),
      completeTodoTask: server.completeTodoTask.bind(server),
    });
    for (const describe of [() => Promise.reject(new Error('down')), () => Promise.resolve('  '), undefined]) {
      const failure = await settle(world.clock, lockSetTime({ ...world.context(SIM_LOCK_MAC), server: refusing(describe) }, { lockId: SIM_LOCK_ID })).catch((error: unknown) => error);
      expect(failure).toMatchObject({ kind: 'command-rejected', serverMessage: '门锁应答无效，请重试', deviceSaid: undefined });
    }
  });

  it('L7 L9: a server that keeps asking for more is stopped after MAX_RELAY_STEPS exchanges', async () => {
    const server = world.server;
    const endless: DeviceServerPort = {
      getCommand: server.getCommand.bind(server),
      submitResponse: async () => ({ next: await server.getCommand('lock-set-time', { lockId: SIM_LOCK_ID }) }),
      getPendingTodoTask: server.getPendingTodoTask.bind(server),
      createTodoTask: server.createTodoTask.bind(server),
      completeTodoTask: server.completeTodoTask.bind(server),
    };
    await expect(
      settle(world.clock, lockSetTime({ ...world.context(SIM_LOCK_MAC), server: endless }, { lockId: SIM_LOCK_ID })),
    ).rejects.toMatchObject({ kind: 'command-rejected' });
    expect(world.progress.filter((e) => e.stage === 'sending')).toHaveLength(MAX_RELAY_STEPS);
  });

  it('L7: a `next` that is not hex is refused', async () => {
    const server = world.server;
    const broken: DeviceServerPort = {
      getCommand: server.getCommand.bind(server),
      submitResponse: async () => ({ next: { hex: 'xyz' } }),
      getPendingTodoTask: server.getPendingTodoTask.bind(server),
      createTodoTask: server.createTodoTask.bind(server),
      completeTodoTask: server.completeTodoTask.bind(server),
    };
    await expect(
      settle(world.clock, lockSetTime({ ...world.context(SIM_LOCK_MAC), server: broken }, { lockId: SIM_LOCK_ID })),
    ).rejects.toMatchObject({ kind: 'command-rejected' });
  });

  it('a command meant for another lock is refused by the lock and then by the server', async () => {
    world.server.register('lock-2', SIM_STRANGER_MAC);
    await expect(settle(world.clock, lockSetTime(world.context(SIM_LOCK_MAC), { lockId: 'lock-2' }))).rejects.toMatchObject({
      kind: 'command-rejected',
      serverMessage: '设备执行失败',
    });
    expect(world.lock.timeSeconds).toBe(0);
  });
});

describe('port boundary checks', () => {
  it('accepts only hex commands, plain results and well-formed tasks', () => {
    expect(parseDeviceCommand({ hex: '0a0B' })).toEqual({ hex: '0a0B' });
    for (const bad of [null, {}, { hex: '' }, { hex: 'abc' }, { hex: 'zz' }, { hex: 'ab'.repeat(2000) }]) {
      expect(() => parseDeviceCommand(bad)).toThrow(BleError);
    }
    expect(parseSubmitResult(undefined)).toEqual({});
    expect(parseSubmitResult({ next: null })).toEqual({});
    expect(() => parseSubmitResult('yes')).toThrow(BleError);
    expect(parseTodoTask(null, 'm')).toBeNull();
    const task = { taskId: 't1', meterId: 'm', params: { meterId: 'm', amount: 5 }, command: { hex: '00' } };
    expect(parseTodoTask(task, 'm')).toEqual(task);
    expect(() => parseTodoTask({ ...task, taskId: '' }, 'm')).toThrow(BleError);
    expect(() => parseTodoTask({ ...task, params: { meterId: 'm', amount: -1 } }, 'm')).toThrow(BleError);
    expect(() => parseTodoTask(task, 'other')).toThrow(BleError);
  });
});
