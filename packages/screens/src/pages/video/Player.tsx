import * as React from 'react';
import type { PlayerProps } from './playerTypes';

// H5: the browser's own player (Remax's web target renders DOM elements); the mini-programs use <video>.
export function Player({ src, poster, onError }: PlayerProps) {
  return <video className="video-player" src={src} poster={poster} controls autoPlay playsInline onError={onError} data-testid="video-player" />;
}
