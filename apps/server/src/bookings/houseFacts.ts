import type { HouseAvailability } from '@aster/core-domain';
import type { Db } from '../db/database';
import { BusinessError } from '../http/errors';
import { housePhotoPath } from '../houses/vocabulary';
import { absolute } from '../http/links';

/** What viewings, reservations and the agreement say about a house and its store. */
export interface HouseFacts {
  id: string;
  title: string;
  availability: HouseAvailability;
  availableFrom: string;
  rentFen: number;
  depositMonths: number;
  payMonths: number;
  reservationDepositFen: number;
  address: string;
  areaSqm: number;
  storeName: string;
  storeAddress: string;
  storePhone: string;
  managerName: string;
  managerPhone: string;
  cityName: string;
}

export const houseErrors = {
  notFound: () => new BusinessError('HOUSE_NOT_FOUND', '房源不存在或已下架'),
  unavailable: () => new BusinessError('HOUSE_UNAVAILABLE', '该房源已被预订'),
};

/** Photo 1 is the cover, as in the house list (houses/views.ts). */
export function houseCoverUrl(origin: string, houseId: string): string {
  return absolute(origin, housePhotoPath(houseId, 1));
}

export function createHouseFacts(db: Db): { find(houseId: string): HouseFacts | null; get(houseId: string): HouseFacts } {
  const query = db.prepare(`
    SELECT h.id, h.title, h.availability, h.available_from AS availableFrom, h.rent_fen AS rentFen,
           h.deposit_months AS depositMonths, h.pay_months AS payMonths, h.reservation_deposit_fen AS reservationDepositFen,
           CASE WHEN h.address = '' THEN s.address ELSE h.address END AS address, h.area_sqm AS areaSqm,
           s.name AS storeName, s.address AS storeAddress, s.phone AS storePhone, s.manager_name AS managerName,
           s.manager_phone AS managerPhone, c.name AS cityName
    FROM houses h JOIN stores s ON s.id = h.store_id JOIN cities c ON c.id = h.city_id
    WHERE h.id = ?`);
  const find = (houseId: string) => (query.get(houseId) as HouseFacts | undefined) ?? null;
  return {
    find,
    get(houseId) {
      const house = find(houseId);
      if (!house) throw houseErrors.notFound();
      return house;
    },
  };
}
