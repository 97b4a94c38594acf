import type { LocationPort } from './location';
import { promisifyMini, type AlipayApi } from './miniApi';

declare const my: AlipayApi;

export const location = {
  // Alipay answers gcj02 coordinates, sometimes as strings.
  getLocation: () =>
    promisifyMini<{ latitude: string | number; longitude: string | number }>((callbacks) =>
      my.getLocation({ type: 0, ...callbacks }),
    ).then(({ latitude, longitude }) => ({
      latitude: Number(latitude),
      longitude: Number(longitude),
      system: 'gcj02' as const,
    })),
} satisfies LocationPort;
