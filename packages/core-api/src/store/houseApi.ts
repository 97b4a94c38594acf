import { type HouseDetail, type HouseFilters, type HousePage, type MapMarker, type Poi, type PoiCategory, type Store } from '@aster/core-domain';
import { type HouseQuery, type MapAreaQuery, houseEndpoints } from '../catalogue/house';
import { api } from './api';

/** A list query without its page: the key of one infinite list. */
export type HouseListQuery = Omit<HouseQuery, 'pageNo'>;

/** Finding a room: the list, its filters, the map, a house, its surroundings and its store. */
export const houseApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHouseList: build.infiniteQuery<HousePage, HouseListQuery, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (lastPage) => (lastPage.hasMore ? lastPage.pageNo + 1 : undefined),
      },
      query: ({ queryArg, pageParam }) => ({ def: houseEndpoints.houseList, request: { ...queryArg, pageNo: pageParam } }),
    }),
    getHouseFilters: build.query<HouseFilters, { cityId: number }>({
      query: (request) => ({ def: houseEndpoints.houseFilters, request }),
    }),
    getHouseDetail: build.query<HouseDetail, { id: string }>({
      query: ({ id }) => ({ def: houseEndpoints.houseDetail, pathParams: { id } }),
      providesTags: (_result, _error, { id }) => [{ type: 'House', id }],
    }),
    getHousePois: build.query<Poi[], { id: string; category: PoiCategory }>({
      query: ({ id, category }) => ({ def: houseEndpoints.housePois, pathParams: { id }, request: { category }, silent: true }),
    }),
    getMapMarkers: build.query<{ markers: MapMarker[]; total: number }, MapAreaQuery>({
      query: (request) => ({ def: houseEndpoints.mapMarkers, request, silent: true }),
    }),
    getStoreDetail: build.query<Store, { id: string }>({
      query: ({ id }) => ({ def: houseEndpoints.storeDetail, pathParams: { id } }),
    }),
    setFavourite: build.mutation<{ houseId: string; favourite: boolean }, { id: string; favourite: boolean }>({
      query: ({ id, favourite }) => ({ def: houseEndpoints.setFavourite, pathParams: { id }, request: { favourite } }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'House', id }],
    }),
  }),
});

export const {
  useGetHouseListInfiniteQuery,
  useGetHouseFiltersQuery,
  useGetHouseDetailQuery,
  useGetHousePoisQuery,
  useGetMapMarkersQuery,
  useLazyGetMapMarkersQuery,
  useGetStoreDetailQuery,
  useSetFavouriteMutation,
} = houseApi;
