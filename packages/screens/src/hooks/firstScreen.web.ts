import * as React from 'react';
import type { FirstScreenPort } from './firstScreen';

/** True from the task after the next animation frame (the frame now being drawn has been painted), while `waiting`. */
function usePaintedOnce(waiting: boolean): boolean {
  const [painted, setPainted] = React.useState(false);
  React.useEffect(() => {
    if (!waiting || painted) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [waiting, painted]);
  return painted;
}

export const firstScreen = {
  useFirstScreenCount(total: number, firstScreen: number): number {
    // Once drawn whole, a list stays whole for the page's life: a new filter's answer is drawn at once.
    const partial = total > firstScreen;
    const painted = usePaintedOnce(partial);
    return partial && !painted ? firstScreen : total;
  },
  useBelowFirstScreen: () => usePaintedOnce(true),
} satisfies FirstScreenPort;
