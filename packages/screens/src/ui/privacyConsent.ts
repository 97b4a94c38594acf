import * as React from 'react';
import type { PrivacyAnswer } from '../platform/privacy';

type Release = (choice: PrivacyAnswer) => void;

/**
 * The app-wide state of the privacy consent sheet: open while at least one privacy call waits for the user.
 * WeChat may hold several calls at once (location and album, say); one answer releases them all.
 */
export interface ConsentGate {
  isOpen(): boolean;
  /** A privacy call is held until the user answers: the sheet opens. */
  hold(release: Release): void;
  /** The user's answer: every held call goes on (agree) or fails (disagree), and the sheet closes. */
  answer(choice: PrivacyAnswer): void;
  /** Calls `listener` whenever the sheet opens or closes; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

export function createConsentGate(): ConsentGate {
  let held: Release[] = [];
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  return {
    isOpen: () => held.length > 0,
    hold: (release) => {
      held.push(release);
      if (held.length === 1) notify();
    },
    answer: (choice) => {
      if (held.length === 0) return;
      const released = held;
      held = [];
      released.forEach((release) => release(choice));
      notify();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** The one gate of the app: App feeds it from the platform's consent event, every Page shows its sheet. */
export const privacyConsent = createConsentGate();

/** Whether the consent sheet is open, re-rendering when that changes. */
export function useConsentOpen(gate: ConsentGate = privacyConsent): boolean {
  const [open, setOpen] = React.useState(gate.isOpen());
  React.useEffect(() => {
    setOpen(gate.isOpen());
    return gate.subscribe(() => setOpen(gate.isOpen()));
  }, [gate]);
  return open;
}
