import crypto from 'node:crypto';
import { bookingEndpoints } from '@aster/core-api';
import {
  fenToYuanString,
  nextReservationStatus,
  RESERVATION_PAYMENT_MINUTES,
  reservationStatusText,
  type PayOrder,
  type Reservation,
  type ReservationEvent,
  type ReservationStatus,
} from '@aster/core-domain';
import { implement, loggedInUser, type ApiRoute } from '../http/api';
import { createDeviceOf } from '../auth/deviceOf';
import { BusinessError } from '../http/errors';
import type { Services } from '../services';
import { reservationAgreement } from './agreement';
import { checkInDateProblem, chinaDate, chinaIso } from '@aster/core-domain';
import { createHouseFacts, houseCoverUrl, houseErrors, type HouseFacts } from './houseFacts';
import { findPersonInfo } from './personInfo';

export const RESERVATION_BIZ_TYPE = 'reservation';
const DAY = 24 * 3600 * 1000;
/** Told to the pay module with the 定金's order (the card page's sub-channel and the receiving sub-account). */
export const RESERVATION_PAY_SUB_CHANNEL = 'online';
export const RESERVATION_SUB_ACCOUNT_TYPE = 'reservation_deposit';

interface ReservationRow {
  id: number;
  reservation_no: string;
  user_id: number;
  house_id: string;
  check_in_date: string;
  lease_months: number;
  rent_fen: number;
  deposit_fen: number;
  status: ReservationStatus;
  pay_before: number;
  order_no: string | null;
  signed_at: number | null;
  created_at: number;
  paid_at: number | null;
  cancelled_at: number | null;
}

export const reservationErrors = {
  notFound: () => new BusinessError('RESERVATION_NOT_FOUND', '预订不存在'),
  /** A transition the state machine refuses: the screen shows the status it is in. */
  refused: (status: ReservationStatus) => new BusinessError('RESERVATION_STATE_INVALID', `该预订${reservationStatusText[status]}，当前状态不可操作`),
  personInfoRequired: () => new BusinessError('PERSON_INFO_REQUIRED', '请先完善个人信息'),
  alreadyReserved: () => new BusinessError('RESERVATION_EXISTS', '您已预订该房源，请在“我的预订”中查看'),
  tooManyUnpaid: (limit: number) => new BusinessError('RESERVATION_LIMIT', `您已有${limit}个待支付的预订，请先支付或取消后再预订`),
  /** The accounts of one network or phone together: no number is told, it would only help to spread them. */
  tooManyFromOrigin: () => new BusinessError('RESERVATION_LIMIT', '当前网络或设备的预订过多，请先支付或取消已有预订，或明天再试'),
  /** core-domain's check-in rule refused the date: its message is the one the app shows. */
  dateRefused: (message: string) => new BusinessError('RESERVATION_DATE_INVALID', message),
};

