// Shared by the PhotoSwiper variants: inside PhotoSwiper.wechat.tsx an import of './PhotoSwiper' is itself.

export interface PhotoSwiperProps {
  urls: readonly string[];
  /** The photo shown; the swiper reports swipes through onChange. */
  current: number;
  onChange: (index: number) => void;
  onPhotoTap: (index: number) => void;
  className?: string;
  /** aspectFill (cropped, the detail's gallery) or aspectFit (whole photo, the viewer). */
  fit?: 'aspectFill' | 'aspectFit';
}

/** The index a native swiper's change event carries; the current one when it carries none. */
export function changedIndex(event: { detail?: { current?: unknown } }, fallback: number): number {
  const value = event.detail?.current;
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : fallback;
}
