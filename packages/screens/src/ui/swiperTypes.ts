// Shared by the Swiper variants: inside Swiper.wechat.tsx an import of './Swiper' resolves to itself.

export interface SwiperSlide {
  id: string;
  imageUrl: string;
  title?: string | null;
}

export interface SwiperProps {
  slides: readonly SwiperSlide[];
  onSlideTap: (slide: SwiperSlide) => void;
  /** Auto-advance period. */
  intervalMs?: number;
}

export const SWIPER_INTERVAL_MS = 4000;
