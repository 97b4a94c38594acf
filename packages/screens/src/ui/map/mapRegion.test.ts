import { wgs84ToGcj02 } from '@aster/core-domain';
import { MapMarkerSchema } from '@aster/core-domain';
import { CITY_ZOOM, centerOf, gcj02ToWgs84, markerBubbleText, markerTapAction, regionAround, regionFromMiniEvent, zoomToFit } from './mapRegion';

const size = { width: 375, height: 360 };
const marker = (fields: Record<string, unknown>) =>
  MapMarkerSchema.parse({ id: 'm1', kind: 'district', label: '浦东新区', count: 120, minRent: '2800.00', lat: 31.22, lon: 121.54, ...fields });

describe('map regions', () => {
  it('reads WeChat’s region (bounds and scale) at the end of a move', () => {
    const detail = { type: 'end', causedBy: 'drag', scale: 13.6, region: { northeast: { latitude: 31.3, longitude: 121.6 }, southwest: { latitude: 31.1, longitude: 121.4 } } };
    expect(regionFromMiniEvent(detail, size)).toEqual({ minLat: 31.1, maxLat: 31.3, minLon: 121.4, maxLon: 121.6, zoom: 14 });
  });

  it('computes Alipay’s bounds from its centre and scale', () => {
    const region = regionFromMiniEvent({ type: 'end', latitude: 31.2, longitude: 121.5, scale: 12 }, size);
    expect(region).not.toBeNull();
    expect(region!.zoom).toBe(12);
    expect((region!.minLon + region!.maxLon) / 2).toBeCloseTo(121.5, 6);
    // 375 px at zoom 12 is 375 / (256 * 4096) of the world's 360 degrees.
    expect(region!.maxLon - region!.minLon).toBeCloseTo((375 / (256 * 4096)) * 360, 6);
    expect(region!.maxLat).toBeGreaterThan(31.2);
    expect(region!.minLat).toBeLessThan(31.2);
  });

  it('ignores the start of a move and events without a position', () => {
    expect(regionFromMiniEvent({ type: 'begin', scale: 12, latitude: 31, longitude: 121 }, size)).toBeNull();
    expect(regionFromMiniEvent({ type: 'end' }, size)).toBeNull();
    expect(regionFromMiniEvent(null, size)).toBeNull();
  });

  it('keeps the zoom within the map components’ 3-20', () => {
    expect(regionAround({ lat: 31, lon: 121 }, 25, size).zoom).toBe(20);
    expect(regionAround({ lat: 31, lon: 121 }, 1, size).zoom).toBe(3);
  });

  it('centres on the markers, or nothing without any', () => {
    expect(centerOf([{ lat: 30, lon: 120 }, { lat: 32, lon: 122 }])).toEqual({ lat: 31, lon: 121 });
    expect(centerOf([])).toBeNull();
  });
});

describe('map markers', () => {
  it('shows a cluster’s count and lowest rent, a room its rent', () => {
    expect(markerBubbleText(marker({}))).toBe('浦东新区 · 120套\n¥2,800起');
    expect(markerBubbleText(marker({ minRent: null }))).toBe('浦东新区 · 120套');
    expect(markerBubbleText(marker({ kind: 'house', count: 1, houseId: 'h000001', minRent: '3200.00' }))).toBe('¥3,200');
  });

  it('zooms into a district or a store, and opens a single room', () => {
    expect(markerTapAction(marker({}), CITY_ZOOM)).toEqual({ kind: 'zoom', center: { lat: 31.22, lon: 121.54 }, zoom: 14 });
    expect(markerTapAction(marker({ kind: 'store', storeId: 's01' }), 14)).toEqual({ kind: 'zoom', center: { lat: 31.22, lon: 121.54 }, zoom: 17 });
    expect(markerTapAction(marker({ kind: 'store', storeId: 's01' }), 18)).toMatchObject({ zoom: 19 });
    expect(markerTapAction(marker({ kind: 'house', count: 1, houseId: 'h000001' }), 17)).toEqual({ kind: 'open', houseId: 'h000001' });
  });
});

describe('GCJ-02 -> WGS-84 for WGS-84 tiles', () => {
  it('inverts core-domain’s WGS-84 -> GCJ-02 to well under a metre in China', () => {
    for (const wgs of [{ lat: 31.2304, lon: 121.4737 }, { lat: 39.9042, lon: 116.4074 }, { lat: 22.5431, lon: 114.0579 }]) {
      const gcj = wgs84ToGcj02({ latitude: wgs.lat, longitude: wgs.lon });
      const back = gcj02ToWgs84({ lat: gcj.latitude, lon: gcj.longitude });
      expect(Math.abs(back.lat - wgs.lat)).toBeLessThan(1e-5);
      expect(Math.abs(back.lon - wgs.lon)).toBeLessThan(1e-5);
      // The shift itself is hundreds of metres: the test would see a missing conversion.
      expect(Math.abs(gcj.longitude - wgs.lon)).toBeGreaterThan(1e-3);
    }
  });
});

describe('zoom to fit', () => {
  const center = { lat: 31.2, lon: 121.5 };
  it('zooms out until the farthest point is on the map, within the limits', () => {
    expect(zoomToFit(center, [], size, 12, 16)).toBe(16);
    expect(zoomToFit(center, [{ lat: 31.2, lon: 121.5005 }], size, 12, 16)).toBe(16);
    const far = zoomToFit(center, [{ lat: 31.2, lon: 121.52 }], size, 12, 16);
    expect(far).toBeLessThan(16);
    // At that zoom the point is inside the half-width; one level closer it is not.
    const halfWidthDegrees = (zoom: number) => ((size.width / 2) * 360) / (256 * 2 ** zoom);
    expect(halfWidthDegrees(far)).toBeGreaterThan(0.02);
    expect(halfWidthDegrees(far + 1) * 0.8).toBeLessThan(0.02);
    expect(zoomToFit(center, [{ lat: 35, lon: 125 }], size, 12, 16)).toBe(12);
  });
});
