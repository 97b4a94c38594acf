import * as React from 'react';
import { clock } from '../platform/clock';

/** A seconds countdown (the SMS code's resend wait). `remaining` is 0 when idle. */
export function useCountdown(): { remaining: number; start: (seconds: number) => void } {
  const [remaining, setRemaining] = React.useState(0);

  React.useEffect(() => {
    if (remaining <= 0) return undefined;
    const handle = clock.setTimeout(() => setRemaining((value) => Math.max(0, value - 1)), 1000);
    return () => clock.clearTimeout(handle);
  }, [remaining]);

  const start = React.useCallback((seconds: number) => setRemaining(Math.max(0, Math.floor(seconds))), []);
  return { remaining, start };
}
