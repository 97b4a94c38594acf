import { contractEndpoints } from '../catalogue/contract';
import { baozuDeviceEndpoints, lockEndpoints, smartDeviceEndpoints } from '../catalogue/device';
import { api } from './api';
import { fromCatalogue } from './catalogueEndpoints';

const deviceTags = api.enhanceEndpoints({ addTagTypes: ['Device', 'LockLog'] });

/**
 * The device home and the locks (issue 14; the meters are in meterApi). The relay calls (commands for the lock and
 * its answers) are silent mutations: the lock screens show device-ble's own Chinese errors, which keep the server's
 * text, instead of the client's toast. A remote open, a new password or a collect changes what the pages show.
 */
export const deviceApi = deviceTags.injectEndpoints({
  endpoints: (build) => ({
    getDeviceHome: fromCatalogue(build, smartDeviceEndpoints.home).query({ providesTags: ['Device'] }),
    getLockDetail: fromCatalogue(build, smartDeviceEndpoints.lockDetail).query({ providesTags: ['Device'] }),
    getLockDetailV2: fromCatalogue(build, smartDeviceEndpoints.lockDetailV2).query({ providesTags: ['Device'] }),
    getLocks: fromCatalogue(build, lockEndpoints.list).query({ providesTags: ['Device'] }),
    getLockByContract: fromCatalogue(build, contractEndpoints.lockByContract).query({ providesTags: ['Device'] }),
    getLockLogs: fromCatalogue(build, lockEndpoints.logs).query({ providesTags: ['LockLog'] }),
    remoteOpenLock: fromCatalogue(build, lockEndpoints.remoteOpen).mutation({ silent: true, invalidatesTags: ['LockLog'] }),
    createTempPassword: fromCatalogue(build, lockEndpoints.onceAuth).mutation({ loading: true }),
    collectDevice: fromCatalogue(build, baozuDeviceEndpoints.collect).mutation({ invalidatesTags: ['Device'] }),
    cancelCollectDevice: fromCatalogue(build, baozuDeviceEndpoints.cancelCollect).mutation({ invalidatesTags: ['Device'] }),
    getOpenCommand: fromCatalogue(build, lockEndpoints.openCmd).mutation({ silent: true }),
    getSetTimeCommand: fromCatalogue(build, lockEndpoints.setTimeCmd).mutation({ silent: true }),
    getUploadLogCommand: fromCatalogue(build, lockEndpoints.uploadLogCmd).mutation({ silent: true }),
    getUpdatePasswordCommand: fromCatalogue(build, lockEndpoints.updatePwdCmd).mutation({ silent: true }),
    submitLockAnswer: fromCatalogue(build, lockEndpoints.submitCmdResponse).mutation({ silent: true, invalidatesTags: ['LockLog', 'Device'] }),
    parseLockAnswer: fromCatalogue(build, lockEndpoints.parsing).mutation({ silent: true }),
  }),
});

export const {
  useGetDeviceHomeQuery,
  useGetLockDetailQuery,
  useGetLockDetailV2Query,
  useGetLocksQuery,
  useGetLockByContractQuery,
  useGetLockLogsQuery,
  useRemoteOpenLockMutation,
  useCreateTempPasswordMutation,
  useCollectDeviceMutation,
  useCancelCollectDeviceMutation,
  useGetOpenCommandMutation,
  useGetSetTimeCommandMutation,
  useGetUploadLogCommandMutation,
  useGetUpdatePasswordCommandMutation,
  useSubmitLockAnswerMutation,
  useParseLockAnswerMutation,
} = deviceApi;
