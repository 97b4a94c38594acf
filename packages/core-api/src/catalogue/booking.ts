import { z } from 'zod';
import {
  PayOrderSchema,
  type PersonInfoRequest,
  PersonInfoRequestSchema,
  PersonInfoSchema,
  ReservationRequestSchema,
  ReservationSchema,
  ViewingRequestSchema,
  ViewingSchema,
  ViewingSlotDaySchema,
} from '@aster/core-domain';
import { defineEndpoint, inCatalogueFeature } from './define';

const auth = { needsAuth: true } as const;

/** What person_info sends: core-domain's rule (the form and the server check the same schema). */
export { PersonInfoRequestSchema };
export type { PersonInfoRequest };

/** The reservation agreement, as plain paragraphs (screens render text, never server HTML). */
export const ReservationAgreementSchema = z.looseObject({
  title: z.string(),
  paragraphs: z.array(z.string()),
});
export type ReservationAgreement = z.infer<typeof ReservationAgreementSchema>;

/** Viewings (预约看房), reservations (预订) and the tenant's details for contracts. */
export const bookingEndpoints = {
  viewingSlots: defineEndpoint({
    method: 'GET',
    prefix: '/tapp/v2',
    path: 'aster/houses/{id}/viewing-slots',
    response: z.array(ViewingSlotDaySchema),
    extension: 'book_room: the free viewing times of a house',
  }),
  bookViewing: defineEndpoint({
    method: 'POST',
    prefix: '/tapp/v2',
    path: 'aster/viewings',
    request: ViewingRequestSchema,
    response: ViewingSchema,
    ...auth,
    extension: 'book_room: book a viewing',
  }),
  viewingList: defineEndpoint({
    method: 'GET',
    prefix: '/tapp/v2',
    path: 'aster/viewings',
    response: z.array(ViewingSchema),
    ...auth,
    extension: 'mine_book: my viewings',
  }),
  cancelViewing: defineEndpoint({
    method: 'POST',
    prefix: '/tapp/v2',
    path: 'aster/viewings/{id}/cancel',
    response: ViewingSchema,
    ...auth,
    extension: 'mine_book: cancel a viewing',
  }),
  createReservation: defineEndpoint({
    method: 'POST',
    prefix: '/tapp/v2',
    path: 'aster/reservations',
    request: ReservationRequestSchema,
    response: ReservationSchema,
    ...auth,
    extension: 'reservation: hold a house with a deposit',
  }),
  reservationList: defineEndpoint({
    method: 'GET',
    prefix: '/tapp/v2',
    path: 'aster/reservations',
    response: z.array(ReservationSchema),
    ...auth,
    extension: 'reservation_list: my reservations',
  }),
  reservationDetail: defineEndpoint({
    method: 'GET',
    prefix: '/tapp/v2',
    path: 'aster/reservations/{id}',
    response: ReservationSchema,
    ...auth,
    extension: 'reservation_detail: one reservation, its deposit and deadline',
  }),
  reservationAgreement: defineEndpoint({
    method: 'GET',
    prefix: '/tapp/v2',
    path: 'aster/reservations/{id}/agreement',
    response: ReservationAgreementSchema,
    ...auth,
    extension: 'reservation_agreement: the reservation agreement text to sign',
  }),
  /** Signs the agreement (needs person_info filled) and opens the 定金's pay order; signing again returns the same order. */
  signReservation: defineEndpoint({
    method: 'POST',
    prefix: '/tapp/v2',
    path: 'aster/reservations/{id}/sign',
    request: z.object({ agreed: z.literal(true) }),
    response: PayOrderSchema,
    ...auth,
    extension: 'reservation_agreement: sign the reservation agreement',
  }),
  cancelReservation: defineEndpoint({
    method: 'POST',
    prefix: '/tapp/v2',
    path: 'aster/reservations/{id}/cancel',
    response: ReservationSchema,
    ...auth,
    extension: 'reservation_detail: cancel a reservation (deposit rules)',
  }),
  /** Null until the tenant has filled it in. */
  personInfo: defineEndpoint({
    method: 'GET',
    prefix: '/tapp/v2',
    path: 'aster/person-info',
    response: PersonInfoSchema.nullable(),
    ...auth,
    extension: "the reservation form's saved tenant details",
  }),
  savePersonInfo: defineEndpoint({
    method: 'POST',
    prefix: '/tapp/v2',
    path: 'aster/person-info',
    request: PersonInfoRequestSchema,
    response: PersonInfoSchema,
    ...auth,
    extension: "the reservation form: keep the tenant's details for next time",
  }),
};

// The catalogue feature of each endpoint (catalogue/index.ts), for the client's extension check.
inCatalogueFeature('booking', bookingEndpoints);
