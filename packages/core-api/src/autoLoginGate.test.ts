import { AutoLoginGate } from './autoLoginGate';
import { FakeClock, flushPromises } from './testing/fakeClock';

function track(promise: Promise<void>) {
  const state = { done: false };
  void promise.then(() => (state.done = true));
  return state;
}

describe('AutoLoginGate', () => {
  it('lets everything through when no auto-login is pending', async () => {
    const gate = new AutoLoginGate(new FakeClock());
    const waiting = track(gate.wait());
    await flushPromises();
    expect(waiting.done).toBe(true);
    expect(gate.isPending).toBe(false);
  });

  it('releases every waiter when the auto-login ends, and clears their timers', async () => {
    const clock = new FakeClock();
    const gate = new AutoLoginGate(clock);
    gate.begin();
    const first = track(gate.wait());
    const second = track(gate.wait());
    await clock.advance(100);
    expect([first.done, second.done]).toEqual([false, false]);
    gate.end();
    await flushPromises();
    expect([first.done, second.done]).toEqual([true, true]);
    expect(clock.pendingTimers).toBe(0);
  });

  it('gives each waiter its own 3 s, counted from when it started waiting', async () => {
    const clock = new FakeClock();
    const gate = new AutoLoginGate(clock);
    gate.begin();
    const early = track(gate.wait());
    await clock.advance(2_000);
    const late = track(gate.wait());
    await clock.advance(1_000);
    expect([early.done, late.done]).toEqual([true, false]);
    await clock.advance(1_999);
    expect(late.done).toBe(false);
    await clock.advance(1);
    expect(late.done).toBe(true);
    expect(gate.isPending).toBe(true);
  });

  it('ignores a second begin and an end without begin', async () => {
    const clock = new FakeClock();
    const gate = new AutoLoginGate(clock);
    gate.end();
    gate.begin();
    const waiting = track(gate.wait());
    gate.begin();
    gate.end();
    await flushPromises();
    expect(waiting.done).toBe(true);
    expect(gate.isPending).toBe(false);
  });

  it('holds new waiters again after a new begin', async () => {
    const clock = new FakeClock();
    const gate = new AutoLoginGate(clock);
    gate.begin();
    gate.end();
    gate.begin();
    const waiting = track(gate.wait());
    await flushPromises();
    expect(waiting.done).toBe(false);
    gate.end();
    await flushPromises();
    expect(waiting.done).toBe(true);
  });
});
