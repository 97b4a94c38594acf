import { houseEndpoints, type HouseQuery } from '@aster/core-api';
import { HouseDetailSchema, HouseFiltersSchema, HousePageSchema, type HouseFilters, type HousePage, type HouseSummary, type MapMarker, type Poi } from '@aster/core-domain';
import fc from 'fast-check';
import { demoUsers } from '../auth/seed';
import { distanceKm } from '../geo';
import { startTestServer, type CallOptions, type TestServer } from '../testing/testServer';
import { planarDistanceMetres } from './listQuery';
import { MAP_HOUSE_MARKERS_MAX } from './routes';

const LIST = `${houseEndpoints.houseList.prefix}/${houseEndpoints.houseList.path}`;
const FILTERS = `${houseEndpoints.houseFilters.prefix}/${houseEndpoints.houseFilters.path}`;
const MAP = `${houseEndpoints.mapMarkers.prefix}/${houseEndpoints.mapMarkers.path}`;
const detailPath = (id: string) => `/tapp/v2/aster/common/houses/${id}`;
const poisPath = (id: string) => `/tapp/v2/aster/common/houses/${id}/pois`;
const storePath = (id: string) => `/tapp/v2/aster/common/stores/${id}`;
const favouritePath = (id: string) => `/tapp/v2/aster/houses/${id}/favourite`;

type HouseListAnswer = HousePage & { city: { cityId: number; cityName: string } };

const yuan = (text: string | number) => Number(text);

