// Every edge of the recharge state machine (README.md, table "Recharge"), plus the app dying at each step.

import { settle } from '../testing/fakeClock';
import { AppDiedError } from '../testing/fakeServer';
import { createSimWorld, SIM_METER_ID, SIM_METER_MAC, type SimWorld } from '../testing/harness';
import { type DeviceServerPort } from './port';
import { finishPendingMeterTask, meterReading, meterRecharge } from './meter';
import { type FlowContext } from './relay';

const recharge = (world: SimWorld, amount = 10, ctx: FlowContext = world.context(SIM_METER_MAC)) =>
  settle(world.clock, meterRecharge(ctx, { meterId: SIM_METER_ID, amount }));

const finishPending = (world: SimWorld) =>
  settle(world.clock, finishPendingMeterTask(world.context(SIM_METER_MAC), { meterId: SIM_METER_ID }));

/** The money invariant once every task is finished. */
const expectBooksBalance = (world: SimWorld, expectedFen: number): void => {
  expect(world.server.pendingTasks).toEqual([]);
  expect(world.meter.balanceFen).toBe(expectedFen);
  expect(world.server.confirmedFen(SIM_METER_ID)).toBe(expectedFen);
  for (const count of world.meter.applied.values()) expect(count).toBe(1);
  for (const r of world.server.taskedRecharges(SIM_METER_ID)) expect(r.confirmed).toBe(true);
  expect(world.radio.openConnections).toBe(0);
};

