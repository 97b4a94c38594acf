import { homeEndpoints } from '../catalogue/home';
import { api } from './api';
import { fromCatalogue } from './catalogueEndpoints';

/** How long an unused home/base answer is kept (home/base-hash says when it is stale). */
const HOME_BASE_KEPT_SECONDS = 24 * 60 * 60;

// 'Contract': the 待签约合同 card's list changes with the contracts (their writes invalidate it).
const homeTags = api.enhanceEndpoints({ addTagTypes: ['Home', 'Contract'] });

/** The home page and the app-wide settings it loads. Banner positions and the config version are request defaults. */
export const homeApi = homeTags.injectEndpoints({
  endpoints: (build) => ({
    getBanners: fromCatalogue(build, homeEndpoints.banners).query({ providesTags: ['Home'] }),
    getHomeBaseHash: fromCatalogue(build, homeEndpoints.baseHash).query({ silent: true }),
    getHomeUi: fromCatalogue(build, homeEndpoints.ui).query({ silent: true }),
    /** Kept a day: the home page asks it again only when home/base-hash changed (or on pull-down, login, logout). */
    getHomeBase: fromCatalogue(build, homeEndpoints.base).query({ providesTags: ['Home'], keepUnusedDataFor: HOME_BASE_KEPT_SECONDS }),
    locateCity: fromCatalogue(build, homeEndpoints.locateCity).query({ silent: true }),
    getIpCity: fromCatalogue(build, homeEndpoints.ipCity).query({ silent: true }),
    getCityList: fromCatalogue(build, homeEndpoints.cityList).query(),
    searchKeywords: fromCatalogue(build, homeEndpoints.keywords).query({ silent: true }),
    getHomeConfig: fromCatalogue(build, homeEndpoints.config).query(),
    getContractTodos: fromCatalogue(build, homeEndpoints.contractTodos).query({ providesTags: ['Contract'] }),
    getDomains: fromCatalogue(build, homeEndpoints.domains).query(),
    /** Silent: the forms fall back to their constants when it fails; the agreement page shows its own error. */
    getSettingsByType: fromCatalogue(build, homeEndpoints.settingsByType).query({ silent: true }),
    resolveScanCode: fromCatalogue(build, homeEndpoints.scanRouter).mutation({ loading: true }),
    getCompanyWechat: fromCatalogue(build, homeEndpoints.companyWechat).query(),
    getCompanyWechatInfo: fromCatalogue(build, homeEndpoints.companyWechatInfo).query(),
    /** Preferences are the company's: the city is the fixed one the spec names (a request default). */
    getPreferences: fromCatalogue(build, homeEndpoints.preferences).query({ silent: true }),
    reportUserStatistics: fromCatalogue(build, homeEndpoints.userStatistics).mutation({ silent: true }),
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
  useGetContractTodosQuery,
  useGetHomeConfigQuery,
  useGetDomainsQuery,
  useGetSettingsByTypeQuery,
  useResolveScanCodeMutation,
  useGetCompanyWechatQuery,
  useGetCompanyWechatInfoQuery,
  useGetPreferencesQuery,
  useReportUserStatisticsMutation,
} = homeApi;
