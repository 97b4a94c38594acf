import { HouseIdentification, type HouseFilterChoice, type HouseSort } from '@aster/core-domain';
import { houseErrors } from './errors';

/** Largest bedroom option of the filter: choosing it means "that many or more". */
export const BEDROOMS_TOP_OPTION = 4;
export const RENTAL_TYPES: readonly number[] = Object.values(HouseIdentification);

/** Metres per degree of latitude on the haversine sphere (6,371 km). */
const METRES_PER_DEGREE = (6_371_000 * Math.PI) / 180;

/**
 * Distance on a local flat projection (equirectangular around the query point): within a city it differs from the
 * great circle by far less than a metre per kilometre, and SQLite can order by its square without math functions.
 */
export function planarDistanceMetres(fromLat: number, fromLon: number, lat: number, lon: number): number {
  const lonScale = Math.cos((fromLat * Math.PI) / 180);
  // The same arithmetic, in the same order, as the SQL of houseOrder: the metres never disagree with the order.
  const dLat = lat - fromLat;
  const dLon = lon - fromLon;
  return Math.sqrt(dLat * dLat + dLon * dLon * (lonScale * lonScale)) * METRES_PER_DEGREE;
}

/** What narrows the list and the map: core-domain's filter choice (checked by the catalogue's query schemas) in a city. */
export type HouseFilter = HouseFilterChoice & { cityId: number };

export interface SqlPart {
  where: string;
  params: (string | number)[];
}

/**
 * The WHERE clause of the list and the map: only rooms still `available` are offered (reserved and rented ones
 * cannot be booked), and none held by a reservation awaiting payment until `now` (it cannot be booked either while
 * the hold lasts). Rent bounds are yuan, both inclusive. The choice arrives checked by the catalogue's query schema.
 */
export function houseWhere(filter: HouseFilter, now: number): SqlPart {
  const clauses = [
    'h.city_id = ?',
    "h.availability = 'available'",
    "NOT EXISTS (SELECT 1 FROM reservations r WHERE r.house_id = h.id AND r.status = 'awaiting_payment' AND r.pay_before > ?)",
  ];
  const params: (string | number)[] = [filter.cityId, now];
  const key = filter.searchKey?.trim().toLowerCase() ?? '';
  if (key !== '') {
    clauses.push(`(instr(lower(h.title), ?) > 0
      OR h.district_id IN (SELECT id FROM districts WHERE city_id = ? AND instr(lower(name), ?) > 0)
      OR h.area_id IN (SELECT a.id FROM areas a JOIN districts d ON d.id = a.district_id WHERE d.city_id = ? AND instr(lower(a.name), ?) > 0)
      OR h.store_id IN (SELECT id FROM stores WHERE city_id = ? AND instr(lower(name), ?) > 0))`);
    params.push(key, filter.cityId, key, filter.cityId, key, filter.cityId, key);
  }
  if (filter.districtId) {
    clauses.push('h.district_id = ?');
    params.push(filter.districtId);
  }
  if (filter.areaId) {
    clauses.push('h.area_id = ?');
    params.push(filter.areaId);
  }
  if (filter.storeId) {
    clauses.push('h.store_id = ?');
    params.push(filter.storeId);
  }
  if (filter.rentalType !== undefined) {
    clauses.push('h.rental_type = ?');
    params.push(filter.rentalType);
  }
  if (filter.rentMin !== undefined) {
    clauses.push('h.rent_fen >= ?');
    params.push(Math.round(filter.rentMin * 100));
  }
  if (filter.rentMax !== undefined) {
    clauses.push('h.rent_fen <= ?');
    params.push(Math.round(filter.rentMax * 100));
  }
  if (filter.bedrooms !== undefined) {
    clauses.push(filter.bedrooms >= BEDROOMS_TOP_OPTION ? 'h.bedrooms >= ?' : 'h.bedrooms = ?');
    params.push(filter.bedrooms);
  }
  return { where: clauses.join(' AND '), params };
}

export interface Origin {
  lat: number;
  lon: number;
}

/**
 * ORDER BY of a sort; distance orders by the squared planar distance from `origin` (needed for that sort). Ties go by
 * id in the direction of the sort, so the order is total and an index (city, availability, key, id) serves it whole.
 */
export function houseOrder(sort: HouseSort, origin: Origin | null): SqlPart {
  switch (sort) {
    case 'price_asc':
      return { where: 'h.rent_fen ASC, h.id ASC', params: [] };
    case 'price_desc':
      return { where: 'h.rent_fen DESC, h.id DESC', params: [] };
    case 'newest':
      return { where: 'h.listed_at DESC, h.id DESC', params: [] };
    case 'distance': {
      if (origin === null) throw houseErrors.locationRequired();
      const lonScale = Math.cos((origin.lat * Math.PI) / 180);
      return {
        where: '((h.lat - ?) * (h.lat - ?) + (h.lon - ?) * (h.lon - ?) * ?) ASC, h.id ASC',
        params: [origin.lat, origin.lat, origin.lon, origin.lon, lonScale * lonScale],
      };
    }
    default:
      // The recommended order: a fixed shuffle made by the seed, so a page mixes stores and districts.
      return { where: 'h.sort_rank ASC, h.id ASC', params: [] };
  }
}

/** lat and lon come together or not at all, and must be real coordinates. */
export function queryOrigin(lat: number | undefined, lon: number | undefined): Origin | null {
  if (lat === undefined && lon === undefined) return null;
  if (lat === undefined || lon === undefined || Math.abs(lat) > 90 || Math.abs(lon) > 180) throw houseErrors.coordinatesInvalid();
  return { lat, lon };
}
