import { authEndpoints } from '../catalogue/auth';
import { identityEndpoints } from '../catalogue/identity';
import { userEndpoints } from '../catalogue/user';
import { fromCatalogue } from './catalogueEndpoints';
import { userApi } from './userApi';

/**
 * The tenant's identity pages (pages/user): the Alipay face scan, ID card photos, company authentication, sessions and the account-cancel
 * check. Built on userApi: a verified identity changes the user, whose tag that feature declares. The real-name
 * form itself is userApi's submitRealName.
 */
const identityTags = userApi.enhanceEndpoints({ addTagTypes: ['IdPhotos', 'Sessions', 'AccountCancel', 'CompanyAuth'] });

export const identityApi = identityTags.injectEndpoints({
  endpoints: (build) => ({
    startFaceVerify: fromCatalogue(build, userEndpoints.faceVerifyInit).mutation({ loading: true }),
    confirmFaceVerify: fromCatalogue(build, userEndpoints.faceVerifyConfirm).mutation({ loading: true, invalidatesTags: ['User'] }),
    getIdPhotos: fromCatalogue(build, identityEndpoints.idPhotos).query({ providesTags: ['IdPhotos'] }),
    saveIdPhotos: fromCatalogue(build, identityEndpoints.saveIdPhotos).mutation({ loading: true, invalidatesTags: ['IdPhotos'] }),
    getSessions: fromCatalogue(build, identityEndpoints.sessions).query({ providesTags: ['Sessions'], keepUnusedDataFor: 0 }),
    endSession: fromCatalogue(build, identityEndpoints.endSession).mutation({ invalidatesTags: ['Sessions'] }),
    getCompanyAuth: fromCatalogue(build, userEndpoints.bizAuthUrl).query({ providesTags: ['CompanyAuth'] }),
    getCompanyAuthById: fromCatalogue(build, userEndpoints.bizInfo).query({ providesTags: ['CompanyAuth'] }),
    submitCompanyAuth: fromCatalogue(build, userEndpoints.bizInfoSubmit).mutation({ loading: true, invalidatesTags: ['CompanyAuth'] }),
    cancelCompanyAuth: fromCatalogue(build, userEndpoints.bizAuthCancel).mutation({ loading: true, invalidatesTags: ['CompanyAuth'] }),
    getCompanyShare: fromCatalogue(build, identityEndpoints.companyShare).query({ providesTags: ['CompanyAuth'] }),
    joinCompanyAuth: fromCatalogue(build, userEndpoints.bizAuthUrlFor).mutation({ loading: true, invalidatesTags: ['CompanyAuth'] }),
    getAccountCancelCheck: fromCatalogue(build, identityEndpoints.accountCancelCheck).query({ providesTags: ['AccountCancel'], keepUnusedDataFor: 0 }),
    sendAccountCancelCode: fromCatalogue(build, identityEndpoints.accountCancelSendCode).mutation({ loading: true }),
    /**
     * The account log-out with its SMS code: starts the cooling-off period (the tenant stays logged in). Silent:
     * user_cancel shows a refusal (what blocks it) as a panel that stays, not a toast.
     */
    accountLogOut: fromCatalogue(build, authEndpoints.accountLogOut).mutation({ loading: true, silent: true, invalidatesTags: ['AccountCancel'] }),
    revokeAccountCancel: fromCatalogue(build, identityEndpoints.accountCancelRevoke).mutation({ loading: true, invalidatesTags: ['AccountCancel'] }),
  }),
});

export const {
  useStartFaceVerifyMutation,
  useConfirmFaceVerifyMutation,
  useGetIdPhotosQuery,
  useSaveIdPhotosMutation,
  useGetSessionsQuery,
  useEndSessionMutation,
  useGetAccountCancelCheckQuery,
  useSendAccountCancelCodeMutation,
  useAccountLogOutMutation,
  useRevokeAccountCancelMutation,
  useGetCompanyAuthQuery,
  useGetCompanyAuthByIdQuery,
  useSubmitCompanyAuthMutation,
  useCancelCompanyAuthMutation,
  useGetCompanyShareQuery,
  useJoinCompanyAuthMutation,
} = identityApi;
