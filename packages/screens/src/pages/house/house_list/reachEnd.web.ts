import * as React from 'react';
import type { ReachEndPort } from './reachEnd';

/** Loads ahead: the next page is asked for while the end marker is still this far below the screen. */
const LOOK_AHEAD_PX = 300;

export const reachEnd = {
  useReachEnd(elementId: string, onReach: () => void, armKey: number | null): void {
    const latest = React.useRef(onReach);
    latest.current = onReach;
    React.useEffect(() => {
      const element = document.getElementById(elementId);
      if (armKey === null || element === null || typeof IntersectionObserver === 'undefined') return undefined;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) latest.current();
        },
        { rootMargin: `0px 0px ${LOOK_AHEAD_PX}px 0px` },
      );
      observer.observe(element);
      return () => observer.disconnect();
    }, [elementId, armKey]);
  },
} satisfies ReachEndPort;
