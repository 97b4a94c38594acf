import type { LocationPort } from './location';
import { promisifyMini, type WechatApi } from './miniApi';

declare const wx: WechatApi;

export const location = {
  getLocation: () =>
    promisifyMini<{ latitude: number; longitude: number }>((callbacks) =>
      wx.getLocation({ type: 'gcj02', ...callbacks }),
    ).then(({ latitude, longitude }) => ({ latitude, longitude, system: 'gcj02' as const })),
} satisfies LocationPort;
