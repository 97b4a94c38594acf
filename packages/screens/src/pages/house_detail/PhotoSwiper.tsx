import * as React from 'react';
import { Image, View } from 'remax/one';
import type { PhotoSwiperProps } from './photoSwiperTypes';

// H5 (and the plain fallback): a track moved by touch swipes; the mini-programs use their native swiper.
export function PhotoSwiper({ urls, current, onChange, onPhotoTap, className = '', fit = 'aspectFill' }: PhotoSwiperProps) {
  const touchStartX = React.useRef<number | null>(null);
  const count = urls.length;

  const onTouchStart = (event: { touches?: ArrayLike<{ clientX: number }> }) => {
    touchStartX.current = event.touches?.[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: { changedTouches?: ArrayLike<{ clientX: number }> }) => {
    const start = touchStartX.current;
    const end = event.changedTouches?.[0]?.clientX;
    touchStartX.current = null;
    if (start === null || end === undefined || Math.abs(end - start) < 30 || count < 2) return;
    onChange((current + (end < start ? 1 : count - 1)) % count);
  };

  return (
    <View className={`photo-swiper ${className}`} onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
      <View className="photo-swiper-track" style={{ transform: `translateX(-${current * 100}%)` }}>
        {urls.map((url, index) => (
          <View key={url} className="photo-swiper-slide" data-testid={`photo-${index}`} onTap={() => onPhotoTap(index)}>
            <Image className="photo-swiper-image" src={url} mode={fit} />
          </View>
        ))}
      </View>
    </View>
  );
}
