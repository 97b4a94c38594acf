import fc from 'fast-check';
import { bd09ToGcj02, gcj02ToBd09, isOutsideChina, wgs84ToGcj02 } from './coordinates';

const china = fc.record({
  latitude: fc.double({ min: 18, max: 53, noNaN: true }),
  longitude: fc.double({ min: 73, max: 135, noNaN: true }),
});

describe('map coordinate conversion', () => {
  it('matches the reference values of the standard formulas (coordtransform) for 116.404, 39.915', () => {
    const point = { latitude: 39.915, longitude: 116.404 };
    const gcj = bd09ToGcj02(point);
    expect(gcj.longitude).toBeCloseTo(116.39762729119315, 10);
    expect(gcj.latitude).toBeCloseTo(39.90865673957631, 10);
    const bd = gcj02ToBd09(point);
    expect(bd.longitude).toBeCloseTo(116.41036949371029, 10);
    expect(bd.latitude).toBeCloseTo(39.92133699351021, 10);
    const fromWgs = wgs84ToGcj02(point);
    expect(fromWgs.longitude).toBeCloseTo(116.41024449916938, 10);
    expect(fromWgs.latitude).toBeCloseTo(39.91640428150164, 10);
  });

  it('leaves WGS-84 coordinates outside China unchanged', () => {
    const paris = { latitude: 48.8566, longitude: 2.3522 };
    expect(isOutsideChina(paris)).toBe(true);
    expect(wgs84ToGcj02(paris)).toEqual(paris);
    expect(isOutsideChina({ latitude: 30.27, longitude: 120.15 })).toBe(false);
    // The bounding box edges: 72.004–137.8347 E, 0.8293–55.8271 N.
    expect(isOutsideChina({ latitude: 55.83, longitude: 120 })).toBe(true);
    expect(isOutsideChina({ latitude: 55.82, longitude: 120 })).toBe(false);
    expect(isOutsideChina({ latitude: 0.82, longitude: 120 })).toBe(true);
    expect(isOutsideChina({ latitude: 30, longitude: 72 })).toBe(true);
    expect(isOutsideChina({ latitude: 30, longitude: 137.84 })).toBe(true);
    expect(wgs84ToGcj02({ latitude: 56, longitude: 120 })).toEqual({ latitude: 56, longitude: 120 });
  });

  it('shifts points inside China by less than a kilometre', () => {
    fc.assert(
      fc.property(china, (point) => {
        const gcj = wgs84ToGcj02(point);
        expect(Math.abs(gcj.latitude - point.latitude)).toBeLessThan(0.01);
        expect(Math.abs(gcj.longitude - point.longitude)).toBeLessThan(0.01);
      }),
    );
  });

  it('GCJ-02 → BD-09 → GCJ-02 round-trips within 1e-5 degrees', () => {
    fc.assert(
      fc.property(china, (point) => {
        const back = bd09ToGcj02(gcj02ToBd09(point));
        expect(Math.abs(back.latitude - point.latitude)).toBeLessThan(1e-5);
        expect(Math.abs(back.longitude - point.longitude)).toBeLessThan(1e-5);
      }),
    );
  });

  it('BD-09 → GCJ-02 → BD-09 round-trips within 1e-5 degrees', () => {
    fc.assert(
      fc.property(china, (point) => {
        const back = gcj02ToBd09(bd09ToGcj02(point));
        expect(Math.abs(back.latitude - point.latitude)).toBeLessThan(1e-5);
        expect(Math.abs(back.longitude - point.longitude)).toBeLessThan(1e-5);
      }),
    );
  });
});
