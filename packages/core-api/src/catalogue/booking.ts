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
import { defineEndpoint } from './define';

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
  }),
  bookViewing: defineEndpoint({
    method: 'POST',
    prefix: '/tapp/v2',
    path: 'aster/viewings',
    request: ViewingRequestSchema,
    response: ViewingSchema,
    ...auth,
  }),
  viewingList: defineEndpoint({
    method: 'GET',
    prefix: '/tapp/v2',
    path: 'aster/viewings',
    response: z.array(ViewingSchema),
    ...auth,
  }),
  cancelViewing: defineEndpoint({
    method: 'POST',
    prefix: '/tapp/v2',
    path: 'aster/viewings/{id}/cancel',
    response: ViewingSchema,
    ...auth,
  }),
  createReservation: defineEndpoint({
    method: 'POST',
    prefix: '/tapp/v2',
    path: 'aster/reservations',
    request: ReservationRequestSchema,
    response: ReservationSchema,
    ...auth,
  }),
  reservationList: defineEndpoint({
    method: 'GET',
    prefix: '/tapp/v2',
    path: 'aster/reservations',
    response: z.array(ReservationSchema),
    ...auth,
  }),
  reservationDetail: defineEndpoint({
    method: 'GET',
    prefix: '/tapp/v2',
    path: 'aster/reservations/{id}',
    response: ReservationSchema,
    ...auth,
  }),
  reservationAgreement: defineEndpoint({
    method: 'GET',
    prefix: '/tapp/v2',
    path: 'aster/reservations/{id}/agreement',
    response: ReservationAgreementSchema,
    ...auth,
  }),
  /** Signs the agreement (needs person_info filled) and opens the 定金's pay order; signing again returns the same order. */
  signReservation: defineEndpoint({
    method: 'POST',
    prefix: '/tapp/v2',
    path: 'aster/reservations/{id}/sign',
    request: z.object({ agreed: z.literal(true) }),
    response: PayOrderSchema,
    ...auth,
  }),
  cancelReservation: defineEndpoint({
    method: 'POST',
    prefix: '/tapp/v2',
    path: 'aster/reservations/{id}/cancel',
    response: ReservationSchema,
    ...auth,
  }),
  /** Null until the tenant has filled it in. */
  personInfo: defineEndpoint({
    method: 'GET',
    prefix: '/tapp/v2',
    path: 'aster/person-info',
    response: PersonInfoSchema.nullable(),
    ...auth,
  }),
  savePersonInfo: defineEndpoint({
    method: 'POST',
    prefix: '/tapp/v2',
    path: 'aster/person-info',
    request: PersonInfoRequestSchema,
    response: PersonInfoSchema,
    ...auth,
  }),
};
