import * as React from 'react';
import { Video } from 'remax/wechat';
import type { PlayerProps } from './playerTypes';

export function Player({ src, poster, onError }: PlayerProps) {
  return <Video className="video-player" src={src} poster={poster} controls autoplay onError={onError} data-testid="video-player" />;
}
