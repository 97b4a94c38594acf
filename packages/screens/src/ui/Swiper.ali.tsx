import * as React from 'react';
import { Image, Swiper as NativeSwiper, SwiperItem, View } from 'remax/ali';
import { SWIPER_INTERVAL_MS, type SwiperProps } from './swiperTypes';
import './kit.css';

export function Swiper({ slides, onSlideTap, intervalMs = SWIPER_INTERVAL_MS }: SwiperProps) {
  return (
    <NativeSwiper
      className="ak-swiper"
      autoplay={slides.length > 1}
      circular
      interval={intervalMs}
      indicatorDots={slides.length > 1}
      indicatorColor="rgba(255,255,255,0.6)"
      indicatorActiveColor="#ffffff"
    >
      {slides.map((slide) => (
        <SwiperItem key={slide.id}>
          <View className="ak-swiper-slide" onTap={() => onSlideTap(slide)}>
            <Image className="ak-swiper-image" src={slide.imageUrl} mode="aspectFill" />
          </View>
        </SwiperItem>
      ))}
    </NativeSwiper>
  );
}
