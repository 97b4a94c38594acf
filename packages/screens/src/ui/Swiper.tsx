import * as React from 'react';
import { Image, View } from 'remax/one';
import { clock } from '../platform/clock';
import { SWIPER_INTERVAL_MS, type SwiperProps } from './swiperTypes';
import { useSwipe } from './useSwipe';
import './kit.css';

// H5 (and the plain fallback): the mini-programs use their native swiper (Swiper.wechat.tsx, Swiper.ali.tsx).
export function Swiper({ slides, onSlideTap, intervalMs = SWIPER_INTERVAL_MS }: SwiperProps) {
  const [current, setCurrent] = React.useState(0);
  const count = slides.length;
  const index = count === 0 ? 0 : current % count;

  React.useEffect(() => {
    if (count < 2) return undefined;
    const handle = clock.setTimeout(() => setCurrent((value) => (value + 1) % count), intervalMs);
    return () => clock.clearTimeout(handle);
  }, [index, count, intervalMs]);

  const { onTouchStart, onTouchEnd } = useSwipe(count, index, setCurrent);

  return (
    <View className="ak-swiper" onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
      <View className="ak-swiper-track" style={{ transform: `translateX(-${index * 100}%)` }}>
        {slides.map((slide) => (
          <View key={slide.id} className="ak-swiper-slide" role="link" aria-label={slide.title || '活动'} onTap={() => onSlideTap(slide)}>
            <Image className="ak-swiper-image" src={slide.imageUrl} mode="aspectFill" aria-hidden="true" />
          </View>
        ))}
      </View>
      {count > 1 && (
        <View className="ak-swiper-dots">
          {slides.map((slide, dot) => (
            <View key={slide.id} className={`ak-swiper-dot ${dot === index ? 'ak-swiper-dot--on' : ''}`} />
          ))}
        </View>
      )}
    </View>
  );
}
