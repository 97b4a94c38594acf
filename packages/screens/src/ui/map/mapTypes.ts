// Shared by the HouseMap variants: inside HouseMap.wechat.tsx an import of './HouseMap' resolves to itself.
import { type MapCenter, type MapRegion } from './mapRegion';

/** One bubble on the map: a cluster (district, store), a room, the house itself or a place around it. */
export interface MapPin {
  id: string;
  lat: number;
  lon: number;
  text: string;
  tone: 'cluster' | 'house' | 'home' | 'poi';
}

export interface HouseMapProps {
  /** GCJ-02, like the pins. */
  center: MapCenter;
  zoom: number;
  pins: readonly MapPin[];
  onPinTap?: (pinId: string) => void;
  /** After the tenant moved or zoomed the map (not while moving). */
  onRegionChange?: (region: MapRegion) => void;
  testId: string;
}

/** The map's size in CSS px on a 375-wide phone (map.css: 750 x 720 design px); Alipay's bounds come from it. */
export const MAP_VIEW_SIZE = { width: 375, height: 360 } as const;

export const PIN_COLORS: Record<MapPin['tone'], string> = {
  cluster: '#c45200',
  house: '#c45200',
  home: '#d4302b',
  poi: '#2e64eb',
};
