export interface Coordinates {
  latitude: number;
  longitude: number;
  /** gcj02 on the mini-programs (China's map standard), wgs84 from a browser's GPS. */
  system: 'gcj02' | 'wgs84';
}

// The user's position for the automatic city choice (spec section 6: location permission).
export interface LocationPort {
  getLocation(): Promise<Coordinates>;
}

// Plain fallback (tests, tools): no position; callers fall back to the IP city.
export const location: LocationPort = {
  getLocation: () => Promise.reject(new Error('无法获取位置')),
};