export function reservationRoutes(services: Services): ApiRoute[] {
  const { db, clock, pay } = services;
  const houses = createHouseFacts(db);
  const e = bookingEndpoints;
  const q = {
    byId: db.prepare('SELECT * FROM reservations WHERE id = ?'),
    byRequest: db.prepare('SELECT * FROM reservations WHERE user_id = ? AND request_id = ?'),
    ofUser: db.prepare('SELECT * FROM reservations WHERE user_id = ? ORDER BY created_at DESC, id DESC'),
    unpaidOfUser: db.prepare("SELECT COUNT(*) AS n FROM reservations WHERE user_id = ? AND status = 'awaiting_payment'"),
    openOfHouse: db.prepare("SELECT * FROM reservations WHERE house_id = ? AND status IN ('awaiting_payment', 'paid')"),
    lapsed: db.prepare("SELECT * FROM reservations WHERE status = 'awaiting_payment' AND pay_before <= ?"),
    insert: db.prepare(`INSERT INTO reservations (reservation_no, user_id, house_id, request_id, check_in_date, lease_months, rent_fen, deposit_fen, status, pay_before, created_at, client_ip, device_hash)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'awaiting_payment', ?, ?, ?, ?)`),
    unpaidOfIp: db.prepare("SELECT COUNT(*) AS n FROM reservations WHERE client_ip = ? AND status = 'awaiting_payment'"),
    madeByIpSince: db.prepare('SELECT COUNT(*) AS n FROM reservations WHERE client_ip = ? AND created_at > ?'),
    unpaidOfDevice: db.prepare("SELECT COUNT(*) AS n FROM reservations WHERE device_hash = ? AND status = 'awaiting_payment'"),
    madeByDeviceSince: db.prepare('SELECT COUNT(*) AS n FROM reservations WHERE device_hash = ? AND created_at > ?'),
    forgetOrigins: db.prepare("UPDATE reservations SET client_ip = NULL, device_hash = NULL WHERE created_at <= ? AND status != 'awaiting_payment' AND (client_ip IS NOT NULL OR device_hash IS NOT NULL)"),

    move: db.prepare('UPDATE reservations SET status = ?, paid_at = COALESCE(?, paid_at), cancelled_at = COALESCE(?, cancelled_at) WHERE id = ? AND status = ?'),
    sign: db.prepare('UPDATE reservations SET signed_at = ?, signer_name = ?, agreement_digest = ?, order_no = ? WHERE id = ?'),
    houseAvailability: db.prepare('UPDATE houses SET availability = ? WHERE id = ? AND availability = ?'),
    reservationNoTaken: db.prepare('SELECT 1 FROM reservations WHERE reservation_no = ?'),
  };
  const byId = (id: number) => q.byId.get(id) as ReservationRow;
  const count = (row: unknown) => (row as { n: number }).n;

  /**
   * Many accounts from one network or one phone may not hold many houses together: refused over the limits per client
   * IP and per device (the account's latest mini-program openId, hashed; none on H5), held at once and made per day.
   */
  const admitOrigin = (ip: string, device: string | null, now: number) => {
    const limits = services.limits;
    const dayAgo = now - DAY;
    q.forgetOrigins.run(dayAgo);
    if (count(q.unpaidOfIp.get(ip)) >= limits.unpaidReservationsPerIp || count(q.madeByIpSince.get(ip, dayAgo)) >= limits.reservationsPerIpDaily) throw reservationErrors.tooManyFromOrigin();
    if (device === null) return;
    if (count(q.unpaidOfDevice.get(device)) >= limits.unpaidReservationsPerDevice || count(q.madeByDeviceSince.get(device, dayAgo)) >= limits.reservationsPerDeviceDaily) {
      throw reservationErrors.tooManyFromOrigin();
    }
  };
  const deviceOf = createDeviceOf(db);

  /** The only way a status changes: the state machine of core-domain decides, or the call is refused. */
  const transition = (row: ReservationRow, event: ReservationEvent, at: number): ReservationStatus => {
    const next = nextReservationStatus(row.status, event);
    if (next === null) throw reservationErrors.refused(row.status);
    const paidAt = next === 'paid' ? at : null;
    const cancelledAt = next === 'cancelled' || next === 'refunded' ? at : null;
    if (q.move.run(next, paidAt, cancelledAt, row.id, row.status).changes !== 1) throw reservationErrors.refused(row.status);
    return next;
  };

  /** Unpaid reservations lapse RESERVATION_PAYMENT_MINUTES after they were made; applied whenever they are read or written. */
  const expireLapsed = () => {
    const lapsed = q.lapsed.all(clock.now()) as ReservationRow[];
    if (lapsed.length === 0) return;
    db.transaction(() => {
      for (const row of lapsed) {
        transition(row, 'expire', row.pay_before);
        if (row.order_no !== null) pay.closeOrder(row.order_no);
      }
    })();
  };

  pay.registerBiz(RESERVATION_BIZ_TYPE, {
    refresh: expireLapsed,
    onPaid(bizId, paidAt) {
      const row = byId(Number(bizId));
      transition(row, 'paymentConfirmed', paidAt);
      q.houseAvailability.run('reserved', row.house_id, 'available');
    },
  });

  const ownReservation = (userId: number, id: string): ReservationRow => {
    expireLapsed();
    const row = /^\d+$/.test(id) ? (q.byId.get(Number(id)) as ReservationRow | undefined) : undefined;
    if (!row || row.user_id !== userId) throw reservationErrors.notFound();
    return row;
  };
  const newReservationNo = (): string => {
    for (;;) {
      const no = `YD${chinaDate(clock.now()).replace(/-/g, '')}${String(crypto.randomInt(1_000_000)).padStart(6, '0')}`;
      if (!q.reservationNoTaken.get(no)) return no;
    }
  };
  const view = (row: ReservationRow, origin: string): Reservation => {
    const house = houses.get(row.house_id);
    return {
      id: String(row.id),
      reservationNo: row.reservation_no,
      houseId: row.house_id,
      houseTitle: house.title,
      coverUrl: houseCoverUrl(origin, row.house_id),
      storeName: house.storeName,
      address: house.address,
      rent: fenToYuanString(row.rent_fen),
      depositAmount: fenToYuanString(row.deposit_fen),
      checkInDate: row.check_in_date,
      leaseMonths: row.lease_months,
      status: row.status,
      statusText: reservationStatusText[row.status],
      orderNo: row.order_no,
      signed: row.signed_at !== null,
      payBefore: row.status === 'awaiting_payment' ? chinaIso(row.pay_before) : null,
      createdAt: chinaIso(row.created_at),
      paidAt: row.paid_at === null ? null : chinaIso(row.paid_at),
      cancelledAt: row.cancelled_at === null ? null : chinaIso(row.cancelled_at),
    };
  };
  const agreementOf = (row: ReservationRow, house: HouseFacts) => {
    const person = findPersonInfo(services, row.user_id);
    return reservationAgreement(house, {
      reservationNo: row.reservation_no,
      checkInDate: row.check_in_date,
      leaseMonths: row.lease_months,
      rentFen: row.rent_fen,
      depositFen: row.deposit_fen,
      tenant: person ? { name: person.name, idType: person.id_type, idNumber: person.id_number } : null,
    });
  };
  const payOrderOf = (orderNo: string): PayOrder => {
    const order = pay.byNo(orderNo);
    if (!order) throw reservationErrors.notFound();
    return {
      orderNo: order.order_no,
      amount: fenToYuanString(order.amount_fen),
      paySubChannel: RESERVATION_PAY_SUB_CHANNEL,
      subAccountType: RESERVATION_SUB_ACCOUNT_TYPE,
    };
  };

  return [
    implement(e.createReservation, (context) => {
      const userId = loggedInUser(context);
      const { input } = context;
      expireLapsed();
      const row = db.transaction((): ReservationRow => {
        const again = q.byRequest.get(userId, input.requestId) as ReservationRow | undefined;
        if (again) return again;
        const house = houses.get(input.houseId);
        const open = q.openOfHouse.get(house.id) as ReservationRow | undefined;
        if (open?.user_id === userId) throw reservationErrors.alreadyReserved();
        if (open || house.availability !== 'available') throw houseErrors.unavailable();
        // Each unpaid reservation holds a house away from everyone: one account may not hold many.
        const { unpaidReservationsPerTenant } = services.limits;
        if ((q.unpaidOfUser.get(userId) as { n: number }).n >= unpaidReservationsPerTenant) throw reservationErrors.tooManyUnpaid(unpaidReservationsPerTenant);
        const now = clock.now();
        const today = chinaDate(now);
        const dateProblem = checkInDateProblem(input.checkInDate, today, house.availableFrom);
        if (dateProblem !== null) throw reservationErrors.dateRefused(dateProblem);
        const device = deviceOf(userId);
        admitOrigin(context.ip, device, now);
        const { lastInsertRowid } = q.insert.run(
          newReservationNo(), userId, house.id, input.requestId, input.checkInDate, input.leaseMonths, house.rentFen,
          house.reservationDepositFen, now + RESERVATION_PAYMENT_MINUTES * 60 * 1000, now, context.ip, device,
        );
        return byId(Number(lastInsertRowid));
      })();
      return view(row, context.origin);
    }),
    implement(e.reservationList, (context) => {
      expireLapsed();
      return (q.ofUser.all(loggedInUser(context)) as ReservationRow[]).map((row) => view(row, context.origin));
    }),
    implement(e.reservationDetail, (context) => view(ownReservation(loggedInUser(context), context.params.id ?? ''), context.origin)),
    implement(e.reservationAgreement, (context) => {
      const row = ownReservation(loggedInUser(context), context.params.id ?? '');
      return agreementOf(row, houses.get(row.house_id));
    }),
    implement(e.signReservation, (context) => {
      const userId = loggedInUser(context);
      const row = ownReservation(userId, context.params.id ?? '');
      // Signing twice (a double tap, or back from the pay sheet) answers the order of the first signature.
      if (row.order_no !== null && (row.status === 'awaiting_payment' || row.status === 'paid')) return payOrderOf(row.order_no);
      if (nextReservationStatus(row.status, 'paymentConfirmed') === null) throw reservationErrors.refused(row.status);
      const person = findPersonInfo(services, userId);
      if (!person) throw reservationErrors.personInfoRequired();
      const house = houses.get(row.house_id);
      const digest = crypto.createHash('sha256').update(agreementOf(row, house).paragraphs.join('\n')).digest('hex');
      const orderNo = db.transaction(() => {
        const order = pay.createOrder({
          userId,
          amountFen: row.deposit_fen,
          subject: `预订定金·${house.title}`,
          bizType: RESERVATION_BIZ_TYPE,
          bizId: String(row.id),
        });
        q.sign.run(clock.now(), person.name, digest, order.order_no, row.id);
        return order.order_no;
      })();
      return payOrderOf(orderNo);
    }),
    implement(e.cancelReservation, (context) => {
      const row = ownReservation(loggedInUser(context), context.params.id ?? '');
      db.transaction(() => {
        const next = transition(row, 'cancel', clock.now());
        if (next === 'cancelled' && row.order_no !== null) pay.closeOrder(row.order_no);
        if (next === 'refunded') {
          // The 定金 goes back the way it came; the room is free for others again.
          if (row.order_no !== null) pay.markRefunded(row.order_no);
          q.houseAvailability.run('available', row.house_id, 'reserved');
        }
      })();
      return view(byId(row.id), context.origin);
    }),
  ];
}