describe('recharge state machine', () => {
  let world: SimWorld;
  beforeEach(() => {
    world = createSimWorld({ platform: 'wechat' });
  });

  it('R1 R8 R10 R12 R15 R16: no pending task, then fetch, guard, write, report, complete', async () => {
    const result = await recharge(world, 12.34);
    expect(result.resumedTaskId).toBeUndefined();
    expectBooksBalance(world, 1234);
    expect(world.progress.map((e) => e.stage)).toContain('reporting');
    expect(world.progress.at(-1)?.stage).toBe('done');
  });

  it('R3: the pending-task lookup fails: nothing is sent', async () => {
    world.server.dieAt('getPendingTodoTask');
    await expect(recharge(world)).rejects.toMatchObject({ kind: 'command-rejected' });
    expect(world.radio.stats.connectionsOpened).toBe(0);
    expect(world.server.recharges.size).toBe(0);
  });

  it('R9: the server refuses the recharge command: no task, nothing written', async () => {
    world.server.dieAt('getCommand');
    await expect(recharge(world)).rejects.toMatchObject({ kind: 'command-rejected' });
    expect(world.server.calls).toEqual(['getPendingTodoTask', 'getCommand']);
    expect(world.radio.stats.writes).toBe(0);
  });

  it('R9: a command that is not hex is refused before the radio', async () => {
    const bad: DeviceServerPort = { ...bind(world), getCommand: async () => ({ hex: 'zz' }) };
    await expect(recharge(world, 10, { ...world.context(SIM_METER_MAC), server: bad })).rejects.toMatchObject({
      kind: 'command-rejected',
    });
    expect(world.radio.stats.writes).toBe(0);
  });

  it('R11: the todo task cannot be created: the recharge is never written', async () => {
    world.server.dieAt('createTodoTask');
    await expect(recharge(world)).rejects.toMatchObject({ kind: 'command-rejected' });
    expect(world.radio.stats.writes).toBe(0);
    expect(world.meter.balanceFen).toBe(0);
    expect(world.server.pendingTasks).toEqual([]);
  });

  it('R11: a task that does not carry the issued command is refused', async () => {
    const server = bind(world);
    const odd: DeviceServerPort = {
      ...server,
      createTodoTask: async (params, command) => ({ ...(await server.createTodoTask(params, command)), command: { hex: '00' } }),
    };
    await expect(recharge(world, 10, { ...world.context(SIM_METER_MAC), server: odd })).rejects.toMatchObject({
      kind: 'command-rejected',
    });
    expect(world.radio.stats.writes).toBe(0);
  });

  it('R13 then R2 R4 R6: the meter applied it and died; retries exhausted; the next visit finishes the task', async () => {
    world.radio.injectFault('die-after-recharge');
    world.radio.injectFault('refuse-connection', 2);
    await expect(recharge(world, 20)).rejects.toMatchObject({ kind: 'connection-lost' });
    expect(world.meter.balanceFen).toBe(2000);
    expect(world.server.pendingTasks).toHaveLength(1);
    expect(world.server.confirmedFen(SIM_METER_ID)).toBe(0);
    const result = await finishPending(world);
    expect(result.resumedTaskId).toBe('task-1');
    expect(world.progress.some((e) => e.resuming)).toBe(true);
    expectBooksBalance(world, 2000);
  });

  it('R13: the meter applied it and died, the queue reconnects and re-sends: applied once, confirmed', async () => {
    world.radio.injectFault('die-after-recharge');
    await recharge(world, 20);
    expectBooksBalance(world, 2000);
  });

  it('R14: the server refuses a nonsense answer; the task stays and finishes on the next visit', async () => {
    const server = bind(world);
    let first = true;
    const picky: DeviceServerPort = {
      ...server,
      submitResponse: (kind, params, answer) => {
        if (first) {
          first = false;
          return server.submitResponse(kind, params, { hex: 'ff00' });
        }
        return server.submitResponse(kind, params, answer);
      },
    };
    await expect(recharge(world, 5, { ...world.context(SIM_METER_MAC), server: picky })).rejects.toMatchObject({
      kind: 'command-rejected',
      serverMessage: '设备应答无效',
    });
    expect(world.server.pendingTasks).toHaveLength(1);
    await finishPending(world);
    expectBooksBalance(world, 500);
  });

  it.each(['before', 'after'] as const)(
    'R14/R15: the app dies %s the server hears the answer; the next visit completes the task once',
    async (when) => {
      world.server.dieAt('submitResponse', when);
      await expect(recharge(world, 7)).rejects.toMatchObject({ kind: 'command-rejected' });
      expect(world.meter.balanceFen).toBe(700);
      await finishPending(world);
      expectBooksBalance(world, 700);
    },
  );

  it.each(['before', 'after'] as const)('R17: the app dies %s completing the task; the next visit completes it', async (when) => {
    world.server.dieAt('completeTodoTask', when);
    await expect(recharge(world, 3)).rejects.toMatchObject({ kind: 'command-rejected' });
    const result = await finishPending(world);
    expect(result.resumedTaskId).toBe(when === 'before' ? 'task-1' : undefined);
    expectBooksBalance(world, 300);
  });

  it('R5: resuming fails on the radio: the task stays pending and nothing new is issued', async () => {
    world.server.dieAt('submitResponse');
    await expect(recharge(world, 4)).rejects.toMatchObject({ kind: 'command-rejected' });
    world.meter.inRange = false;
    await expect(recharge(world, 9)).rejects.toMatchObject({ kind: 'device-not-found' });
    expect(world.server.recharges.size).toBe(1);
    expect(world.server.pendingTasks).toHaveLength(1);
    world.meter.inRange = true;
    await finishPending(world);
    expectBooksBalance(world, 400);
  });

  it('R7: resuming dies while reporting: still pending, finished on the visit after', async () => {
    world.server.dieAt('completeTodoTask');
    await expect(recharge(world, 4)).rejects.toMatchObject({ kind: 'command-rejected' });
    world.server.dieAt('submitResponse');
    await expect(finishPending(world)).rejects.toMatchObject({ kind: 'command-rejected' });
    expect(world.server.pendingTasks).toHaveLength(1);
    await finishPending(world);
    expectBooksBalance(world, 400);
  });

  it('R2 R6 then R8: a new recharge first finishes the pending one, then applies itself', async () => {
    world.server.dieAt('submitResponse');
    await expect(recharge(world, 1)).rejects.toMatchObject({ kind: 'command-rejected' });
    const result = await recharge(world, 2);
    expect(result.resumedTaskId).toBe('task-1');
    expectBooksBalance(world, 300);
  });

  it('any meter flow finishes a pending recharge before its own command', async () => {
    world.server.dieAt('completeTodoTask');
    await expect(recharge(world, 6)).rejects.toMatchObject({ kind: 'command-rejected' });
    const result = await settle(world.clock, meterReading(world.context(SIM_METER_MAC), { meterId: SIM_METER_ID }));
    expect(result.resumedTaskId).toBe('task-1');
    expect(result.answers).toHaveLength(1);
    expectBooksBalance(world, 600);
  });

  it('a pending task for another meter, or a malformed one, is refused', async () => {
    const server = bind(world);
    const confused: DeviceServerPort = {
      ...server,
      getPendingTodoTask: async () => ({ taskId: 't', meterId: 'meter-9', params: { meterId: 'meter-9', amount: 1 }, command: { hex: '00' } }),
    };
    await expect(recharge(world, 1, { ...world.context(SIM_METER_MAC), server: confused })).rejects.toMatchObject({
      kind: 'command-rejected',
    });
    expect(world.radio.stats.writes).toBe(0);
  });

  it('the app-died errors never leak their internals to the tenant', async () => {
    world.server.dieAt('getCommand');
    const failure = await recharge(world).catch((e: unknown) => e);
    expect(failure).not.toBeInstanceOf(AppDiedError);
    expect(String((failure as Error).message)).toBe('服务器未接受本次操作，请稍后重试或联系管家');
  });
});

/** The fake server's methods bound, so a test can replace one of them. */
function bind(world: SimWorld): DeviceServerPort {
  const s = world.server;
  return {
    getCommand: s.getCommand.bind(s),
    submitResponse: s.submitResponse.bind(s),
    getPendingTodoTask: s.getPendingTodoTask.bind(s),
    createTodoTask: s.createTodoTask.bind(s),
    completeTodoTask: s.completeTodoTask.bind(s),
  };
}
