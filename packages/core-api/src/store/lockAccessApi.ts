import { baozuDeviceEndpoints, lockEndpoints } from '../catalogue/device';
import { api } from './api';
import { fromCatalogue } from './catalogueEndpoints';

const accessTags = api.enhanceEndpoints({ addTagTypes: ['LockAuth', 'LockAccount', 'NfcKey', 'Device'] });

/**
 * Who may open a lock (issue 14): its authorisations, sharing it with a family member and accepting a share, changing
 * or ending a shared key (auth/{authId}), the house's lock-auth setting, the caller's lock account (getLockAccountInfo);
 * and the phone's NFC keys (device_nfc). The NFC relay calls are silent: the NFC page shows device-ble's Chinese
 * errors, which keep the server's text.
 */
export const lockAccessApi = accessTags.injectEndpoints({
  endpoints: (build) => ({
    getLockAuths: fromCatalogue(build, lockEndpoints.authList).query({ providesTags: ['LockAuth'] }),
    shareLock: fromCatalogue(build, lockEndpoints.share).mutation({ loading: true, invalidatesTags: ['LockAuth'] }),
    getLockShareInfo: fromCatalogue(build, lockEndpoints.shareInfo).query({ providesTags: ['LockAuth'] }),
    acceptLockShare: fromCatalogue(build, baozuDeviceEndpoints.acceptLockAuth).mutation({ loading: true, invalidatesTags: ['LockAuth', 'Device'] }),
    // Silent: the sharing page says what the lock confirmed, or that no answer came (then it cannot know), itself.
    changeLockAuth: fromCatalogue(build, lockEndpoints.updateAuth).mutation({ loading: true, silent: true, invalidatesTags: ['LockAuth', 'LockAccount'] }),
    setHouseLockAuth: fromCatalogue(build, lockEndpoints.settingHouseLockAuth).mutation({ loading: true, invalidatesTags: ['LockAuth'] }),
    getLockAccountInfo: fromCatalogue(build, lockEndpoints.lockAccountInfo).query({ providesTags: ['LockAccount'] }),
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
  useChangeLockAuthMutation,
  useSetHouseLockAuthMutation,
  useGetLockAccountInfoQuery,
  useCancelLockShareMutation,
  useGetTempPasswordsQuery,
  useCancelTempPasswordMutation,
  useGetNfcKeysQuery,
  useGetNfcActiveCommandMutation,
  useReportNfcOpenMutation,
  useSaveNfcLogMutation,
  useReportNfcActiveFailMutation,
} = lockAccessApi;
