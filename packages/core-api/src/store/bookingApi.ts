import { bookingEndpoints } from '../catalogue/booking';
import { api } from './api';
import { fromCatalogue } from './catalogueEndpoints';

const bookingTags = api.enhanceEndpoints({ addTagTypes: ['Viewing', 'Reservation', 'PersonInfo'] });

/** Viewings, reservations and the tenant's details for contracts. Writes show the loading toast. */
export const bookingApi = bookingTags.injectEndpoints({
  endpoints: (build) => ({
    getViewingSlots: fromCatalogue(build, bookingEndpoints.viewingSlots).query({
      mapArg: ({ houseId }: { houseId: string }) => ({ id: houseId }),
      providesTags: ['Viewing'],
    }),
    bookViewing: fromCatalogue(build, bookingEndpoints.bookViewing).mutation({ loading: true, invalidatesTags: ['Viewing'] }),
    getViewingList: fromCatalogue(build, bookingEndpoints.viewingList).query({ providesTags: ['Viewing'] }),
    cancelViewing: fromCatalogue(build, bookingEndpoints.cancelViewing).mutation({ loading: true, invalidatesTags: ['Viewing'] }),
    createReservation: fromCatalogue(build, bookingEndpoints.createReservation).mutation({ loading: true, invalidatesTags: ['Reservation'] }),
    getReservationList: fromCatalogue(build, bookingEndpoints.reservationList).query({ providesTags: ['Reservation'] }),
    getReservationDetail: fromCatalogue(build, bookingEndpoints.reservationDetail).query({
      providesTags: (_result, _error, { id }) => [{ type: 'Reservation', id }, 'Reservation'],
    }),
    getReservationAgreement: fromCatalogue(build, bookingEndpoints.reservationAgreement).query(),
    /** The tenant agrees by signing: the screen sends only the reservation. */
    signReservation: fromCatalogue(build, bookingEndpoints.signReservation).mutation({
      mapArg: ({ id }: { id: string }) => ({ id, agreed: true }),
      loading: true,
      invalidatesTags: ['Reservation'],
    }),
    cancelReservation: fromCatalogue(build, bookingEndpoints.cancelReservation).mutation({ loading: true, invalidatesTags: ['Reservation'] }),
    getPersonInfo: fromCatalogue(build, bookingEndpoints.personInfo).query({ providesTags: ['PersonInfo'] }),
    savePersonInfo: fromCatalogue(build, bookingEndpoints.savePersonInfo).mutation({ loading: true, invalidatesTags: ['PersonInfo'] }),
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