describe('house endpoints over the seeded city', () => {
  let server: TestServer;
  let filters: HouseFilters;
  let availableInShanghai: number;

  const ok = async <T>(method: 'GET' | 'POST', path: string, options: CallOptions = {}): Promise<T> => {
    const result = await server.call<T>(method, path, options);
    if (result.body.errorCode !== '0') throw new Error(`${path}: ${result.body.errorCode} ${result.body.message}`);
    return result.body.data as T;
  };
  const list = (query: HouseQuery) => ok<HouseListAnswer>('GET', LIST, { query: query as Record<string, string | number> });
  const count = (sql: string, ...params: unknown[]) => (server.db.prepare(sql).get(...params) as { n: number }).n;

  beforeAll(async () => {
    server = await startTestServer();
    filters = await ok<HouseFilters>('GET', FILTERS, { query: { cityId: 107 } });
    availableInShanghai = count("SELECT COUNT(*) AS n FROM houses WHERE city_id = 107 AND availability = 'available'");
  });
  afterAll(() => server.close());

  describe('houseList', () => {
    it('answers the first page of available Shanghai rooms with the total and hasMore', async () => {
      const page = await list({ cityId: 107 });
      expect(HousePageSchema.parse(page)).toBeTruthy();
      expect(page.total).toBe(availableInShanghai);
      expect(page.total).toBeGreaterThan(2500);
      expect(page).toMatchObject({ pageNo: 1, pageSize: 20, hasMore: true });
      expect(page.list).toHaveLength(20);
      expect(page.list.every((house) => house.cityId === 107 && house.availability === 'available' && house.distanceMeters == null)).toBe(true);
      expect(page.list[0]?.rent).toMatch(/^\d+\.\d{2}$/);
      // The recommended order mixes stores: a first page is not one store's rooms.
      expect(new Set(page.list.map((house) => house.storeId)).size).toBeGreaterThan(4);
    });

    it('answers the caller\'s IP city without a cityId, and says which city the list is of', async () => {
      const named = await list({ cityId: 107 });
      expect(named.city).toEqual({ cityId: 107, cityName: '上海' });
      // The test calls come from 127.0.0.1, seeded as the fallback city's address; pointed at Beijing, they get Beijing's rooms.
      expect(await list({})).toEqual(named);
      const seeded = server.db.prepare("SELECT city_id AS cityId FROM ip_cities WHERE ip_prefix = '127.'").get() as { cityId: number };
      server.db.prepare("UPDATE ip_cities SET city_id = 1 WHERE ip_prefix = '127.'").run();
      try {
        const fromBeijing = await list({});
        expect(fromBeijing.city).toEqual({ cityId: 1, cityName: '北京' });
        expect(fromBeijing.list.every((house) => house.cityId === 1)).toBe(true);
        expect(fromBeijing.total).toBe(count("SELECT COUNT(*) AS n FROM houses WHERE city_id = 1 AND availability = 'available'"));
      } finally {
        server.db.prepare("UPDATE ip_cities SET city_id = ? WHERE ip_prefix = '127.'").run(seeded.cityId);
      }
    });

    interface SeedRoom { district_id: string; area_id: string; store_id: string; rental_type: number; rent_fen: number; bedrooms: number; title: string; district_name: string; area_name: string; store_name: string }
    let seedRooms: SeedRoom[] = [];
    beforeAll(() => {
      seedRooms = server.db.prepare(`SELECT h.*, d.name AS district_name, a.name AS area_name, s.name AS store_name FROM houses h
        JOIN districts d ON d.id = h.district_id JOIN areas a ON a.id = h.area_id JOIN stores s ON s.id = h.store_id
        WHERE h.city_id = 107 AND h.availability = 'available'`).all() as SeedRoom[];
    });
    const expectedTotal = (request: HouseQuery): number => {
      const key = request.searchKey?.toLowerCase();
      return seedRooms.filter((room) =>
        (!request.districtId || room.district_id === request.districtId)
        && (!request.areaId || room.area_id === request.areaId)
        && (!request.storeId || room.store_id === request.storeId)
        && (request.rentalType === undefined || room.rental_type === request.rentalType)
        && (request.rentMin === undefined || room.rent_fen >= Number(request.rentMin) * 100)
        && (request.rentMax === undefined || room.rent_fen <= Number(request.rentMax) * 100)
        && (request.bedrooms === undefined || (Number(request.bedrooms) >= 4 ? room.bedrooms >= 4 : room.bedrooms === request.bedrooms))
        && (!key || [room.title, room.district_name, room.area_name, room.store_name].some((text) => text.toLowerCase().includes(key)))).length;
    };

    it.each<[string, HouseQuery]>([
      ['a district', { cityId: 107, districtId: 'd107-ja' }],
      ['an area', { cityId: 107, areaId: 'a107-wjc' }],
      ['a store', { cityId: 107, storeId: 's05' }],
      ['a rental type (床位/合租)', { cityId: 107, rentalType: 2 }],
      ['a rent range', { cityId: 107, rentMin: 3000, rentMax: 4000 }],
      ['rent from 6000 up', { cityId: 107, rentMin: 6000 }],
      ['2 bedrooms', { cityId: 107, bedrooms: 2 }],
      ['4 or more bedrooms', { cityId: 107, bedrooms: 4 }],
      ['a district name typed', { cityId: 107, searchKey: '徐汇' }],
      ['a store name typed, any case', { cityId: 107, searchKey: 'aster寓·七宝' }],
    ])('filters by %s exactly: the total is every matching room', async (_label, request) => {
      const total = expectedTotal(request);
      expect(total).toBeGreaterThan(0);
      expect((await list(request)).total).toBe(total);
    });

    const districtIds = () => filters.districts.map((district) => district.id);
    const areaIds = () => filters.districts.flatMap((district) => district.areas.map((area) => [district.id, area.id, area.name] as const));

    it('every row of every filtered, sorted page matches the filter and the order (property over the seed)', async () => {
      const districtNames = new Map(filters.districts.map((district) => [district.id, district.name]));
      const query = fc.record(
        {
          district: fc.constantFrom(...districtIds()),
          area: fc.constantFrom(...areaIds()),
          storeId: fc.constantFrom('s01', 's04', 's07', 's12'),
          rentalType: fc.constantFrom(1, 2, 4, 15),
          rent: fc.constantFrom([0, 2000], [2000, 3000], [3000, 4000], [4000, 6000], [6000, undefined], [2500, 2500]) as fc.Arbitrary<[number, number | undefined]>,
          bedrooms: fc.integer({ min: 1, max: 4 }),
          searchKey: fc.constantFrom('张江', '浦东', 'Aster寓', '整租', '静安寺', '合租·'),
          sort: fc.constantFrom('default', 'price_asc', 'price_desc', 'newest') as fc.Arbitrary<'default' | 'price_asc' | 'price_desc' | 'newest'>,
          pageNo: fc.integer({ min: 1, max: 4 }),
        },
        { requiredKeys: ['sort', 'pageNo'] },
      );
      await fc.assert(
        fc.asyncProperty(query, async (q) => {
          const request: HouseQuery = { cityId: 107, sort: q.sort, pageNo: q.pageNo, pageSize: 10 };
          if (q.area) request.areaId = q.area[1];
          else if (q.district) request.districtId = q.district;
          if (q.storeId) request.storeId = q.storeId;
          if (q.rentalType) request.rentalType = q.rentalType;
          if (q.rent) {
            request.rentMin = q.rent[0];
            if (q.rent[1] !== undefined) request.rentMax = q.rent[1];
          }
          if (q.bedrooms) request.bedrooms = q.bedrooms;
          if (q.searchKey) request.searchKey = q.searchKey;
          const page = await list(request);
          // The total agrees with the filter applied here, in plain code, to every available room of the seed.
          expect(page.total).toBe(expectedTotal(request));
          expect(page.list.length).toBeLessThanOrEqual(10);
          expect(page.hasMore).toBe((q.pageNo - 1) * 10 + page.list.length < page.total);
          for (const house of page.list) {
            expect(house.availability).toBe('available');
            if (request.districtId) expect(house.districtName).toBe(districtNames.get(request.districtId));
            if (q.area) expect(house.areaName).toBe(q.area[2]);
            if (q.storeId) expect(house.storeId).toBe(q.storeId);
            if (q.rentalType) expect(house.rentalType).toBe(q.rentalType);
            if (request.rentMin !== undefined) expect(yuan(house.rent)).toBeGreaterThanOrEqual(request.rentMin);
            if (request.rentMax !== undefined) expect(yuan(house.rent)).toBeLessThanOrEqual(request.rentMax);
            if (q.bedrooms) expect(q.bedrooms >= 4 ? house.layout.bedrooms >= 4 : house.layout.bedrooms === q.bedrooms).toBe(true);
            if (q.searchKey) {
              const key = q.searchKey.toLowerCase();
              expect([house.title, house.districtName, house.areaName, house.storeName].some((text) => text.toLowerCase().includes(key))).toBe(true);
            }
          }
          const rents = page.list.map((house) => yuan(house.rent));
          if (q.sort === 'price_asc') expect(rents).toEqual([...rents].sort((a, b) => a - b));
          if (q.sort === 'price_desc') expect(rents).toEqual([...rents].sort((a, b) => b - a));
        }),
        { numRuns: 60 },
      );
    });

    it('pages do not overlap and together are exactly the rooms the filter matches', async () => {
      const query: HouseQuery = { cityId: 107, districtId: 'd107-pd', rentalType: 4, sort: 'newest', pageSize: 50 };
      const first = await list({ ...query, pageNo: 1 });
      const seen: HouseSummary[] = [...first.list];
      for (let pageNo = 2; seen.length < first.total; pageNo += 1) {
        const page = await list({ ...query, pageNo });
        expect(page.total).toBe(first.total);
        expect(page.list.length).toBeGreaterThan(0);
        seen.push(...page.list);
      }
      const ids = seen.map((house) => house.id);
      expect(new Set(ids).size).toBe(ids.length);
      const expected = (server.db.prepare("SELECT id FROM houses WHERE city_id = 107 AND district_id = 'd107-pd' AND rental_type = 4 AND availability = 'available' ORDER BY listed_at DESC, id DESC").all() as { id: string }[]).map((row) => row.id);
      expect(ids).toEqual(expected);
      const after = await list({ ...query, pageNo: Math.ceil(first.total / 50) + 1 });
      expect(after).toMatchObject({ list: [], hasMore: false, total: first.total });
    });

    it('sorts by distance from the given point, nearest first, with metres on every row', async () => {
      const from = { lat: 31.2035, lon: 121.5906 };
      const rows: HouseSummary[] = [];
      for (const pageNo of [1, 2, 3]) rows.push(...(await list({ cityId: 107, sort: 'distance', ...from, pageNo, pageSize: 30 })).list);
      const metres = rows.map((house) => house.distanceMeters ?? -1);
      expect(metres.every((value) => value >= 0)).toBe(true);
      expect(metres).toEqual([...metres].sort((a, b) => a - b));
      const all = server.db.prepare("SELECT id, lat, lon FROM houses WHERE city_id = 107 AND availability = 'available'").all() as { id: string; lat: number; lon: number }[];
      const nearest = Math.min(...all.map((house) => planarDistanceMetres(from.lat, from.lon, house.lat, house.lon)));
      expect(metres[0]).toBe(Math.round(nearest));
      for (const house of rows) expect(Math.abs((house.distanceMeters ?? 0) - distanceKm(from.lat, from.lon, house.lat, house.lon) * 1000)).toBeLessThan(5);
      // Combined with a filter, the order still holds and the filter too.
      const cheap = await list({ cityId: 107, sort: 'distance', ...from, rentMax: 3000 });
      expect(cheap.list.every((house) => yuan(house.rent) <= 3000)).toBe(true);
      const cheapMetres = cheap.list.map((house) => house.distanceMeters ?? -1);
      expect(cheapMetres).toEqual([...cheapMetres].sort((a, b) => a - b));
    });

    it('answers bad input with a business error in the envelope, never a 500', async () => {
      const cases: [Record<string, string | number>, string, RegExp?][] = [
        [{ cityId: 107, sort: 'distance' }, 'LOCATION_REQUIRED', /位置/],
        [{ cityId: 107, sort: 'distance', lat: 31.2 }, 'PARAM_INVALID'],
        [{ cityId: 107, lat: 95, lon: 121 }, 'PARAM_INVALID'],
        [{ cityId: 107, rentMin: 5000, rentMax: 3000 }, 'PARAM_INVALID', /最低租金/],
        [{ cityId: 107, rentMin: -1 }, 'PARAM_INVALID'],
        [{ cityId: 107, rentalType: 3 }, 'PARAM_INVALID', /房源类型/],
        [{ cityId: 107, bedrooms: 0 }, 'PARAM_INVALID'],
        [{ cityId: 107, bedrooms: 1.5 }, 'PARAM_INVALID'],
        [{ cityId: 107, pageSize: 51 }, 'PARAM_INVALID'],
        [{ cityId: 107, pageNo: 0 }, 'PARAM_INVALID'],
        [{ cityId: 107, sort: 'cheapest' }, 'PARAM_INVALID'],
        [{ cityId: 'shanghai' }, 'PARAM_INVALID'],
        [{ cityId: 99999 }, 'CITY_NOT_FOUND'],
        [{ cityId: 107, searchKey: 'x'.repeat(51) }, 'PARAM_INVALID'],
      ];
      for (const [query, code, message] of cases) {
        const result = await server.call('GET', LIST, { query });
        expect({ query, status: result.status, code: result.body.errorCode }).toEqual({ query, status: 200, code });
        if (message) expect(result.body.message).toMatch(message);
      }
      // Text that looks like SQL is only text.
      expect((await list({ cityId: 107, searchKey: "' OR 1=1 --" })).total).toBe(0);
    });

    it('serves the other seeded cities with their own rooms', async () => {
      const beijing = await list({ cityId: 1, pageSize: 50 });
      expect(beijing.total).toBeGreaterThan(50);
      expect(beijing.list.every((house) => house.cityId === 1)).toBe(true);
    });
  });

  describe('houseFilters', () => {
    it('offers the districts with their areas, rent ranges, the base config\'s rental types and bedroom options', async () => {
      expect(HouseFiltersSchema.parse(filters)).toBeTruthy();
      expect(filters.districts.length).toBeGreaterThanOrEqual(8);
      expect(filters.districts.map((district) => district.name)).toEqual(expect.arrayContaining(['浦东新区', '徐汇区', '静安区', '闵行区', '杨浦区', '长宁区', '普陀区', '宝山区']));
      for (const district of filters.districts) expect(district.areas.length).toBeGreaterThanOrEqual(2);
      expect(filters.rentRanges.map((range) => [range.min, range.max])).toEqual([[0, 2000], [2000, 3000], [3000, 4000], [4000, 6000], [6000, null]]);
      expect(filters.bedroomOptions).toEqual([1, 2, 3, 4]);
      expect(filters.rentalTypes).toEqual([{ identification: 1, name: '整租' }, { identification: 2, name: '合租' }, { identification: 4, name: '公寓' }]);
      const brand = await ok<HouseFilters>('GET', FILTERS, { query: { cityId: 107 }, companyId: '1001' });
      expect(brand.rentalTypes.map((type) => `${type.identification}${type.name}`)).toEqual(['1整租', '2床位', '4品牌公寓', '15加盟']);
      expect((await server.call('GET', FILTERS, { query: { cityId: 4242 } })).body.errorCode).toBe('CITY_NOT_FOUND');
    });
  });

  describe('houseDetail', () => {
    it('answers everything house_detail shows, in the catalogue\'s shape', async () => {
      const detail = HouseDetailSchema.parse(await ok('GET', detailPath('h000001')));
      expect(detail).toMatchObject({ id: 'h000001', cityId: 107, availability: 'available', favourite: false });
      expect(detail.photos.length).toBeGreaterThanOrEqual(4);
      expect(detail.photos.length).toBeLessThanOrEqual(8);
      expect(detail.photos[0]?.url).toBe(detail.coverUrl);
      expect(detail.videoUrl).toMatch(/\/assets\/house-tour\.mp4$/);
      expect(detail.videoCoverUrl).toMatch(/\.png$/);
      expect(detail.documentUrl).toMatch(/\/assets\/houses\/h000001\/rules\.pdf$/);
      expect(detail.floorPlanUrl).toMatch(/plan\.png$/);
      expect(detail.fees.map((fee) => fee.name)).toEqual(['物业费', '水费', '电费', '网费', '服务费']);
      expect(detail.deposit.refundRule.length).toBeGreaterThan(10);
      expect(yuan(detail.deposit.depositAmount)).toBe(yuan(detail.rent) * detail.deposit.depositMonths);
      expect(yuan(detail.reservationDeposit)).toBe(Math.min(yuan(detail.rent), 2000));
      expect(detail.facilities.length).toBeGreaterThan(3);
      expect(detail.description).not.toMatch(/<[a-z]/i);
      expect(detail.store).toMatchObject({ id: detail.storeId, name: detail.storeName });
      expect(detail.sameBuildingRooms.length).toBeGreaterThan(0);
      expect(detail.sameBuildingRooms.length).toBeLessThanOrEqual(6);
      for (const other of detail.sameBuildingRooms) {
        expect(other).toMatchObject({ storeId: detail.storeId, availability: 'available' });
        expect(other.id).not.toBe(detail.id);
      }
    });

    it('answers a room without media with null links, and an unknown id with the not-found error', async () => {
      const plain = server.db.prepare("SELECT id FROM houses WHERE has_video = 0 AND has_document = 0 LIMIT 1").get() as { id: string };
      const detail = HouseDetailSchema.parse(await ok('GET', detailPath(plain.id)));
      expect(detail.videoUrl).toBeNull();
      expect(detail.documentUrl).toBeNull();
      const missing = await server.call('GET', detailPath('h999999'));
      expect(missing.status).toBe(200);
      expect(missing.body).toMatchObject({ errorCode: 'HOUSE_NOT_FOUND', message: '房源不存在或已下架' });
    });
  });

  describe('favourites', () => {
    it('need a login, round-trip, and show on the detail only for the caller', async () => {
      expect((await server.call('POST', favouritePath('h000002'), { body: { favourite: true } })).status).toBe(401);
      const token = await server.loginByPhone(demoUsers.tenant.mobile);
      expect(await ok('POST', favouritePath('h000002'), { body: { favourite: true }, token })).toEqual({ houseId: 'h000002', favourite: true });
      expect(await ok('POST', favouritePath('h000002'), { body: { favourite: true }, token })).toEqual({ houseId: 'h000002', favourite: true });
      expect((await ok<{ favourite: boolean }>('GET', detailPath('h000002'), { token })).favourite).toBe(true);
      expect((await ok<{ favourite: boolean }>('GET', detailPath('h000002'))).favourite).toBe(false);
      const other = await server.loginByPhone(demoUsers.unverified.mobile);
      expect((await ok<{ favourite: boolean }>('GET', detailPath('h000002'), { token: other })).favourite).toBe(false);
      // A stale token on a public endpoint is a guest, not an error.
      expect((await ok<{ favourite: boolean }>('GET', detailPath('h000002'), { token: 'not-a-session' })).favourite).toBe(false);
      expect(await ok('POST', favouritePath('h000002'), { body: { favourite: false }, token })).toEqual({ houseId: 'h000002', favourite: false });
      expect((await ok<{ favourite: boolean }>('GET', detailPath('h000002'), { token })).favourite).toBe(false);
      expect((await server.call('POST', favouritePath('h999999'), { body: { favourite: true }, token })).body.errorCode).toBe('HOUSE_NOT_FOUND');
      expect((await server.call('POST', favouritePath('h000002'), { body: { favourite: 'yes' }, token })).body.errorCode).toBe('PARAM_INVALID');
    });
  });

  describe('housePois', () => {
    it('answers places of each category near the house, nearest first, with true distances', async () => {
      const house = server.db.prepare("SELECT lat, lon FROM houses WHERE id = 'h000001'").get() as { lat: number; lon: number };
      for (const category of ['transit', 'shopping', 'school', 'hospital', 'food'] as const) {
        const pois = await ok<Poi[]>('GET', poisPath('h000001'), { query: { category } });
        expect(pois.length).toBeGreaterThanOrEqual(4);
        const metres = pois.map((poi) => poi.distanceMeters);
        expect(metres).toEqual([...metres].sort((a, b) => a - b));
        for (const poi of pois) {
          expect(poi.category).toBe(category);
          expect(poi.distanceMeters).toBeLessThanOrEqual(1850);
          expect(Math.abs(poi.distanceMeters - distanceKm(house.lat, house.lon, poi.lat, poi.lon) * 1000)).toBeLessThan(1);
        }
        expect(await ok<Poi[]>('GET', poisPath('h000001'), { query: { category } })).toEqual(pois);
      }
      const transit = await ok<Poi[]>('GET', poisPath('h000001'), { query: { category: 'transit' } });
      expect(transit.some((poi) => poi.name.endsWith('地铁站'))).toBe(true);
      expect((await server.call('GET', poisPath('h000001'), { query: { category: 'zoo' } })).body.errorCode).toBe('PARAM_INVALID');
      expect((await server.call('GET', poisPath('h999999'), { query: { category: 'food' } })).body.errorCode).toBe('HOUSE_NOT_FOUND');
    });
  });

  describe('mapMarkers', () => {
    const shanghaiBounds = { cityId: 107, minLat: 30.6, maxLat: 31.9, minLon: 120.8, maxLon: 122.2 };
    const markers = (query: Record<string, number>) => ok<{ markers: MapMarker[]; total: number }>('GET', MAP, { query });

    it('shows one marker per district below zoom 12, per store up to 15, single rooms from 15', async () => {
      const districts = await markers({ ...shanghaiBounds, zoom: 10 });
      expect(districts.markers.every((marker) => marker.kind === 'district' && marker.houseId == null)).toBe(true);
      expect(districts.markers.length).toBe(filters.districts.length);
      expect(districts.total).toBe(availableInShanghai);
      expect(districts.markers.reduce((sum, marker) => sum + marker.count, 0)).toBe(availableInShanghai);

      const stores = await markers({ ...shanghaiBounds, zoom: 13.5 });
      expect(stores.markers.map((marker) => marker.storeId)).toEqual(['s01', 's02', 's03', 's04', 's05', 's06', 's07', 's08', 's09', 's10', 's11', 's12']);
      expect(stores.markers.every((marker) => marker.kind === 'store')).toBe(true);
      const s01 = stores.markers[0];
      expect(s01?.count).toBe(count("SELECT COUNT(*) AS n FROM houses WHERE store_id = 's01' AND availability = 'available'"));

      const view = { cityId: 107, minLat: 31.195, maxLat: 31.215, minLon: 121.575, maxLon: 121.605, zoom: 16 };
      const rooms = await markers(view);
      const inView = count("SELECT COUNT(*) AS n FROM houses WHERE city_id = 107 AND availability = 'available' AND lat BETWEEN ? AND ? AND lon BETWEEN ? AND ?", view.minLat, view.maxLat, view.minLon, view.maxLon);
      expect(rooms.total).toBe(inView);
      expect(rooms.markers.length).toBe(Math.min(inView, MAP_HOUSE_MARKERS_MAX));
      for (const marker of rooms.markers) {
        expect(marker).toMatchObject({ kind: 'house', count: 1 });
        expect(marker.houseId).toBeTruthy();
        expect(marker.lat).toBeGreaterThanOrEqual(view.minLat);
        expect(marker.lat).toBeLessThanOrEqual(view.maxLat);
        expect(marker.lon).toBeGreaterThanOrEqual(view.minLon);
        expect(marker.lon).toBeLessThanOrEqual(view.maxLon);
      }
    });

    it('caps single-room markers, keeps the real total, applies the filters and the bounds', async () => {
      const wide = await markers({ ...shanghaiBounds, zoom: 15 });
      expect(wide.markers).toHaveLength(MAP_HOUSE_MARKERS_MAX);
      expect(wide.total).toBe(availableInShanghai);
      const shared = await markers({ ...shanghaiBounds, zoom: 11, rentalType: 2, rentMax: 2500 });
      expect(shared.total).toBe(count("SELECT COUNT(*) AS n FROM houses WHERE city_id = 107 AND availability = 'available' AND rental_type = 2 AND rent_fen <= 250000"));
      const pudongOnly = await markers({ cityId: 107, minLat: 31.2, maxLat: 31.25, minLon: 121.52, maxLon: 121.57, zoom: 9 });
      expect(pudongOnly.markers.map((marker) => marker.label)).toEqual(['浦东新区']);
      const nowhere = await markers({ cityId: 107, minLat: 10, maxLat: 10.1, minLon: 10, maxLon: 10.1, zoom: 16 });
      expect(nowhere).toEqual({ markers: [], total: 0 });
      const inverted = await server.call('GET', MAP, { query: { ...shanghaiBounds, minLat: 32, zoom: 10 } });
      expect(inverted.body.errorCode).toBe('PARAM_INVALID');
      expect((await server.call('GET', MAP, { query: { ...shanghaiBounds, zoom: 25 } })).body.errorCode).toBe('PARAM_INVALID');
    });
  });

  describe('storeDetail', () => {
    it('answers the store with its free rooms and lowest rent; unknown stores are not found', async () => {
      const store = await ok<{ id: string; availableCount: number; minRent: string; managerPhone: string }>('GET', storePath('s01'));
      expect(store.availableCount).toBe(count("SELECT COUNT(*) AS n FROM houses WHERE store_id = 's01' AND availability = 'available'"));
      expect(yuan(store.minRent) * 100).toBe(count("SELECT MIN(rent_fen) AS n FROM houses WHERE store_id = 's01' AND availability = 'available'"));
      const byStore = await list({ cityId: 107, storeId: 's01', sort: 'price_asc', pageSize: 1 });
      expect(byStore.total).toBe(store.availableCount);
      expect(byStore.list[0]?.rent).toBe(store.minRent);
      expect((await server.call('GET', storePath('s99'))).body).toMatchObject({ errorCode: 'STORE_NOT_FOUND', message: '门店不存在或已停业' });
    });
  });
});
