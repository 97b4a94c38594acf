import * as React from 'react';
import { Image, Swiper, SwiperItem } from 'remax/wechat';
import { type PhotoSwiperProps, changedIndex } from './photoSwiperTypes';

export function PhotoSwiper({ urls, current, onChange, onPhotoTap, className = '', fit = 'aspectFill' }: PhotoSwiperProps) {
  return (
    <Swiper className={`photo-swiper ${className}`} current={current} circular={urls.length > 1} onChange={(event) => onChange(changedIndex(event, current))}>
      {urls.map((url, index) => (
        <SwiperItem key={url}>
          <Image className="photo-swiper-image" src={url} mode={fit} data-testid={`photo-${index}`} onTap={() => onPhotoTap(index)} />
        </SwiperItem>
      ))}
    </Swiper>
  );
}
