import * as React from 'react';
import { Image, View } from 'remax/one';
import type { PhotoSwiperProps } from './photoSwiperTypes';
import { useSwipe } from './useSwipe';

// H5 (and the plain fallback): a track moved by touch swipes; the mini-programs use their native swiper.
export function PhotoSwiper({ urls, current, onChange, onPhotoTap, className = '', fit = 'aspectFill' }: PhotoSwiperProps) {
  const { onTouchStart, onTouchEnd } = useSwipe(urls.length, current, onChange);

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
