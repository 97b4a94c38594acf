// Checked by `tsc -p packages/core-api`, never run: each @ts-expect-error line is a mistake that must not
// compile. Should one start compiling, tsc reports the unused directive and the type check fails.
import { type HouseDetail, type PersonInfo, type Viewing, type ViewingSlotDay } from '@aster/core-domain';
import { bookingEndpoints } from '../catalogue/booking';
import { type AppDispatch } from './setupStore';
import { bookingApi } from './bookingApi';
import { fromCatalogue } from './catalogueEndpoints';
import { type HouseListQuery, type houseApi } from './houseApi';

type Equal<X, Y> = (<T>() => T extends X ? 1 : 2) extends <T>() => T extends Y ? 1 : 2 ? true : false;
type Result<E extends { Types: { ResultType: unknown } }> = E['Types']['ResultType'];
type Arg<E extends { Types: { QueryArg: unknown } }> = E['Types']['QueryArg'];

declare const dispatch: AppDispatch;
const { getReservationDetail, bookViewing, savePersonInfo, getPersonInfo } = bookingApi.endpoints;
type GetViewingSlots = typeof bookingApi.endpoints.getViewingSlots;

// The result is the response schema's output (never `any`), the argument the entry's path parameters and request.
export const derived: [
  Equal<Result<GetViewingSlots>, ViewingSlotDay[]>,
  Equal<Result<typeof getPersonInfo>, PersonInfo | null>,
  Equal<Result<typeof houseApi.endpoints.getHouseDetail>, HouseDetail>,
  Equal<Arg<GetViewingSlots>, { houseId: string }>,
  Equal<Arg<typeof getReservationDetail>, { id: string | number }>,
  Equal<Arg<typeof getPersonInfo>, void>,
  Equal<Arg<typeof houseApi.endpoints.getHouseList>, HouseListQuery>,
] = [true, true, true, true, true, true, true];

// A wrong result type does not compile: not where the answer is read...
declare const slots: Result<GetViewingSlots>;
// @ts-expect-error -- the viewing slots are days of slots, not viewings
export const slotsAsViewings: Viewing[] = slots;

// A transformResponse receives the entry's output and sets the result type.
export const reshaped = bookingApi.injectEndpoints({
  endpoints: (build) => ({
    viewingDates: fromCatalogue(build, bookingEndpoints.viewingSlots).query({
      mapArg: ({ houseId }: { houseId: string }) => ({ id: houseId }),
      transformResponse: (days) => days.map((day) => day.date),
    }),
  }),
});
export const reshapedResult: Equal<Result<typeof reshaped.endpoints.viewingDates>, string[]> = true;

bookingApi.injectEndpoints({
  endpoints: (build) => ({
    // @ts-expect-error -- the answer is slot days, whose date is text
    dayNumbers: fromCatalogue(build, bookingEndpoints.viewingSlots).query({ transformResponse: (days) => days.map((day) => day.date.toFixed(0)) }),
    // @ts-expect-error -- the answer is slot days, not viewings
    slotsAsViewings: fromCatalogue(build, bookingEndpoints.viewingSlots).query({ transformResponse: (viewings: Viewing[]) => viewings }),
    // @ts-expect-error -- a result type stated by hand must be the entry's output (or come from a transformResponse)
    statedByHand: fromCatalogue(build, bookingEndpoints.viewingSlots).query<{ id: string }, Viewing[]>(),
    // @ts-expect-error -- the same with other options: transformResponse is missing
    statedWithTags: fromCatalogue(build, bookingEndpoints.viewingList).query<void, ViewingSlotDay[]>({ providesTags: ['Viewing'] }),

    // A misspelt path parameter does not compile, in the mapping...
    // @ts-expect-error -- the path parameter is {id}
    misspelt: fromCatalogue(build, bookingEndpoints.viewingSlots).query({ mapArg: ({ houseId }: { houseId: string }) => ({ Id: houseId }) }),
    // @ts-expect-error -- an argument stated by hand must be the entry's own (or come from a mapArg)
    argByHand: fromCatalogue(build, bookingEndpoints.viewingSlots).query<{ houseId: string }>(),

    // A missing required request field does not compile in the mapping either,
    // @ts-expect-error -- signing needs agreed: true
    unsigned: fromCatalogue(build, bookingEndpoints.signReservation).mutation({ mapArg: ({ id }: { id: string }) => ({ id }) }),

    // and tags are those the features declared.
    // @ts-expect-error -- no feature declares a 'Viewings' tag
    untagged: fromCatalogue(build, bookingEndpoints.viewingList).query({ providesTags: ['Viewings'] }),
  }),
});

// ...nor where a screen or a listener calls the endpoint.
// @ts-expect-error -- the reservation's path parameter is {id}
void dispatch(getReservationDetail.initiate({ reservationId: 'r1' }));
// @ts-expect-error -- a viewing needs its house, date, time slot and request id
void dispatch(bookViewing.initiate({ contactName: '张三', contactPhone: '13800138000' }));
// @ts-expect-error -- person info needs the ID number
void dispatch(savePersonInfo.initiate({ name: '张三', idType: 'id_card' }));
// An endpoint without required fields is called with no argument.
void dispatch(getPersonInfo.initiate());
