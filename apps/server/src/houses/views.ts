import type { HouseSummary, Store } from '@aster/core-domain';
import { absolute } from '../http/links';
import { housePhotoPath, storeCoverPath } from './vocabulary';

/** A house row with the names of its district, area and store (the list's and the detail's SELECT). */
export interface HouseRow {
  id: string;
  store_id: string;
  city_id: number;
  district_id: string;
  area_id: string;
  title: string;
  rental_type: number;
  bedrooms: number;
  living_rooms: number;
  bathrooms: number;
  area_sqm: number;
  floor: number;
  total_floors: number;
  orientation: string;
  rent_fen: number;
  deposit_months: number;
  pay_months: number;
  reservation_deposit_fen: number;
  lat: number;
  lon: number;
  availability: 'available' | 'reserved' | 'rented';
  available_from: string;
  listed_at: string;
  address: string;
  tags: string;
  facilities: string;
  description: string;
  photo_count: number;
  has_video: number;
  has_document: number;
  district_name: string;
  area_name: string;
  store_name: string;
  /** Only in a list sorted by distance. */
  distance_m?: number;
}

export interface StoreRow {
  id: string;
  city_id: number;
  district_id: string;
  name: string;
  address: string;
  lat: number;
  lon: number;
  phone: string;
  manager_name: string;
  manager_phone: string;
  open_hours: string;
  description: string;
  district_name: string;
  available_count: number;
  min_rent_fen: number | null;
}

export const HOUSE_COLUMNS = `h.*, d.name AS district_name, a.name AS area_name, s.name AS store_name`;
/** What a card needs (lists, same-building rooms): not the long texts of the detail. */
export const HOUSE_SUMMARY_COLUMNS = `h.id, h.store_id, h.city_id, h.title, h.rental_type, h.bedrooms, h.living_rooms, h.bathrooms, h.area_sqm,
  h.floor, h.total_floors, h.orientation, h.rent_fen, h.lat, h.lon, h.availability, h.available_from, h.tags,
  d.name AS district_name, a.name AS area_name, s.name AS store_name`;
export type HouseSummaryRow = Pick<HouseRow, 'id' | 'store_id' | 'city_id' | 'title' | 'rental_type' | 'bedrooms' | 'living_rooms' | 'bathrooms'
  | 'area_sqm' | 'floor' | 'total_floors' | 'orientation' | 'rent_fen' | 'lat' | 'lon' | 'availability' | 'available_from' | 'tags'
  | 'district_name' | 'area_name' | 'store_name' | 'distance_m'>;
export const HOUSE_JOINS = `JOIN districts d ON d.id = h.district_id JOIN areas a ON a.id = h.area_id JOIN stores s ON s.id = h.store_id`;

/** Integer fen as the answers carry money: yuan text with two decimals ("3200.00"). */
export function yuanText(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const absolute = Math.abs(Math.round(fen));
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

export const splitList = (text: string): string[] => text.split(',').filter((item) => item.length > 0);

export function houseSummaryView(row: HouseSummaryRow, origin: string): HouseSummary {
  return {
    id: row.id,
    title: row.title,
    cityId: row.city_id,
    districtName: row.district_name,
    areaName: row.area_name,
    storeId: row.store_id,
    storeName: row.store_name,
    rentalType: row.rental_type,
    layout: { bedrooms: row.bedrooms, livingRooms: row.living_rooms, bathrooms: row.bathrooms },
    areaSqm: row.area_sqm,
    floor: row.floor,
    totalFloors: row.total_floors,
    orientation: row.orientation,
    rent: yuanText(row.rent_fen),
    coverUrl: absolute(origin, housePhotoPath(row.id, 1)),
    tags: splitList(row.tags),
    lat: row.lat,
    lon: row.lon,
    availability: row.availability,
    availableFrom: row.available_from,
    distanceMeters: row.distance_m === undefined ? null : Math.round(row.distance_m),
  };
}

export function storeView(row: StoreRow, origin: string): Store {
  return {
    id: row.id,
    name: row.name,
    cityId: row.city_id,
    districtName: row.district_name,
    address: row.address,
    lat: row.lat,
    lon: row.lon,
    phone: row.phone,
    managerName: row.manager_name,
    managerPhone: row.manager_phone,
    openHours: row.open_hours,
    coverUrl: absolute(origin, storeCoverPath(row.id)),
    description: row.description,
    availableCount: row.available_count,
    minRent: row.min_rent_fen === null ? null : yuanText(row.min_rent_fen),
  };
}
