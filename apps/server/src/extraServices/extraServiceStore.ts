import {
  genderOfIdNumber,
  moveInMonth,
  roommateName,
  type HouseManager,
  type Notice,
  type NoticePage,
  type RoommateFlat,
  type RoomWifi,
  type ServicePhone,
  type ServicePhones,
} from '@aster/core-domain';
import type { Db } from '../db/database';
import { absolute } from '../http/links';

/**
 * The reference operator's numbers, the same for every company (configuration of a real operator). Why these three:
 * what the big brands print on every contract and door card: one hotline that always answers, the repair line, and
 * complaints apart from the store that is complained about.
 */
export const OPERATOR_PHONES: readonly ServicePhone[] = [
  { key: 'hotline', title: '24小时客服热线', phone: '400-820-8820', hours: '24小时', note: '租房咨询、账单、合同与紧急情况' },
  { key: 'repair', title: '报修热线', phone: '400-820-8821', hours: '08:00-22:00', note: '也可在「报修」中在线提交，随时查看进度' },
  { key: 'complaint', title: '投诉与建议', phone: '400-820-8822', hours: '09:00-21:00', note: '对管家或门店服务不满意，请直接告诉我们' },
];

/** Rooms a tenant has: to move into, lived in, or being left (the housekeeper helps with all three). */
const RENTED = "('to_move_in', 'renting', 'checkout_applied')";
/** Rooms a tenant lives in now: their Wi-Fi and their roommates are theirs to know. */
const LIVING = "('renting', 'checkout_applied')";
/** Roommates listed per flat: a flat has a handful of rooms. */
const ROOMMATES_MAX = 20;

/** Where the housekeeper's picture is drawn (this feature's own HTTP). */
export const MANAGER_PHOTO_PATH = '/static/managers/:storeId';
export const managerPhotoPath = (storeId: string) => `/static/managers/${encodeURIComponent(storeId)}.svg`;

interface RentedRow {
  contract_id: number;
  house_id: string;
  house_title: string;
  start_date: string;
  store_id: string;
  store_name: string;
  store_phone: string;
  store_address: string;
  store_lat: number;
  store_lon: number;
  store_hours: string;
  manager_name: string;
  manager_phone: string;
}

interface NoticeRow {
  id: number;
  store_id: string | null;
  store_name: string | null;
  title: string;
  body_html: string;
  published_at: number;
}

const RENTED_SELECT = `SELECT c.id AS contract_id, c.house_id, h.title AS house_title, c.start_date, s.id AS store_id, s.name AS store_name,
  s.phone AS store_phone, s.address AS store_address, s.lat AS store_lat, s.lon AS store_lon, s.open_hours AS store_hours,
  s.manager_name, s.manager_phone
  FROM contracts c JOIN houses h ON h.id = c.house_id JOIN stores s ON s.id = h.store_id`;

