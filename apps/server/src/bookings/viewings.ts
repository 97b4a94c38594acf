import { bookingEndpoints } from '@aster/core-api';
import { maskPhone, type Viewing, type ViewingStatus } from '@aster/core-domain';
import { implement, loggedInUser, type ApiRoute } from '../http/api';
import { BusinessError } from '../http/errors';
import type { Services } from '../services';
import { chinaIso } from '@aster/core-domain';
import { createHouseFacts, houseCoverUrl, houseErrors } from './houseFacts';
import { isOfferedSlot, slotEnd, slotStart, viewingSlotDays } from './viewingSlots';

interface ViewingRow {
  id: number;
  user_id: number;
  house_id: string;
  date: string;
  time_slot: string;
  contact_name: string;
  contact_phone: string;
  note: string;
  status: ViewingStatus;
  created_at: number;
  house_title: string;
  store_name: string;
  manager_name: string;
  manager_phone: string;
}

export const viewingErrors = {
  notFound: () => new BusinessError('VIEWING_NOT_FOUND', '看房预约不存在'),
  slotInvalid: () => new BusinessError('VIEWING_SLOT_INVALID', '该时段不可预约，请选择其他时间'),
  slotTaken: () => new BusinessError('VIEWING_SLOT_TAKEN', '该时段已被预约，请选择其他时间'),
  duplicate: () => new BusinessError('VIEWING_EXISTS', '您已预约该房源的看房，请按时前往或先取消原预约'),
  tooMany: (limit: number) => new BusinessError('VIEWING_LIMIT', `您已预约${limit}次看房，请按时前往或先取消部分预约`),
  notCancellable: () => new BusinessError('VIEWING_NOT_CANCELLABLE', '该预约当前状态不可取消'),
};

export function viewingRoutes(services: Services): ApiRoute[] {
  const { db, clock } = services;
  const houses = createHouseFacts(db);
  const e = bookingEndpoints;
  const select = `
    SELECT v.*, h.title AS house_title, s.name AS store_name, s.manager_name, s.manager_phone
    FROM viewings v JOIN houses h ON h.id = v.house_id JOIN stores s ON s.id = h.store_id`;
  const q = {
    // A booked viewing whose hour has passed is over: it no longer holds the slot or blocks a new booking.
    complete: db.prepare("UPDATE viewings SET status = 'completed' WHERE status = 'booked' AND slot_ends_at <= ?"),
    bookedSlots: db.prepare("SELECT date, time_slot FROM viewings WHERE house_id = ? AND status = 'booked'"),
    byId: db.prepare(`${select} WHERE v.id = ?`),
    byRequest: db.prepare(`${select} WHERE v.user_id = ? AND v.request_id = ?`),
    ofUser: db.prepare(`${select} WHERE v.user_id = ? ORDER BY v.created_at DESC, v.id DESC`),
    userHasBooked: db.prepare("SELECT 1 FROM viewings WHERE user_id = ? AND house_id = ? AND status = 'booked'"),
    slotTaken: db.prepare("SELECT 1 FROM viewings WHERE house_id = ? AND date = ? AND time_slot = ? AND status = 'booked'"),
    bookedOfUser: db.prepare("SELECT COUNT(*) AS n FROM viewings WHERE user_id = ? AND status = 'booked'"),
    insert: db.prepare(`INSERT INTO viewings (user_id, house_id, request_id, date, time_slot, contact_name, contact_phone, note, status, slot_ends_at, created_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'booked', ?, ?)`),
    cancel: db.prepare("UPDATE viewings SET status = 'cancelled', cancelled_at = ? WHERE id = ? AND status = 'booked'"),
  };
  const completePast = () => q.complete.run(clock.now());
  const view = (row: ViewingRow, origin: string): Viewing => ({
    id: String(row.id),
    houseId: row.house_id,
    houseTitle: row.house_title,
    coverUrl: houseCoverUrl(origin, row.house_id),
    storeName: row.store_name,
    managerName: row.manager_name,
    managerPhone: row.manager_phone,
    date: row.date,
    timeSlot: row.time_slot,
    contactName: row.contact_name,
    contactPhone: maskPhone(row.contact_phone),
    note: row.note,
    status: row.status,
    createdAt: chinaIso(row.created_at),
  });
  const ownViewing = (userId: number, id: string): ViewingRow => {
    const row = /^\d+$/.test(id) ? (q.byId.get(Number(id)) as ViewingRow | undefined) : undefined;
    if (!row || row.user_id !== userId) throw viewingErrors.notFound();
    return row;
  };

  return [
    implement(e.viewingSlots, ({ params }) => {
      completePast();
      const house = houses.get(params.id ?? '');
      if (house.availability !== 'available') throw houseErrors.unavailable();
      const booked = new Set((q.bookedSlots.all(house.id) as { date: string; time_slot: string }[]).map((row) => `${row.date} ${row.time_slot}`));
      return viewingSlotDays(clock.now(), booked);
    }),
    implement(e.bookViewing, (context) => {
      const userId = loggedInUser(context);
      const { input } = context;
      const row = db.transaction((): ViewingRow => {
        completePast();
        const again = q.byRequest.get(userId, input.requestId) as ViewingRow | undefined;
        if (again) return again;
        const house = houses.get(input.houseId);
        if (house.availability !== 'available') throw houseErrors.unavailable();
        const now = clock.now();
        if (!isOfferedSlot(now, input.date, input.timeSlot) || slotStart(input.date, input.timeSlot) <= now) throw viewingErrors.slotInvalid();
        if (q.userHasBooked.get(userId, house.id)) throw viewingErrors.duplicate();
        // Booked viewings hold slots away from other tenants: one account may not hold many.
        const { bookedViewingsPerTenant } = services.limits;
        if ((q.bookedOfUser.get(userId) as { n: number }).n >= bookedViewingsPerTenant) throw viewingErrors.tooMany(bookedViewingsPerTenant);
        if (q.slotTaken.get(house.id, input.date, input.timeSlot)) throw viewingErrors.slotTaken();
        const { lastInsertRowid } = q.insert.run(
          userId, house.id, input.requestId, input.date, input.timeSlot, input.contactName, input.contactPhone, input.note.trim(),
          slotEnd(input.date, input.timeSlot), now,
        );
        return q.byId.get(Number(lastInsertRowid)) as ViewingRow;
      })();
      return view(row, context.origin);
    }),
    implement(e.viewingList, (context) => {
      completePast();
      return (q.ofUser.all(loggedInUser(context)) as ViewingRow[]).map((row) => view(row, context.origin));
    }),
    implement(e.cancelViewing, (context) => {
      const userId = loggedInUser(context);
      completePast();
      const row = ownViewing(userId, context.params.id ?? '');
      if (row.status !== 'booked') throw viewingErrors.notCancellable();
      q.cancel.run(clock.now(), row.id);
      return view(q.byId.get(row.id) as ViewingRow, context.origin);
    }),
  ];
}
