import {
  type PayOrder,
  type PersonInfo,
  type Reservation,
  type ReservationRequest,
  type Viewing,
  type ViewingRequest,
  type ViewingSlotDay,
} from '@aster/core-domain';
import { type PersonInfoRequest, type ReservationAgreement, bookingEndpoints } from '../catalogue/booking';
import { api } from './api';

/** Viewings, reservations and the tenant's details for contracts. Writes show the loading toast. */
export const bookingApi = api.injectEndpoints({
  endpoints: (build) => ({
    getViewingSlots: build.query<ViewingSlotDay[], { houseId: string }>({
      query: ({ houseId }) => ({ def: bookingEndpoints.viewingSlots, pathParams: { id: houseId } }),
      providesTags: ['Viewing'],
    }),
    bookViewing: build.mutation<Viewing, ViewingRequest>({
      query: (request) => ({ def: bookingEndpoints.bookViewing, request, loading: true }),
      invalidatesTags: ['Viewing'],
    }),
    getViewingList: build.query<Viewing[], void>({
      query: () => ({ def: bookingEndpoints.viewingList }),
      providesTags: ['Viewing'],
    }),
    cancelViewing: build.mutation<Viewing, { id: string }>({
      query: ({ id }) => ({ def: bookingEndpoints.cancelViewing, pathParams: { id }, loading: true }),
      invalidatesTags: ['Viewing'],
    }),
    createReservation: build.mutation<Reservation, ReservationRequest>({
      query: (request) => ({ def: bookingEndpoints.createReservation, request, loading: true }),
      invalidatesTags: ['Reservation'],
    }),
    getReservationList: build.query<Reservation[], void>({
      query: () => ({ def: bookingEndpoints.reservationList }),
      providesTags: ['Reservation'],
    }),
    getReservationDetail: build.query<Reservation, { id: string }>({
      query: ({ id }) => ({ def: bookingEndpoints.reservationDetail, pathParams: { id } }),
      providesTags: (_result, _error, { id }) => [{ type: 'Reservation', id }, 'Reservation'],
    }),
    getReservationAgreement: build.query<ReservationAgreement, { id: string }>({
      query: ({ id }) => ({ def: bookingEndpoints.reservationAgreement, pathParams: { id } }),
    }),
    signReservation: build.mutation<PayOrder, { id: string }>({
      query: ({ id }) => ({ def: bookingEndpoints.signReservation, pathParams: { id }, request: { agreed: true }, loading: true }),
      invalidatesTags: ['Reservation'],
    }),
    cancelReservation: build.mutation<Reservation, { id: string }>({
      query: ({ id }) => ({ def: bookingEndpoints.cancelReservation, pathParams: { id }, loading: true }),
      invalidatesTags: ['Reservation'],
    }),
    getPersonInfo: build.query<PersonInfo | null, void>({
      query: () => ({ def: bookingEndpoints.personInfo }),
      providesTags: ['PersonInfo'],
    }),
    savePersonInfo: build.mutation<PersonInfo, PersonInfoRequest>({
      query: (request) => ({ def: bookingEndpoints.savePersonInfo, request, loading: true }),
      invalidatesTags: ['PersonInfo'],
    }),
  }),
});

export const {
  useGetViewingSlotsQuery,
  useBookViewingMutation,
  useGetViewingListQuery,
  useCancelViewingMutation,
  useCreateReservationMutation,
  useGetReservationListQuery,
  useGetReservationDetailQuery,
  useGetReservationAgreementQuery,
  useSignReservationMutation,
  useCancelReservationMutation,
  useGetPersonInfoQuery,
  useSavePersonInfoMutation,
} = bookingApi;
