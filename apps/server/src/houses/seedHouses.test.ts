import crypto from 'node:crypto';
import Database from 'better-sqlite3';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { serverFeatures } from '../features';
import { distanceKm } from '../geo';
import { housesFeature } from './feature';
import { migrationsOf } from '../serverFeature';
import { seedHouses } from './seedHouses';
import { shanghai } from './seedPlaces';

const all = <T>(db: Database.Database, sql: string, ...params: unknown[]) => db.prepare(sql).all(...params) as T[];
const one = <T>(db: Database.Database, sql: string, ...params: unknown[]) => db.prepare(sql).get(...params) as T;

describe('the house seed', () => {
  let db: Database.Database;
  beforeAll(() => {
    db = openDatabase(':memory:', serverFeatures);
  });
  afterAll(() => db.close());

  it('makes Shanghai a realistic city: districts with 2-4 areas, 12 Aster 寓 stores, thousands of rooms', () => {
    const districts = all<{ id: string; name: string; areas: number }>(db, 'SELECT d.id, d.name, COUNT(a.id) AS areas FROM districts d JOIN areas a ON a.district_id = d.id WHERE d.city_id = 107 GROUP BY d.id');
    expect(districts.length).toBeGreaterThanOrEqual(8);
    for (const district of districts) expect(district.areas).toBeGreaterThanOrEqual(2);
    for (const district of districts) expect(district.areas).toBeLessThanOrEqual(4);
    const stores = all<{ id: string; name: string }>(db, 'SELECT id, name FROM stores WHERE city_id = 107 ORDER BY id');
    expect(stores.map((store) => store.id)).toEqual(Array.from({ length: 12 }, (_unused, index) => `s${String(index + 1).padStart(2, '0')}`));
    expect(stores.every((store) => /^Aster寓·.+店$/.test(store.name))).toBe(true);
    expect(one<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM houses WHERE city_id = 107').n).toBeGreaterThanOrEqual(3000);
    // Every store has rooms, every area of a district with a store has rooms.
    expect(one<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM stores s WHERE NOT EXISTS (SELECT 1 FROM houses h WHERE h.store_id = s.id)').n).toBe(0);
    expect(one<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM areas a WHERE NOT EXISTS (SELECT 1 FROM houses h WHERE h.area_id = a.id)').n).toBe(0);
  });

  it('gives every room realistic values', () => {
    const bad = all(db, `SELECT id FROM houses WHERE rent_fen < 180000 OR rent_fen > 1200000 OR rent_fen % 1000 <> 0
      OR rental_type NOT IN (1, 2, 4, 15) OR bedrooms < 1 OR area_sqm < 8 OR floor < 1 OR floor > total_floors
      OR reservation_deposit_fen <> MIN(rent_fen, 200000) OR photo_count NOT BETWEEN 4 AND 8 OR deposit_months < 1 OR pay_months < 1
      OR available_from NOT GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'`);
    expect(bad).toEqual([]);
    const byType = all<{ rental_type: number; avg: number }>(db, 'SELECT rental_type, AVG(rent_fen) / 100 AS avg FROM houses WHERE city_id = 107 GROUP BY rental_type ORDER BY rental_type');
    expect(byType.map((row) => row.rental_type)).toEqual([1, 2, 4, 15]);
    const average = new Map(byType.map((row) => [row.rental_type, row.avg]));
    // A shared room costs less than a studio, which costs less than a whole flat.
    expect(average.get(2)).toBeLessThan(average.get(4) ?? 0);
    expect(average.get(4)).toBeLessThan(average.get(1) ?? 0);
    const availability = new Map(all<{ availability: string; n: number }>(db, 'SELECT availability, COUNT(*) AS n FROM houses GROUP BY availability').map((row) => [row.availability, row.n]));
    const total = [...availability.values()].reduce((sum, n) => sum + n, 0);
    expect((availability.get('available') ?? 0) / total).toBeGreaterThan(0.75);
    expect(availability.get('reserved')).toBeGreaterThan(0);
    expect(availability.get('rented')).toBeGreaterThan(0);
    const tags = all<{ tags: string }>(db, 'SELECT tags FROM houses').flatMap((row) => row.tags.split(','));
    for (const tag of ['近地铁', '独立卫浴', '可短租', '押一付一']) expect(tags).toContain(tag);
  });

  it('puts every room within a couple of kilometres of its area in its store\'s district', () => {
    const rooms = all<{ lat: number; lon: number; area_lat: number; area_lon: number; same_district: number }>(db, `SELECT h.lat, h.lon, a.lat AS area_lat, a.lon AS area_lon,
      h.district_id = s.district_id AND a.district_id = h.district_id AS same_district FROM houses h JOIN areas a ON a.id = h.area_id JOIN stores s ON s.id = h.store_id`);
    for (const room of rooms) {
      expect(room.same_district).toBe(1);
      expect(distanceKm(room.lat, room.lon, room.area_lat, room.area_lon)).toBeLessThan(2.5);
    }
  });

  it('has the rooms the other helpers rely on: h000001 available in Shanghai with a video and a document', () => {
    expect(one(db, "SELECT city_id, availability, has_video, has_document, available_from FROM houses WHERE id = 'h000001'"))
      .toEqual({ city_id: 107, availability: 'available', has_video: 1, has_document: 1, available_from: '2026-10-31' });
    for (const city of [1, 116, 175, 218, 233, 234, 276]) {
      expect(one<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM houses WHERE city_id = ?', city).n).toBe(100);
      expect(one<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM stores WHERE city_id = ?', city).n).toBeGreaterThanOrEqual(2);
    }
    expect(shanghai.stores.every((store) => shanghai.districts.some((district) => district.id === store.districtId))).toBe(true);
  });

  it('is deterministic and runs once', () => {
    const digest = (database: Database.Database) =>
      crypto.createHash('sha256').update(JSON.stringify(all(database, 'SELECT * FROM houses ORDER BY id'))).update(JSON.stringify(all(database, 'SELECT * FROM stores ORDER BY id'))).digest('hex');
    const other = openDatabase(':memory:', serverFeatures);
    expect(digest(other)).toBe(digest(db));
    const before = one<{ n: number }>(other, 'SELECT COUNT(*) AS n FROM houses').n;
    seedHouses(other);
    expect(one<{ n: number }>(other, 'SELECT COUNT(*) AS n FROM houses').n).toBe(before);
    other.close();
  });

  it('seeds the houses of a database seeded before they existed, and leaves nothing half-done when it fails', () => {
    // Before houses existed nothing referred to them: the features listed after houses are not there yet.
    const earlier = openDatabase(':memory:', serverFeatures.slice(0, serverFeatures.indexOf(housesFeature) + 1));
    earlier.exec('DELETE FROM houses; DELETE FROM stores; DELETE FROM areas; DELETE FROM districts;');
    seedHouses(earlier);
    expect(one<{ n: number }>(earlier, 'SELECT COUNT(*) AS n FROM houses').n).toBeGreaterThan(3000);
    earlier.close();

    const bare = new Database(':memory:');
    bare.pragma('foreign_keys = ON');
    migrate(bare, migrationsOf(serverFeatures));
    bare.prepare("INSERT INTO cities (id, name, pinyin, latitude, longitude) VALUES (1, '北京', 'beijing', 39.9, 116.4)").run();
    expect(() => seedHouses(bare)).toThrow();
    expect(one<{ n: number }>(bare, 'SELECT COUNT(*) AS n FROM districts').n).toBe(0);
    bare.close();
  });
});