export function createExtraServiceStore(db: Db) {
  const q = {
    rented: db.prepare(`${RENTED_SELECT} WHERE c.user_id = ? AND c.status IN ${RENTED} ORDER BY c.start_date DESC, c.id DESC LIMIT 20`),
    living: db.prepare(`${RENTED_SELECT} WHERE c.user_id = ? AND c.status IN ${LIVING} ORDER BY c.start_date DESC, c.id DESC LIMIT 20`),
    wifi: db.prepare('SELECT ssid, password FROM house_wifi WHERE house_id = ?'),
    flatOf: db.prepare('SELECT flat_id, room_letter FROM shared_flat_rooms WHERE house_id = ?'),
    // The tenants living now in the other rooms of the flat (never the caller's own contracts).
    roommates: db.prepare(`SELECT c.tenant_name, c.tenant_id_number, c.start_date, f.room_letter FROM shared_flat_rooms f
      JOIN contracts c ON c.house_id = f.house_id AND c.status IN ${LIVING}
      WHERE f.flat_id = ? AND f.house_id <> ? AND (c.user_id IS NULL OR c.user_id <> ?)
      ORDER BY f.room_letter, c.start_date LIMIT ${ROOMMATES_MAX}`),
    storeManager: db.prepare('SELECT manager_name FROM stores WHERE id = ?'),
  };

  const rentedRooms = (userId: number | null): RentedRow[] => (userId === null ? [] : (q.rented.all(userId) as RentedRow[]));
  const storesOf = (rooms: readonly RentedRow[]): string[] => [...new Set(rooms.map((room) => room.store_id))];

  const noticeView = (row: NoticeRow, own: ReadonlySet<string>): Notice => ({
    id: String(row.id),
    title: row.title,
    bodyHtml: row.body_html,
    publishedAt: row.published_at,
    scope: row.store_id !== null && own.has(row.store_id) ? 'building' : 'all',
    buildingName: row.store_id === null ? null : row.store_name,
  });

  return {
    servicePhones(userId: number | null): ServicePhones {
      const seen = new Set<string>();
      const stores: ServicePhone[] = [];
      for (const room of rentedRooms(userId)) {
        if (seen.has(room.store_id)) continue;
        seen.add(room.store_id);
        stores.push({ key: `store-${room.store_id}`, title: room.store_name, phone: room.store_phone, hours: room.store_hours, note: room.store_address });
      }
      return { operator: [...OPERATOR_PHONES], stores };
    },

    managers(userId: number, origin: string): HouseManager[] {
      return rentedRooms(userId).map((room) => ({
        contractId: String(room.contract_id),
        houseTitle: room.house_title,
        storeName: room.store_name,
        name: room.manager_name,
        photoUrl: absolute(origin, managerPhotoPath(room.store_id)),
        phone: room.manager_phone,
        workHours: room.store_hours,
        storeAddress: room.store_address,
        latitude: room.store_lat,
        longitude: room.store_lon,
      }));
    },

    wifi(userId: number): RoomWifi[] {
      return (q.living.all(userId) as RentedRow[]).map((room) => {
        const wifi = q.wifi.get(room.house_id) as { ssid: string; password: string } | undefined;
        return {
          contractId: String(room.contract_id),
          houseTitle: room.house_title,
          ssid: wifi?.ssid ?? null,
          password: wifi?.password ?? null,
          note: `网络不通请联系管家${room.manager_name}，或在「报修」中提交网络故障`,
        };
      });
    },

    /**
     * The operator's notices (for everyone) and, for a tenant with rooms, their buildings' notices first; each group
     * newest first. Another building's notices are its tenants' business and are not listed.
     */
    notices(userId: number | null, pageNo: number, pageSize: number): NoticePage {
      const own = storesOf(rentedRooms(userId));
      const marks = own.map(() => '?').join(', ');
      const mine = own.length === 0 ? '0' : `n.store_id IN (${marks})`;
      const where = `n.store_id IS NULL OR ${mine}`;
      const total = (db.prepare(`SELECT COUNT(*) AS n FROM notices n WHERE ${where}`).get(...own) as { n: number }).n;
      const rows = db
        .prepare(`SELECT n.*, s.name AS store_name FROM notices n LEFT JOIN stores s ON s.id = n.store_id WHERE ${where}
          ORDER BY CASE WHEN ${mine} THEN 0 ELSE 1 END, n.published_at DESC, n.id DESC LIMIT ? OFFSET ?`)
        .all(...own, ...own, pageSize, (pageNo - 1) * pageSize) as NoticeRow[];
      const ownSet = new Set(own);
      return { list: rows.map((row) => noticeView(row, ownSet)), total, pageNo, pageSize, hasMore: pageNo * pageSize < total };
    },

    roommates(userId: number): RoommateFlat[] {
      return (q.living.all(userId) as RentedRow[]).map((room) => {
        const flat = q.flatOf.get(room.house_id) as { flat_id: string; room_letter: string } | undefined;
        if (flat === undefined) return { contractId: String(room.contract_id), houseTitle: room.house_title, roomLetter: null, shared: false, roommates: [] };
        const others = q.roommates.all(flat.flat_id, room.house_id, userId) as { tenant_name: string; tenant_id_number: string | null; start_date: string; room_letter: string }[];
        return {
          contractId: String(room.contract_id),
          houseTitle: room.house_title,
          roomLetter: flat.room_letter,
          shared: true,
          // Only what a roommate may know: never the name in full, the phone or the ID number.
          roommates: others.map((other) => ({ name: roommateName(other.tenant_name), roomLetter: other.room_letter, gender: genderOfIdNumber(other.tenant_id_number), moveInMonth: moveInMonth(other.start_date) })),
        };
      });
    },

    /** The housekeeper of a store, for their picture (null: no such store). */
    managerName(storeId: string): string | null {
      return (q.storeManager.get(storeId) as { manager_name: string } | undefined)?.manager_name ?? null;
    },
  };
}
