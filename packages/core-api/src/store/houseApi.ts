import { type HouseQuery, houseEndpoints } from '../catalogue/house';
import { api } from './api';
import { fromCatalogue } from './catalogueEndpoints';

/** A list query without its page: the key of one infinite list. */
export type HouseListQuery = Omit<HouseQuery, 'pageNo'>;

const houseTags = api.enhanceEndpoints({ addTagTypes: ['House'] });

/** Finding a room: the list, its filters, the map, a house, its surroundings and its store. */
export const houseApi = houseTags.injectEndpoints({
  endpoints: (build) => ({
    getHouseList: fromCatalogue(build, houseEndpoints.houseList).infiniteQuery({
      pageField: 'pageNo',
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (lastPage) => (lastPage.hasMore ? lastPage.pageNo + 1 : undefined),
      },
    }),
    getHouseFilters: fromCatalogue(build, houseEndpoints.houseFilters).query(),
    getHouseDetail: fromCatalogue(build, houseEndpoints.houseDetail).query({
      providesTags: (_result, _error, { id }) => [{ type: 'House', id }],
    }),
    getHousePois: fromCatalogue(build, houseEndpoints.housePois).query({ silent: true }),
    getMapMarkers: fromCatalogue(build, houseEndpoints.mapMarkers).query({ silent: true }),
    getStoreDetail: fromCatalogue(build, houseEndpoints.storeDetail).query(),
    setFavourite: fromCatalogue(build, houseEndpoints.setFavourite).mutation({
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
