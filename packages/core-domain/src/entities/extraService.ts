import { z } from 'zod';

// Extra services (issue 15): the operator's service phones, the tenant's housekeeper, the Wi-Fi of a rented room,
// the notices and the roommates of a shared flat. Every string bounded; nothing here carries a phone or ID number
// of another tenant (roommates are masked on the server: rules/extraService.ts).

const id = z.string().min(1).max(64);
const phone = z.string().max(20);

/** One number of 服务电话: 24小时客服, 报修, 投诉, or the tenant's own store. */
export const ServicePhoneSchema = z.looseObject({
  key: z.string().max(30),
  title: z.string().max(30),
  phone,
  /** When it answers (24小时, 09:00-21:00...). */
  hours: z.string().max(30),
  note: z.string().max(100),
});
export type ServicePhone = z.infer<typeof ServicePhoneSchema>;

export const ServicePhonesSchema = z.looseObject({
  /** The operator's numbers, the same for every caller. */
  operator: z.array(ServicePhoneSchema).max(10),
  /** The stores of the caller's rented rooms (empty for a guest or a tenant not renting). */
  stores: z.array(ServicePhoneSchema).max(10),
});
export type ServicePhones = z.infer<typeof ServicePhonesSchema>;

/** The housekeeper (管家) of one rented room: who to call, when, and where their store is. */
export const HouseManagerSchema = z.looseObject({
  contractId: id,
  houseTitle: z.string().max(100),
  storeName: z.string().max(50),
  name: z.string().max(20),
  /** A picture of the housekeeper (absolute URL). */
  photoUrl: z.string().max(500),
  phone,
  workHours: z.string().max(50),
  storeAddress: z.string().max(200),
  /** The store (GCJ-02), for the map. */
  latitude: z.number(),
  longitude: z.number(),
});
export type HouseManager = z.infer<typeof HouseManagerSchema>;

/** The Wi-Fi of one rented room (one per contract lived in). */
export const RoomWifiSchema = z.looseObject({
  contractId: id,
  houseTitle: z.string().max(100),
  /** The network's name (802.11: at most 32 bytes); null while the operator has not registered the room's network. */
  ssid: z.string().max(32).nullable(),
  /** WPA2: 8 to 63 characters; empty for an open network; null with no network registered. */
  password: z.string().max(63).nullable(),
  /** Who to ask when it does not work. */
  note: z.string().max(100),
});
export type RoomWifi = z.infer<typeof RoomWifiSchema>;

export const NoticeScopeSchema = z.enum(['all', 'building']);
export type NoticeScope = z.infer<typeof NoticeScopeSchema>;

/** One notice of 公告. `bodyHtml` is the operator's HTML: screens draw it only through the allow-list sanitiser. */
export const NoticeSchema = z.looseObject({
  id,
  title: z.string().max(100),
  bodyHtml: z.string().max(20_000),
  publishedAt: z.number(),
  /** 'building': a notice of the caller's own building (store), listed first. */
  scope: NoticeScopeSchema,
  buildingName: z.string().max(50).nullable(),
});
export type Notice = z.infer<typeof NoticeSchema>;

export const NoticePageSchema = z.looseObject({
  list: z.array(NoticeSchema).max(50),
  total: z.number().int().nonnegative(),
  pageNo: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  hasMore: z.boolean(),
});
export type NoticePage = z.infer<typeof NoticePageSchema>;

/** Another tenant of the caller's shared flat, as much as a roommate may know: masked name, room, gender, month. */
export const RoommateSchema = z.looseObject({
  name: z.string().max(10),
  roomLetter: z.string().max(4),
  gender: z.enum(['male', 'female', 'unknown']),
  moveInMonth: z.string().max(7),
});
export type Roommate = z.infer<typeof RoommateSchema>;

/** The flat of one rented room: shared (its rooms let one by one) or not, and who else lives there now. */
export const RoommateFlatSchema = z.looseObject({
  contractId: id,
  houseTitle: z.string().max(100),
  /** The caller's own room letter in a shared flat, null in a whole flat. */
  roomLetter: z.string().max(4).nullable(),
  shared: z.boolean(),
  roommates: z.array(RoommateSchema).max(20),
});
export type RoommateFlat = z.infer<typeof RoommateFlatSchema>;
