import { extraServiceEndpoints } from '../catalogue/extraService';
import { api } from './api';
import { fromCatalogue } from './catalogueEndpoints';

/** 服务电话, 我的管家, 无线网络, 公告 and 我的室友: read-only answers about the caller's rented rooms and the operator. */
export const extraServiceApi = api.injectEndpoints({
  endpoints: (build) => ({
    getServicePhones: fromCatalogue(build, extraServiceEndpoints.servicePhones).query(),
    getHouseManagers: fromCatalogue(build, extraServiceEndpoints.managers).query(),
    getRoomWifi: fromCatalogue(build, extraServiceEndpoints.wifi).query(),
    getNotices: fromCatalogue(build, extraServiceEndpoints.notices).infiniteQuery({
      pageField: 'pageNo',
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (lastPage) => (lastPage.hasMore ? lastPage.pageNo + 1 : undefined),
      },
    }),
    getRoommates: fromCatalogue(build, extraServiceEndpoints.roommates).query(),
  }),
});

export const { useGetServicePhonesQuery, useGetHouseManagersQuery, useGetRoomWifiQuery, useGetNoticesInfiniteQuery, useGetRoommatesQuery } = extraServiceApi;
