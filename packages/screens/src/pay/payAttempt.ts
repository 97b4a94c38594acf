import * as React from 'react';
import type { PayOrder } from '@aster/core-domain';

/** Long enough that two attempts never share a key (the server dedupes per key). */
export const ATTEMPT_KEY_LENGTH = 24;
// The spec names the card parameters but not their values; these are what an order without them pays with.
const DEFAULT_CARD_SUB_CHANNEL = 'card';
const DEFAULT_SUB_ACCOUNT_TYPE = 'default';
/** The server's answers for an order already paid, or charged and awaiting the provider's notify: show the result. */
export const SETTLING_CODES: ReadonlySet<string> = new Set(['ORDER_PAID', 'PAYMENT_PROCESSING']);

export interface PayOptions {
  /** What the result page calls this payment (e.g. "预订定金"); the server's subject is shown too. */
  resultTitle?: string;
}

export interface Payment {
  pay(order: PayOrder, options?: PayOptions): Promise<void>;
  /** True from the tap until the sheet has answered (a button shows it and ignores taps). */
  paying: boolean;
}

export function errorCode(error: unknown): string | null {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : null;
}

/** order/pay-baofoo's request for an order: the card checkout page, which comes back to returnUrl. */
export function cardPaymentRequest(order: PayOrder, attemptKey: string, returnUrl: string) {
  return {
    tradeId: order.orderNo,
    amount: String(order.amount),
    paySubChannel: String(order.paySubChannel ?? DEFAULT_CARD_SUB_CHANNEL),
    subAccountType: String(order.subAccountType ?? DEFAULT_SUB_ACCOUNT_TYPE),
    returnUrl,
    attemptKey,
  };
}

/**
 * One attempt at a time: begin() answers false while one runs (a double tap), end() lets the next one in. A page that
 * left for a provider's page never calls end(): further taps until it unloads would only open a second attempt.
 */
export function useOneAttemptAtATime() {
  const running = React.useRef(false);
  const [paying, setPaying] = React.useState(false);
  // A successful payment redirects away and unloads the page: no state updates after that.
  const mounted = React.useRef(true);
  React.useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );
  const begin = React.useCallback(() => {
    if (running.current) return false;
    running.current = true;
    setPaying(true);
    return true;
  }, []);
  const end = React.useCallback(() => {
    running.current = false;
    if (mounted.current) setPaying(false);
  }, []);
  return { paying, begin, end };
}
