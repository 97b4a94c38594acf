import type { Clock, PayOrderState, PayOrderStatus } from '@aster/core-domain';

/** The result page asks the server this often, at most this many times, before it says "still confirming". */
export const ORDER_POLL_INTERVAL_MS = 1500;
export const ORDER_POLL_LIMIT = 10;

/** Only the server's notify moves an order to paid or closed: after that, asking again changes nothing. */
export function isSettledOrder(status: PayOrderStatus): boolean {
  return status === 'paid' || status === 'closed';
}

/** What the result page shows, from the last answer and whether it has given up asking. */
export type OrderResultView =
  | { kind: 'checking' }
  | { kind: 'paid'; order: PayOrderState }
  | { kind: 'unpaid'; order: PayOrderState }
  | { kind: 'closed'; order: PayOrderState }
  | { kind: 'stillConfirming' }
  | { kind: 'notFound'; message: string };

export interface PollState {
  /** How many answers (or failures) so far. */
  checks: number;
  order: PayOrderState | null;
  /** A business error: the order is not the tenant's or does not exist; asking again will not help. */
  refused: string | null;
  stopped: boolean;
}

export const initialPollState: PollState = { checks: 0, order: null, refused: null, stopped: false };

export type PollAnswer = { kind: 'order'; order: PayOrderState } | { kind: 'refused'; message: string } | { kind: 'unreachable' };

/** One more answer from the server: the next state, and whether to ask again. */
export function pollReduce(state: PollState, answer: PollAnswer, limit = ORDER_POLL_LIMIT): PollState {
  const checks = state.checks + 1;
  switch (answer.kind) {
    case 'order':
      return { checks, order: answer.order, refused: null, stopped: isSettledOrder(answer.order.status) || checks >= limit };
    case 'refused':
      return { ...state, checks, refused: answer.message, stopped: true };
    case 'unreachable':
      return { ...state, checks, stopped: checks >= limit };
  }
}

export function resultView(state: PollState): OrderResultView {
  if (state.refused !== null) return { kind: 'notFound', message: state.refused };
  const order = state.order;
  if (order !== null) {
    if (order.status === 'paid') return { kind: 'paid', order };
    if (order.status === 'closed') return { kind: 'closed', order };
    if (order.status === 'unpaid') return { kind: 'unpaid', order };
  }
  // An attempt still open (paying), or no answer yet: wait, until the limit says to stop waiting.
  return state.stopped ? { kind: 'stillConfirming' } : { kind: 'checking' };
}

export interface OrderPoller {
  /** Starts (or restarts after a stop) with a fresh count; the first check runs at once. */
  start(): void;
  /** Stops asking (page hidden or unloaded); an answer already on its way is dropped. */
  stop(): void;
}

/**
 * Asks `check` now and then every ORDER_POLL_INTERVAL_MS, one request at a time, until the order settles, the
 * server refuses, or the limit is reached. Time comes from the injected clock (tests drive it by hand).
 */
export function createOrderPoller(options: {
  clock: Clock;
  check: () => Promise<PollAnswer>;
  onChange: (state: PollState) => void;
  intervalMs?: number;
  limit?: number;
}): OrderPoller {
  const { clock, check, onChange, intervalMs = ORDER_POLL_INTERVAL_MS, limit = ORDER_POLL_LIMIT } = options;
  // Each start() is a new run: a late answer of an earlier run must not touch the state.
  let run = 0;
  let timer: unknown = null;
  let state = initialPollState;

  const ask = (current: number) => {
    timer = null;
    check().then(
      (answer) => answered(current, answer),
      () => answered(current, { kind: 'unreachable' }),
    );
  };
  const answered = (current: number, answer: PollAnswer) => {
    if (current !== run) return;
    state = pollReduce(state, answer, limit);
    onChange(state);
    if (!state.stopped) timer = clock.setTimeout(() => ask(current), intervalMs);
  };

  const stop = () => {
    run += 1;
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
  };
  const start = () => {
    stop();
    // The last answer stays on screen while the new run asks again.
    state = { ...initialPollState, order: state.order };
    onChange(state);
    ask(run);
  };
  return { start, stop };
}
