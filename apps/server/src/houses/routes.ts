import { houseEndpoints } from '@aster/core-api';
import { DEFAULT_COMPANY_ID, HouseIdentification, type HouseDetail, type HouseFee, type MapMarker } from '@aster/core-domain';
import type Database from 'better-sqlite3';
import { implement, loggedInUser, type ApiRoute } from '../http/api';
import { errors } from '../http/errors';
import { absolute } from '../http/links';
import type { Services } from '../services';
import { ipCityLookup } from '../home/ipCity';
import { houseErrors } from './errors';
import { BEDROOMS_TOP_OPTION, houseOrder, houseWhere, planarDistanceMetres, queryOrigin, RENTAL_TYPES, type HouseFilter } from './listQuery';
import { poisAround } from './pois';
import { HOUSE_COLUMNS, HOUSE_JOINS, HOUSE_SUMMARY_COLUMNS, houseSummaryView, splitList, storeView, yuanText, type HouseRow, type HouseSummaryRow, type StoreRow } from './views';
import {
  facilityNames,
  floorPlanPath,
  HOUSE_TOUR_POSTER,
  HOUSE_TOUR_VIDEO,
  housePhotoPath,
  houseRulesPath,
  photoCaptions,
  rentalTypeNames,
} from './vocabulary';

/** Zoom levels of the map: below the first, one marker per district; below the second, one per store; then rooms. */
export const MAP_DISTRICT_ZOOM_BELOW = 12;
export const MAP_STORE_ZOOM_BELOW = 15;
/** Most single-room markers one answer carries; `total` still tells how many rooms are in view. */
export const MAP_HOUSE_MARKERS_MAX = 200;
/** Rooms of the same store shown under a house's detail. */
export const SAME_BUILDING_ROOMS_MAX = 6;

const RENT_RANGES = [
  { label: '2000元以下', min: 0, max: 2000 },
  { label: '2000-3000元', min: 2000, max: 3000 },
  { label: '3000-4000元', min: 3000, max: 4000 },
  { label: '4000-6000元', min: 4000, max: 6000 },
  { label: '6000元以上', min: 6000, max: null },
];

const REFUND_RULE = '合同期满正常退租，房屋及设施无损坏且各项费用结清后，押金在 7 个工作日内原路退还；租期内提前退租的，押金不予退还；'
  + '定金在签约时抵扣首月租金，因房源原因无法签约的全额退还。';

const STORE_COLUMNS = `s.*, d.name AS district_name,
  (SELECT COUNT(*) FROM houses h WHERE h.store_id = s.id AND h.availability = 'available') AS available_count,
  (SELECT MIN(h.rent_fen) FROM houses h WHERE h.store_id = s.id AND h.availability = 'available') AS min_rent_fen`;

/** Fees on top of the rent, by rental type: brand rooms bundle property and network, whole units pay them. */
function feesOf(row: HouseRow): HouseFee[] {
  const apartment = row.rental_type === HouseIdentification.brandApartment || row.rental_type === HouseIdentification.sharedBed;
  return [
    apartment
      ? { name: '物业费', amount: '0.00', unit: '元/月', note: '已含在租金中' }
      : { name: '物业费', amount: yuanText(Math.round(row.area_sqm * 300)), unit: '元/月', note: '按建筑面积每平方米 3 元' },
    { name: '水费', amount: '5.00', unit: '元/吨', note: '按水表读数' },
    { name: '电费', amount: apartment ? '0.80' : '0.62', unit: '元/度', note: '按智能电表读数' },
    apartment ? { name: '网费', amount: '0.00', unit: '元/月', note: '千兆宽带免费' } : { name: '网费', amount: '50.00', unit: '元/月', note: null },
    apartment
      ? { name: '服务费', amount: yuanText(Math.round(row.rent_fen * 0.05)), unit: '元/月', note: '含公区保洁与维修服务，按月租金 5%' }
      : { name: '服务费', amount: '0.00', unit: '元/月', note: '免服务费' },
  ];
}

