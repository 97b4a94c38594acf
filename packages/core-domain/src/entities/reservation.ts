import { z } from 'zod';
import { ReservationStatusSchema } from '../rules/reservation';
import { DateTextSchema, EntityIdSchema, YuanAmountSchema } from './common';

const idText = EntityIdSchema.transform(String);

/** A reservation of a room, paid with a 定金 through the pay module. */
export const ReservationSchema = z.looseObject({
  id: idText,
  reservationNo: z.string().min(1),
  houseId: idText,
  houseTitle: z.string(),
  coverUrl: z.string().min(1),
  storeName: z.string(),
  address: z.string(),
  rent: YuanAmountSchema,
  depositAmount: YuanAmountSchema,
  checkInDate: DateTextSchema,
  leaseMonths: z.number().int().positive(),
  status: ReservationStatusSchema,
  /** The pay order of the 定金; set once the reservation is signed. */
  orderNo: z.string().nullish(),
  signed: z.boolean(),
  /** When an unpaid reservation lapses (ISO 8601). */
  payBefore: z.string().nullish(),
  createdAt: z.string(),
  paidAt: z.string().nullish(),
  cancelledAt: z.string().nullish(),
});
export type Reservation = z.infer<typeof ReservationSchema>;

/** What reservation_confirm sends. `requestId` makes a double tap one reservation. */
export const ReservationRequestSchema = z.object({
  houseId: z.string().min(1),
  checkInDate: DateTextSchema,
  leaseMonths: z.number().int().min(1).max(36),
  requestId: z.string().min(8).max(64),
});
export type ReservationRequest = z.infer<typeof ReservationRequestSchema>;
