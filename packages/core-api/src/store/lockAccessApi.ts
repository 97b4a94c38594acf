import { baozuDeviceEndpoints, lockEndpoints } from '../catalogue/device';
import { api } from './api';
import { fromCatalogue } from './catalogueEndpoints';

const accessTags = api.enhanceEndpoints({ addTagTypes: ['LockAuth', 'NfcKey', 'Device'] });

/**
 * Who may open a lock (issue 14): its authorisations, sharing it with a family member and accepting a share, revoking;
 * and the phone's NFC keys (device_nfc). The NFC relay calls are silent: the NFC page shows device-ble's Chinese
 * errors, which keep the server's text.
 */
export const lockAccessApi = accessTags.injectEndpoints({
  endpoints: (build) => ({
    getLockAuths: fromCatalogue(build, lockEndpoints.authList).query({ providesTags: ['LockAuth'] }),
    shareLock: fromCatalogue(build, lockEndpoints.share).mutation({ loading: true, invalidatesTags: ['LockAuth'] }),
    getLockShareInfo: fromCatalogue(build, lockEndpoints.shareInfo).query({ providesTags: ['LockAuth'] }),
    acceptLockShare: fromCatalogue(build, baozuDeviceEndpoints.acceptLockAuth).mutation({ loading: true, invalidatesTags: ['LockAuth', 'Device'] }),
    revokeLockAuth: fromCatalogue(build, lockEndpoints.revokeAuth).mutation({ loading: true, invalidatesTags: ['LockAuth'] }),
    cancelLockShare: fromCatalogue(build, lockEndpoints.cancelShare).mutation({ loading: true, invalidatesTags: ['LockAuth'] }),
    getTempPasswords: fromCatalogue(build, lockEndpoints.tempPasswords).query({ providesTags: ['LockAuth'] }),
    cancelTempPassword: fromCatalogue(build, lockEndpoints.cancelTempPassword).mutation({ loading: true, invalidatesTags: ['LockAuth'] }),
    getNfcKeys: fromCatalogue(build, lockEndpoints.userAuthList).query({ providesTags: ['NfcKey'] }),
    getNfcActiveCommand: fromCatalogue(build, lockEndpoints.nfcActiveCmd).mutation({ silent: true }),
    reportNfcOpen: fromCatalogue(build, lockEndpoints.nfcOpenReport).mutation({ silent: true, invalidatesTags: ['NfcKey', 'LockAuth'] }),
    saveNfcLog: fromCatalogue(build, lockEndpoints.saveNfcLog).mutation({ silent: true }),
    reportNfcActiveFail: fromCatalogue(build, lockEndpoints.reportNfcActiveFail).mutation({ silent: true }),
  }),
});

export const {
  useGetLockAuthsQuery,
  useShareLockMutation,
  useGetLockShareInfoQuery,
  useAcceptLockShareMutation,
  useRevokeLockAuthMutation,
  useCancelLockShareMutation,
  useGetTempPasswordsQuery,
  useCancelTempPasswordMutation,
  useGetNfcKeysQuery,
  useGetNfcActiveCommandMutation,
  useReportNfcOpenMutation,
  useSaveNfcLogMutation,
  useReportNfcActiveFailMutation,
} = lockAccessApi;
