import { distanceKm } from '../geo';
import { houseOrder, houseWhere, planarDistanceMetres, queryOrigin } from './listQuery';

describe('the list query', () => {
  it('measures city distances within 0.5% of the great circle', () => {
    for (const [lat, lon] of [[31.25, 121.5], [31.1, 121.3], [31.4, 121.49], [31.2305, 121.4738]] as const) {
      const planar = planarDistanceMetres(31.2304, 121.4737, lat, lon);
      const sphere = distanceKm(31.2304, 121.4737, lat, lon) * 1000;
      expect(Math.abs(planar - sphere)).toBeLessThanOrEqual(Math.max(0.5, sphere * 0.005));
    }
  });

  it('binds every value as a parameter and converts yuan to fen', () => {
    const part = houseWhere({ cityId: 107, searchKey: " '; DROP TABLE houses; -- ", rentMin: 2000.5, rentMax: 3000, bedrooms: 5 }, 0);
    expect(part.where).not.toContain('DROP');
    expect(part.params).toContain(200050);
    expect(part.params).toContain(300000);
    expect(part.where).toContain('h.bedrooms >= ?');
    expect(houseWhere({ cityId: 107, bedrooms: 2 }, 0).where).toContain('h.bedrooms = ?');
    expect(houseWhere({ cityId: 107, searchKey: '   ' }, 0).where).not.toContain('instr');
  });

  it('refuses a distance sort without a position (the filter choice comes checked by the catalogue)', () => {
    expect(() => houseOrder('distance', null)).toThrow('按距离排序需要您的位置');
    expect(() => queryOrigin(31, undefined)).toThrow('经纬度');
    expect(queryOrigin(undefined, undefined)).toBeNull();
    expect(houseOrder('price_desc', null).where).toBe('h.rent_fen DESC, h.id DESC');
  });
});