export function houseRoutes(services: Services): ApiRoute[] {
  const { db, clock } = services;
  const e = houseEndpoints;
  const statements = new Map<string, Database.Statement>();
  /** List and map queries vary with the filters: one prepared statement per SQL text, kept. */
  const prepared = (sql: string): Database.Statement => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      statements.set(sql, statement);
    }
    return statement;
  };
  const q = {
    city: db.prepare('SELECT id, name FROM cities WHERE id = ?'),
    house: db.prepare(`SELECT ${HOUSE_COLUMNS} FROM houses h ${HOUSE_JOINS} WHERE h.id = ?`),
    houseExists: db.prepare('SELECT id FROM houses WHERE id = ?'),
    store: db.prepare(`SELECT ${STORE_COLUMNS} FROM stores s JOIN districts d ON d.id = s.district_id WHERE s.id = ?`),
    sameBuilding: db.prepare(`SELECT ${HOUSE_SUMMARY_COLUMNS} FROM houses h ${HOUSE_JOINS}
      WHERE h.store_id = ? AND h.id <> ? AND h.availability = 'available' ORDER BY abs(h.rent_fen - ?), h.id LIMIT ${SAME_BUILDING_ROOMS_MAX}`),
    districts: db.prepare('SELECT id, name FROM districts WHERE city_id = ? ORDER BY rowid'),
    areas: db.prepare('SELECT a.id, a.name, a.district_id FROM areas a JOIN districts d ON d.id = a.district_id WHERE d.city_id = ? ORDER BY a.rowid'),
    rentalTypes: db.prepare(`SELECT identification, name FROM icon_configs WHERE company_id = ? AND identification IN (${RENTAL_TYPES.join(',')}) ORDER BY sort`),
    favourite: db.prepare('SELECT 1 AS yes FROM house_favourites WHERE user_id = ? AND house_id = ?'),
    addFavourite: db.prepare('INSERT OR IGNORE INTO house_favourites (user_id, house_id, created_at) VALUES (?, ?, ?)'),
    removeFavourite: db.prepare('DELETE FROM house_favourites WHERE user_id = ? AND house_id = ?'),
  };

  const cityName = (cityId: number): string => {
    const row = q.city.get(cityId) as { name: string } | undefined;
    if (!row) throw errors.cityNotFound();
    return row.name;
  };
  const checkCity = (cityId: number) => {
    cityName(cityId);
  };
  const ipCity = ipCityLookup(db);
  const houseRow = (id: string | undefined): HouseRow => {
    const row = q.house.get(id ?? '') as HouseRow | undefined;
    if (!row) throw houseErrors.houseNotFound();
    return row;
  };
  const storeRow = (id: string | undefined): StoreRow => {
    const row = q.store.get(id ?? '') as StoreRow | undefined;
    if (!row) throw houseErrors.storeNotFound();
    return row;
  };

  return [
    implement(e.houseList, ({ input, origin, ip }) => {
      const city = input.cityId === undefined ? ipCity(ip) : { cityId: input.cityId, cityName: cityName(input.cityId) };
      const from = queryOrigin(input.lat, input.lon);
      const filter = houseWhere({ ...input, cityId: city.cityId } satisfies HouseFilter, clock.now());
      const order = houseOrder(input.sort, from);
      const total = (prepared(`SELECT COUNT(*) AS n FROM houses h WHERE ${filter.where}`).get(...filter.params) as { n: number }).n;
      const offset = (input.pageNo - 1) * input.pageSize;
      // The page's ids first (the index serves the order; skipped rows are never joined), then their rows.
      const ids = (prepared(`SELECT h.id FROM houses h WHERE ${filter.where} ORDER BY ${order.where} LIMIT ? OFFSET ?`)
        .all(...filter.params, ...order.params, input.pageSize, offset) as { id: string }[]).map((row) => row.id);
      const byId = new Map(
        ids.length === 0
          ? []
          : (prepared(`SELECT ${HOUSE_SUMMARY_COLUMNS} FROM houses h ${HOUSE_JOINS} WHERE h.id IN (${ids.map(() => '?').join(',')})`).all(...ids) as HouseSummaryRow[]).map((row) => [row.id, row]),
      );
      const rows = ids.map((id) => byId.get(id)).filter((row): row is HouseSummaryRow => row !== undefined);
      if (from !== null && input.sort === 'distance') {
        for (const row of rows) row.distance_m = planarDistanceMetres(from.lat, from.lon, row.lat, row.lon);
      }
      return {
        list: rows.map((row) => houseSummaryView(row, origin)),
        total,
        pageNo: input.pageNo,
        pageSize: input.pageSize,
        hasMore: offset + rows.length < total,
        city,
      };
    }),

    implement(e.houseFilters, ({ input, companyId }) => {
      checkCity(input.cityId);
      const areas = q.areas.all(input.cityId) as { id: string; name: string; district_id: string }[];
      const districts = (q.districts.all(input.cityId) as { id: string; name: string }[]).map((district) => ({
        id: district.id,
        name: district.name,
        areas: areas.filter((area) => area.district_id === district.id).map((area) => ({ id: area.id, name: area.name })),
      }));
      // The rental types the company's base config shows, with its own names (床位 for the brand).
      let types = q.rentalTypes.all(companyId) as { identification: number; name: string }[];
      if (types.length === 0) types = q.rentalTypes.all(DEFAULT_COMPANY_ID) as { identification: number; name: string }[];
      return {
        districts,
        rentRanges: RENT_RANGES,
        rentalTypes: types.map((type) => ({ identification: type.identification, name: type.name || (rentalTypeNames[type.identification] ?? '') })),
        bedroomOptions: Array.from({ length: BEDROOMS_TOP_OPTION }, (_unused, index) => index + 1),
      };
    }),

    implement(e.houseDetail, ({ params, origin, userId }): HouseDetail => {
      const row = houseRow(params.id);
      const store = storeRow(row.store_id);
      const same = q.sameBuilding.all(row.store_id, row.id, row.rent_fen) as HouseSummaryRow[];
      return {
        ...houseSummaryView(row, origin),
        photos: Array.from({ length: row.photo_count }, (_unused, index) => ({
          url: absolute(origin, housePhotoPath(row.id, index + 1)),
          caption: photoCaptions[index] ?? '',
        })),
        videoUrl: row.has_video ? absolute(origin, HOUSE_TOUR_VIDEO) : null,
        videoCoverUrl: row.has_video ? absolute(origin, HOUSE_TOUR_POSTER) : null,
        floorPlanUrl: absolute(origin, floorPlanPath(row.id)),
        address: row.address,
        description: row.description,
        facilities: splitList(row.facilities).map((code) => ({ code, name: facilityNames[code] ?? code })),
        fees: feesOf(row),
        deposit: {
          depositMonths: row.deposit_months,
          payMonths: row.pay_months,
          depositAmount: yuanText(row.rent_fen * row.deposit_months),
          refundRule: REFUND_RULE,
        },
        reservationDeposit: yuanText(row.reservation_deposit_fen),
        store: storeView(store, origin),
        sameBuildingRooms: same.map((other) => houseSummaryView(other, origin)),
        favourite: userId !== null && q.favourite.get(userId, row.id) !== undefined,
        documentUrl: row.has_document ? absolute(origin, houseRulesPath(row.id)) : null,
      };
    }),

    implement(e.housePois, ({ params, input }) => {
      const row = houseRow(params.id);
      return poisAround({ houseId: row.id, lat: row.lat, lon: row.lon, areaId: row.area_id, areaName: row.area_name, districtName: row.district_name }, input.category);
    }),

    implement(e.mapMarkers, ({ input }) => {
      checkCity(input.cityId);
      if (input.minLat > input.maxLat || input.minLon > input.maxLon) throw houseErrors.boundsInvalid();
      const filter = houseWhere(input satisfies HouseFilter, clock.now());
      const bounds = [input.minLat, input.maxLat, input.minLon, input.maxLon];
      if (input.zoom < MAP_STORE_ZOOM_BELOW) {
        // Clusters: every matching room of a district (or store) whose marker point is in view.
        const byDistrict = input.zoom < MAP_DISTRICT_ZOOM_BELOW;
        const group = byDistrict
          ? { table: 'districts', key: 'h.district_id', kind: 'district' as const }
          : { table: 'stores', key: 'h.store_id', kind: 'store' as const };
        const rows = prepared(`SELECT g.id, g.name, g.lat, g.lon, COUNT(*) AS n, MIN(h.rent_fen) AS min_rent
          FROM houses h JOIN ${group.table} g ON g.id = ${group.key}
          WHERE ${filter.where} AND g.lat BETWEEN ? AND ? AND g.lon BETWEEN ? AND ?
          GROUP BY g.id ORDER BY g.id`).all(...filter.params, ...bounds) as { id: string; name: string; lat: number; lon: number; n: number; min_rent: number }[];
        const markers: MapMarker[] = rows.map((row) => ({
          id: `${group.kind}-${row.id}`,
          kind: group.kind,
          label: row.name,
          count: row.n,
          minRent: yuanText(row.min_rent),
          lat: row.lat,
          lon: row.lon,
          houseId: null,
          storeId: group.kind === 'store' ? row.id : null,
        }));
        return { markers, total: rows.reduce((sum, row) => sum + row.n, 0) };
      }
      const inView = `${filter.where} AND h.lat BETWEEN ? AND ? AND h.lon BETWEEN ? AND ?`;
      const total = (prepared(`SELECT COUNT(*) AS n FROM houses h WHERE ${inView}`).get(...filter.params, ...bounds) as { n: number }).n;
      const rows = prepared(`SELECT h.id, h.store_id, h.rent_fen, h.lat, h.lon FROM houses h WHERE ${inView}
        ORDER BY h.sort_rank, h.id LIMIT ${MAP_HOUSE_MARKERS_MAX}`).all(...filter.params, ...bounds) as { id: string; store_id: string; rent_fen: number; lat: number; lon: number }[];
      const markers: MapMarker[] = rows.map((row) => ({
        id: `house-${row.id}`,
        kind: 'house',
        label: `¥${Math.round(row.rent_fen / 100)}`,
        count: 1,
        minRent: yuanText(row.rent_fen),
        lat: row.lat,
        lon: row.lon,
        houseId: row.id,
        storeId: row.store_id,
      }));
      return { markers, total };
    }),

    implement(e.storeDetail, ({ params, origin }) => storeView(storeRow(params.id), origin)),

    implement(e.setFavourite, (context) => {
      const userId = loggedInUser(context);
      const houseId = context.params.id ?? '';
      if (!q.houseExists.get(houseId)) throw houseErrors.houseNotFound();
      if (context.input.favourite) q.addFavourite.run(userId, houseId, new Date(clock.now()).toISOString());
      else q.removeFavourite.run(userId, houseId);
      return { houseId, favourite: context.input.favourite };
    }),
  ];
}
