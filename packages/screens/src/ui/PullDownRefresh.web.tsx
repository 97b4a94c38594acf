import * as React from 'react';
import { Text, View } from 'remax/one';
import './pullDownRefresh.web.css';

/** How far (CSS px) a finger pulls down past the top before letting go refreshes. */
const PULL_TO_REFRESH = 64;

type Pull = { phase: 'idle' } | { phase: 'pulling'; distance: number } | { phase: 'refreshing' };

/**
 * H5's pull-down refresh (issue 46). Remax's web page wrapped the whole page in a pull-to-refresh that moved it with
 * a CSS transform: a transformed ancestor is the containing block of its `position: fixed` children, so after the
 * first touch the custom navigation bar scrolled away with the page and the tab bar fell below the fold. This one
 * moves nothing: a small indicator, fixed under the navigation bar, follows the finger while the page is at its top.
 * The listeners are passive (scrolling stays smooth) and the browser's own pull-to-reload is held off during a pull,
 * so one pull refreshes once. H5 keeps pages it left mounted and hidden (the page cache): a pull counts only while
 * this page is the one on show, which the anchor's having a box tells.
 */
export function PullDownRefresh({ onRefresh }: { onRefresh: () => Promise<unknown> }) {
  const [pull, setPull] = React.useState<Pull>({ phase: 'idle' });
  const refresh = React.useRef(onRefresh);
  refresh.current = onRefresh;
  const anchor = React.useRef<HTMLDivElement>(null);

  React.useEffect(() => {
    const root = document.documentElement;
    const overscroll = root.style.overscrollBehaviorY;
    const onShow = () => anchor.current !== null && anchor.current.getClientRects().length > 0;
    let startY: number | null = null;
    let distance = 0;
    let refreshing = false;
    const start = (event: TouchEvent) => {
      const touch = event.touches[0];
      startY = !refreshing && event.touches.length === 1 && touch !== undefined && window.scrollY <= 0 && onShow() ? touch.clientY : null;
      distance = 0;
      if (startY !== null) root.style.overscrollBehaviorY = 'contain';
    };
    const move = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (startY === null || touch === undefined) return;
      // Half the finger's way, as native pull-downs resist; a page scrolled meanwhile is no pull.
      distance = window.scrollY > 0 ? 0 : Math.max(0, Math.min(PULL_TO_REFRESH * 1.5, (touch.clientY - startY) / 2));
      setPull(distance > 0 ? { phase: 'pulling', distance } : { phase: 'idle' });
    };
    const end = () => {
      if (startY === null) return;
      startY = null;
      root.style.overscrollBehaviorY = overscroll;
      if (distance < PULL_TO_REFRESH) {
        setPull({ phase: 'idle' });
        return;
      }
      refreshing = true;
      setPull({ phase: 'refreshing' });
      void refresh.current().finally(() => {
        refreshing = false;
        setPull({ phase: 'idle' });
      });
    };
    window.addEventListener('touchstart', start, { passive: true });
    window.addEventListener('touchmove', move, { passive: true });
    window.addEventListener('touchend', end, { passive: true });
    window.addEventListener('touchcancel', end, { passive: true });
    return () => {
      root.style.overscrollBehaviorY = overscroll;
      window.removeEventListener('touchstart', start);
      window.removeEventListener('touchmove', move);
      window.removeEventListener('touchend', end);
      window.removeEventListener('touchcancel', end);
    };
  }, []);

  const ready = pull.phase === 'refreshing' || (pull.phase === 'pulling' && pull.distance >= PULL_TO_REFRESH);
  return (
    <>
      {/* A plain element (this file is H5's only): the page cache hides its page with display: none. */}
      <div ref={anchor} />
      {pull.phase !== 'idle' && (
        <View
          className="ak-pull"
          role="status"
          aria-live="polite"
          data-testid="pull-down-refresh"
          style={{ opacity: pull.phase === 'refreshing' ? 1 : Math.min(1, pull.distance / PULL_TO_REFRESH) }}
        >
          <View className={pull.phase === 'refreshing' ? 'ak-pull-spinner ak-pull-spinner--on' : 'ak-pull-spinner'} />
          <Text>{pull.phase === 'refreshing' ? '正在刷新…' : ready ? '松开刷新' : '下拉刷新'}</Text>
        </View>
      )}
    </>
  );
}
