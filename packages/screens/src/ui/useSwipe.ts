import * as React from 'react';

/** A horizontal swipe shorter than this (CSS px) is a tap, not a page turn. */
const SWIPE_MIN_PX = 30;

interface TouchList {
  touches?: ArrayLike<{ clientX: number }>;
  changedTouches?: ArrayLike<{ clientX: number }>;
}

/**
 * Touch swipes for the H5 swipers (Swiper, PhotoSwiper): left shows the next slide, right the previous one,
 * both wrapping around. The mini-programs use their native swiper instead.
 */
export function useSwipe(count: number, index: number, show: (next: number) => void) {
  const touchStartX = React.useRef<number | null>(null);
  return {
    onTouchStart: (event: TouchList) => {
      touchStartX.current = event.touches?.[0]?.clientX ?? null;
    },
    onTouchEnd: (event: TouchList) => {
      const start = touchStartX.current;
      const end = event.changedTouches?.[0]?.clientX;
      touchStartX.current = null;
      if (start === null || end === undefined || Math.abs(end - start) < SWIPE_MIN_PX || count < 2) return;
      show((index + (end < start ? 1 : count - 1)) % count);
    },
  };
}
