import type { LocationPort } from './location';

// A browser may leave the permission prompt unanswered: give up after 10 s so the caller uses the IP city.
const LOCATE_TIMEOUT_MS = 10000;

export const location = {
  getLocation: () =>
    new Promise<{ latitude: number; longitude: number; system: 'wgs84' }>((resolve, reject) => {
      if (!('geolocation' in navigator)) {
        reject(new Error('无法获取位置'));
        return;
      }
      navigator.geolocation.getCurrentPosition(
        (position) =>
          resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude, system: 'wgs84' }),
        () => reject(new Error('无法获取位置')),
        { timeout: LOCATE_TIMEOUT_MS, maximumAge: 600000 },
      );
    }),
} satisfies LocationPort;
