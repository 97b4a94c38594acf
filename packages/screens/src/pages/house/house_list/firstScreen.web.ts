import * as React from 'react';
import type { FirstScreenPort } from './firstScreen';

export const firstScreen = {
  useFirstScreenCount(total: number, firstScreen: number): number {
    // Once the list has been drawn whole it stays whole for the page's life: a new filter's answer is drawn at once.
    const [whole, setWhole] = React.useState(false);
    const partial = !whole && total > firstScreen;
    React.useEffect(() => {
      if (!partial) return undefined;
      let timer: ReturnType<typeof setTimeout> | undefined;
      // The task after the next animation frame: the frame showing the first screen has been painted by then.
      const frame = requestAnimationFrame(() => {
        timer = setTimeout(() => setWhole(true), 0);
      });
      return () => {
        cancelAnimationFrame(frame);
        if (timer !== undefined) clearTimeout(timer);
      };
    }, [partial]);
    return partial ? firstScreen : total;
  },
} satisfies FirstScreenPort;
