import type { Clock, PayOrderState, PayOrderStatus } from '@aster/core-domain';
import {
  ORDER_POLL_INTERVAL_MS,
  ORDER_POLL_LIMIT,
  createOrderPoller,
  initialPollState,
  pollReduce,
  resultView,
  type PollAnswer,
  type PollState,
} from './orderPolling';

const order = (status: PayOrderStatus): PayOrderState => ({
  orderNo: 'P1',
  amount: '500.00',
  status,
  subject: '房源定金',
  bizType: 'reservation',
  bizId: 'r1',
  paidAt: status === 'paid' ? '2026-11-21 10:00:00' : null,
});

/** A clock whose time moves only when the test says so. */
function manualClock() {
  let now = 0;
  let nextId = 1;
  const timers = new Map<number, { due: number; fn: () => void }>();
  const clock: Clock = {
    now: () => now,
    setTimeout: (fn, ms) => {
      const id = nextId++;
      timers.set(id, { due: now + ms, fn });
      return id;
    },
    clearTimeout: (handle) => {
      timers.delete(handle as number);
    },
  };
  const advance = async (ms: number) => {
    now += ms;
    for (const [id, timer] of [...timers.entries()].sort((a, b) => a[1].due - b[1].due)) {
      if (timer.due <= now) {
        timers.delete(id);
        timer.fn();
      }
    }
    // Lets the check's promise and the poller's follow-up run.
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  };
  return { clock, advance, pending: () => timers.size };
}

function pollerWith(answers: (call: number) => PollAnswer | Promise<PollAnswer>) {
  const { clock, advance, pending } = manualClock();
  const states: PollState[] = [];
  let calls = 0;
  const poller = createOrderPoller({
    clock,
    check: async () => answers(++calls),
    onChange: (state) => states.push(state),
  });
  return { poller, advance, pending, states, calls: () => calls, last: () => states[states.length - 1] ?? initialPollState };
}

describe('pollReduce and resultView', () => {
  it('stops on paid and closed, keeps asking while unpaid or paying, and gives up at the limit', () => {
    expect(pollReduce(initialPollState, { kind: 'order', order: order('paid') }).stopped).toBe(true);
    expect(pollReduce(initialPollState, { kind: 'order', order: order('closed') }).stopped).toBe(true);
    expect(pollReduce(initialPollState, { kind: 'order', order: order('unpaid') }).stopped).toBe(false);
    expect(pollReduce(initialPollState, { kind: 'order', order: order('paying') }).stopped).toBe(false);
    const nearLimit: PollState = { ...initialPollState, checks: ORDER_POLL_LIMIT - 1 };
    expect(pollReduce(nearLimit, { kind: 'order', order: order('paying') }).stopped).toBe(true);
    expect(pollReduce(nearLimit, { kind: 'unreachable' }).stopped).toBe(true);
    expect(pollReduce(initialPollState, { kind: 'refused', message: '订单不存在' })).toMatchObject({ stopped: true, refused: '订单不存在' });
  });

  it('never shows paid without the server saying so', () => {
    expect(resultView(initialPollState)).toEqual({ kind: 'checking' });
    expect(resultView({ ...initialPollState, stopped: true })).toEqual({ kind: 'stillConfirming' });
    expect(resultView(pollReduce(initialPollState, { kind: 'order', order: order('paying') })).kind).toBe('checking');
    expect(resultView(pollReduce(initialPollState, { kind: 'order', order: order('unpaid') })).kind).toBe('unpaid');
    expect(resultView(pollReduce(initialPollState, { kind: 'order', order: order('paid') })).kind).toBe('paid');
    expect(resultView(pollReduce(initialPollState, { kind: 'order', order: order('closed') })).kind).toBe('closed');
    expect(resultView(pollReduce(initialPollState, { kind: 'refused', message: 'x' }))).toEqual({ kind: 'notFound', message: 'x' });
  });

  it('keeps the last answer when the server goes quiet', () => {
    const unpaid = pollReduce(initialPollState, { kind: 'order', order: order('unpaid') });
    expect(resultView(pollReduce(unpaid, { kind: 'unreachable' })).kind).toBe('unpaid');
  });
});

describe('createOrderPoller', () => {
  it('asks at once, then every 1.5 s, and stops when the order is paid', async () => {
    const run = pollerWith((call) => ({ kind: 'order', order: order(call < 3 ? 'paying' : 'paid') }));
    run.poller.start();
    await run.advance(0);
    expect(run.calls()).toBe(1);
    await run.advance(ORDER_POLL_INTERVAL_MS - 1);
    expect(run.calls()).toBe(1);
    await run.advance(1);
    expect(run.calls()).toBe(2);
    await run.advance(ORDER_POLL_INTERVAL_MS);
    expect(run.calls()).toBe(3);
    expect(resultView(run.last()).kind).toBe('paid');
    await run.advance(ORDER_POLL_INTERVAL_MS * 5);
    expect(run.calls()).toBe(3);
    expect(run.pending()).toBe(0);
  });

  it('asks at most 10 times, then says it is still confirming; a refresh starts a fresh count', async () => {
    const run = pollerWith(() => ({ kind: 'order', order: order('paying') }));
    run.poller.start();
    for (let i = 0; i < 20; i += 1) await run.advance(ORDER_POLL_INTERVAL_MS);
    expect(run.calls()).toBe(ORDER_POLL_LIMIT);
    expect(resultView(run.last())).toEqual({ kind: 'stillConfirming' });
    run.poller.start();
    expect(resultView(run.last()).kind).toBe('checking');
    await run.advance(0);
    expect(run.calls()).toBe(ORDER_POLL_LIMIT + 1);
  });

  it('counts failed requests towards the limit and keeps asking after them', async () => {
    const run = pollerWith((call) => (call === 1 ? Promise.reject(new Error('offline')) : { kind: 'order', order: order('paid') }));
    run.poller.start();
    await run.advance(0);
    expect(run.last()).toMatchObject({ checks: 1, stopped: false });
    await run.advance(ORDER_POLL_INTERVAL_MS);
    expect(resultView(run.last()).kind).toBe('paid');
  });

  it('stops asking when stopped (page hidden) and drops an answer already on its way', async () => {
    let release: (answer: PollAnswer) => void = () => undefined;
    const run = pollerWith(() => new Promise<PollAnswer>((resolve) => (release = resolve)));
    run.poller.start();
    await run.advance(0);
    run.poller.stop();
    const seen = run.states.length;
    release({ kind: 'order', order: order('paid') });
    await run.advance(ORDER_POLL_INTERVAL_MS * 3);
    expect(run.states.length).toBe(seen);
    expect(run.calls()).toBe(1);
    expect(run.pending()).toBe(0);
  });

  it('stops at once on a business refusal', async () => {
    const run = pollerWith(() => ({ kind: 'refused', message: '订单不存在' }));
    run.poller.start();
    await run.advance(ORDER_POLL_INTERVAL_MS * 4);
    expect(run.calls()).toBe(1);
    expect(resultView(run.last())).toEqual({ kind: 'notFound', message: '订单不存在' });
  });
});
