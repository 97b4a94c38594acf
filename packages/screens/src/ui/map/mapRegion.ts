import { z } from 'zod';
import { type MapMarker, wgs84ToGcj02 } from '@aster/core-domain';
import { rentText } from '../houseFacts';

/** The visible part of a map (GCJ-02) and its zoom level, as the markers query wants it. */
export interface MapRegion {
  minLat: number;
  maxLat: number;
  minLon: number;
  maxLon: number;
  zoom: number;
}

export interface MapCenter {
  lat: number;
  lon: number;
}

export const MIN_ZOOM = 3;
export const MAX_ZOOM = 20;
/** A whole city: the server answers district clusters at this zoom. */
export const CITY_ZOOM = 11;
/** Tapping a district opens its stores; tapping a store opens its rooms. */
export const DISTRICT_TAP_ZOOM = 14;
export const STORE_TAP_ZOOM = 17;

export const clampZoom = (zoom: number): number => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Math.round(zoom)));

/**
 * The region a map of `size` CSS px shows around `center` at `zoom` (Web Mercator, 256 px tiles, as all three
 * map components use). Alipay's regionchange reports only the centre and the scale, so the bounds are computed.
 */
export function regionAround(center: MapCenter, zoom: number, size: { width: number; height: number }): MapRegion {
  const worldPx = 256 * 2 ** zoom;
  const halfLon = ((size.width / 2) / worldPx) * 360;
  const latRad = (center.lat * Math.PI) / 180;
  const halfLat = ((size.height / 2) / worldPx) * 360 * Math.cos(latRad);
  return {
    minLat: Math.max(-90, center.lat - halfLat),
    maxLat: Math.min(90, center.lat + halfLat),
    minLon: Math.max(-180, center.lon - halfLon),
    maxLon: Math.min(180, center.lon + halfLon),
    zoom: clampZoom(zoom),
  };
}

const PointSchema = z.object({ latitude: z.number(), longitude: z.number() });
// WeChat (base library 2.x): {type:'end', region:{northeast, southwest}, scale, centerLocation}.
const WechatRegionSchema = z.object({
  type: z.literal('end'),
  scale: z.number(),
  region: z.object({ northeast: PointSchema, southwest: PointSchema }),
});
// Alipay: {type:'end', latitude, longitude, scale}.
const AliRegionSchema = z.object({ type: z.literal('end'), scale: z.number(), latitude: z.number(), longitude: z.number() });

/**
 * The region after a mini-program map's regionchange event; null for the 'begin' half of a move and for an
 * event without a usable position (the component's event is outside the app's control).
 */
export function regionFromMiniEvent(detail: unknown, size: { width: number; height: number }): MapRegion | null {
  const wechat = WechatRegionSchema.safeParse(detail);
  if (wechat.success) {
    const { northeast, southwest } = wechat.data.region;
    return {
      minLat: southwest.latitude,
      maxLat: northeast.latitude,
      minLon: southwest.longitude,
      maxLon: northeast.longitude,
      zoom: clampZoom(wechat.data.scale),
    };
  }
  const ali = AliRegionSchema.safeParse(detail);
  if (ali.success) return regionAround({ lat: ali.data.latitude, lon: ali.data.longitude }, ali.data.scale, size);
  return null;
}

/** Whole China: the first query of the map asks for the city's district clusters wherever the city is. */
export const CHINA_REGION: MapRegion = { minLat: 3, maxLat: 54, minLon: 73, maxLon: 136, zoom: CITY_ZOOM };

/** The centre of a set of markers (the city's districts), or null when there are none. */
export function centerOf(points: readonly { lat: number; lon: number }[]): MapCenter | null {
  if (points.length === 0) return null;
  const sum = points.reduce((acc, point) => ({ lat: acc.lat + point.lat, lon: acc.lon + point.lon }), { lat: 0, lon: 0 });
  return { lat: sum.lat / points.length, lon: sum.lon / points.length };
}

/** The bubble text of a marker: "浦东新区 · 120套" and "¥2,800起" on the next line. */
export function markerBubbleText(marker: MapMarker): string {
  if (marker.kind === 'house') return marker.minRent != null ? rentText(marker.minRent) : marker.label;
  const rent = marker.minRent != null ? `\n${rentText(marker.minRent)}起` : '';
  return `${marker.label} · ${marker.count}套${rent}`;
}

/** Where a tap on a cluster leads: zoom in on it; a single room opens its page. */
export type MarkerTapAction = { kind: 'zoom'; center: MapCenter; zoom: number } | { kind: 'open'; houseId: string };

export function markerTapAction(marker: MapMarker, currentZoom: number): MarkerTapAction {
  if (marker.kind === 'house' && marker.houseId != null) return { kind: 'open', houseId: marker.houseId };
  const target = marker.kind === 'district' ? DISTRICT_TAP_ZOOM : STORE_TAP_ZOOM;
  return { kind: 'zoom', center: { lat: marker.lat, lon: marker.lon }, zoom: Math.max(target, clampZoom(currentZoom + 1)) };
}

/**
 * GCJ-02 -> WGS-84 for a tile source drawn in WGS-84 (OpenStreetMap and most web tiles). core-domain converts
 * WGS-84 -> GCJ-02; the inverse has no closed form, so it is found by fixed-point iteration on that function
 * (three rounds bring it well under a metre inside China).
 */
export function gcj02ToWgs84(point: MapCenter): MapCenter {
  let wgs = { latitude: point.lat, longitude: point.lon };
  for (let round = 0; round < 3; round += 1) {
    const shifted = wgs84ToGcj02(wgs);
    wgs = { latitude: wgs.latitude - (shifted.latitude - point.lat), longitude: wgs.longitude - (shifted.longitude - point.lon) };
  }
  return { lat: wgs.latitude, lon: wgs.longitude };
}

export function wgs84ToGcj02Point(point: MapCenter): MapCenter {
  const gcj = wgs84ToGcj02({ latitude: point.lat, longitude: point.lon });
  return { lat: gcj.latitude, lon: gcj.longitude };
}

/**
 * The largest zoom (within min..max) at which every point lies inside a map of `size` CSS px centred on
 * `center`, with a margin for the bubbles: the places around a house spread from 100 m to 2 km.
 */
export function zoomToFit(center: MapCenter, points: readonly MapCenter[], size: { width: number; height: number }, min: number, max: number): number {
  const margin = 0.8;
  const latRad = (center.lat * Math.PI) / 180;
  let zoom = max;
  for (const point of points) {
    const dLon = Math.abs(point.lon - center.lon);
    const dLat = Math.abs(point.lat - center.lat) / Math.cos(latRad);
    // At zoom z a half-width of w px spans (w / (256 * 2^z)) * 360 degrees of longitude.
    const fitLon = dLon === 0 ? max : Math.log2(((size.width / 2) * margin * 360) / (256 * dLon));
    const fitLat = dLat === 0 ? max : Math.log2(((size.height / 2) * margin * 360) / (256 * dLat));
    zoom = Math.min(zoom, Math.floor(Math.min(fitLon, fitLat)));
  }
  return Math.max(min, zoom);
}
