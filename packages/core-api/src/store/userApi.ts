import { authEndpoints } from '../catalogue/auth';
import { userEndpoints } from '../catalogue/user';
import { api } from './api';
import { fromCatalogue } from './catalogueEndpoints';

const userTags = api.enhanceEndpoints({ addTagTypes: ['User'] });

/** The tenant's own data. getUserInfo is the "refresh user" call: its answer becomes the session's user. */
export const userApi = userTags.injectEndpoints({
  endpoints: (build) => ({
    getUserInfo: fromCatalogue(build, userEndpoints.userInfo).query({ providesTags: ['User'] }),
    updateUserInfo: fromCatalogue(build, userEndpoints.updateUserInfo).mutation({ loading: true, invalidatesTags: ['User'] }),
    getImUserInfo: fromCatalogue(build, authEndpoints.imUserInfo).query({ silent: true }),
    // A dialog that fails to load is simply not shown: silent, no toast over 我的.
    getSubsidyDialog: fromCatalogue(build, userEndpoints.subsidyDialogSetting).query({ silent: true, providesTags: ['User'] }),
    saveDialog: fromCatalogue(build, userEndpoints.saveDialog).mutation({ silent: true }),
    getUserRealName: fromCatalogue(build, userEndpoints.userSelfRealName).query({ providesTags: ['User'] }),
    submitRealName: fromCatalogue(build, userEndpoints.realName).mutation({ loading: true, invalidatesTags: ['User'] }),
    /** In a brand company: the merchant's copy of the tenant's real name (the company is the companyId header). */
    getMerchantRealName: fromCatalogue(build, userEndpoints.companySelfRealName).query({ providesTags: ['User'] }),
    submitMerchantRealName: fromCatalogue(build, userEndpoints.merchantRealName).mutation({ loading: true, invalidatesTags: ['User'] }),
    replaceMerchantRealName: fromCatalogue(build, userEndpoints.replaceRealName).mutation({ loading: true, invalidatesTags: ['User'] }),
  }),
});

export const {
  useGetUserInfoQuery,
  useLazyGetUserInfoQuery,
  useUpdateUserInfoMutation,
  useGetImUserInfoQuery,
  useGetSubsidyDialogQuery,
  useSaveDialogMutation,
  useGetUserRealNameQuery,
  useSubmitRealNameMutation,
  useGetMerchantRealNameQuery,
  useSubmitMerchantRealNameMutation,
  useReplaceMerchantRealNameMutation,
} = userApi;
