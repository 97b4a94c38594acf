import {
  type Banner,
  type CityOption,
  type CompanyWechat,
  type HomeBase,
  type HomeBaseHash,
  type HomeConfig,
  type LocatedCity,
  type Preferences,
  type ScanRoute,
  type SearchKeyword,
  type Setting,
  HOME_BANNER_POSITIONS,
  homeEndpoints,
} from '../catalogue/home';
import { type Domains, PREFERENCE_CITY_ID, type Theme } from '@aster/core-domain';
import { api } from './api';

/** The home page and the app-wide settings it loads. */
export const homeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBanners: build.query<Banner[], void>({
      query: () => ({ def: homeEndpoints.banners, request: { positionTypes: HOME_BANNER_POSITIONS } }),
      providesTags: ['Home'],
    }),
    getHomeBaseHash: build.query<HomeBaseHash, { cityId: number }>({
      query: (request) => ({ def: homeEndpoints.baseHash, request, silent: true }),
    }),
    getHomeUi: build.query<Theme, void>({
      query: () => ({ def: homeEndpoints.ui, silent: true }),
    }),
    getHomeBase: build.query<HomeBase, { cityId: number }>({
      query: (request) => ({ def: homeEndpoints.base, request }),
      providesTags: ['Home'],
    }),
    locateCity: build.query<LocatedCity, { lat: number; lon: number }>({
      query: (request) => ({ def: homeEndpoints.locateCity, request, silent: true }),
    }),
    getIpCity: build.query<LocatedCity, void>({
      query: () => ({ def: homeEndpoints.ipCity, silent: true }),
    }),
    getCityList: build.query<CityOption[], void>({
      query: () => ({ def: homeEndpoints.cityList }),
    }),
    searchKeywords: build.query<SearchKeyword[], { cityId: number; searchKey: string }>({
      query: (request) => ({ def: homeEndpoints.keywords, request, silent: true }),
    }),
    getHomeConfig: build.query<HomeConfig, void>({
      query: () => ({ def: homeEndpoints.config, request: { v: 2 } }),
    }),
    getDomains: build.query<Domains, void>({
      query: () => ({ def: homeEndpoints.domains }),
    }),
    getSettingsByType: build.query<Setting[], { typeList: number[] }>({
      query: (request) => ({ def: homeEndpoints.settingsByType, request }),
    }),
    resolveScanCode: build.mutation<ScanRoute, { scanCode: string }>({
      query: (request) => ({ def: homeEndpoints.scanRouter, request, loading: true }),
    }),
    getCompanyWechat: build.query<CompanyWechat, void>({
      query: () => ({ def: homeEndpoints.companyWechat }),
    }),
    getCompanyWechatInfo: build.query<CompanyWechat, { id: string }>({
      query: ({ id }) => ({ def: homeEndpoints.companyWechatInfo, pathParams: { id } }),
    }),
    getPreferences: build.query<Preferences, { companyId: string }>({
      query: ({ companyId }) => ({ def: homeEndpoints.preferences, request: { cityId: PREFERENCE_CITY_ID, companyId }, silent: true }),
    }),
    reportUserStatistics: build.mutation<unknown, void>({
      query: () => ({ def: homeEndpoints.userStatistics, silent: true }),
    }),
  }),
});

export const {
  useGetBannersQuery,
  useGetHomeBaseHashQuery,
  useGetHomeUiQuery,
  useGetHomeBaseQuery,
  useLocateCityQuery,
  useLazyLocateCityQuery,
  useGetIpCityQuery,
  useLazyGetIpCityQuery,
  useGetCityListQuery,
  useSearchKeywordsQuery,
  useGetHomeConfigQuery,
  useGetDomainsQuery,
  useGetSettingsByTypeQuery,
  useResolveScanCodeMutation,
  useGetCompanyWechatQuery,
  useGetCompanyWechatInfoQuery,
  useGetPreferencesQuery,
  useReportUserStatisticsMutation,
} = homeApi;
