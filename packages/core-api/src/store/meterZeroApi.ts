import { baozuDeviceEndpoints } from '../catalogue/device';
import { api } from './api';
import { fromCatalogue } from './catalogueEndpoints';

const zeroTags = api.enhanceEndpoints({ addTagTypes: ['Meter', 'Device', 'Wallet', 'MeterZeroing'] });

/**
 * 退租清零 (issue 14): the meter page's card, the online zeroing and the offline one's relay calls (silent: the meter
 * page shows device-ble's own Chinese errors). A refunded zeroing changes the meter, the device home and the wallet.
 */
export const meterZeroApi = zeroTags.injectEndpoints({
  endpoints: (build) => ({
    getMeterZeroing: fromCatalogue(build, baozuDeviceEndpoints.meterZeroBalance).query({ providesTags: ['MeterZeroing'] }),
    zeroMeterOnline: fromCatalogue(build, baozuDeviceEndpoints.meterZeroBalanceOnline).mutation({ loading: true, invalidatesTags: ['MeterZeroing', 'Meter', 'Device', 'Wallet'] }),
    getZeroBalanceCommand: fromCatalogue(build, baozuDeviceEndpoints.meterZeroBalanceOffline).mutation({ silent: true }),
    submitZeroBalanceAnswer: fromCatalogue(build, baozuDeviceEndpoints.meterZeroBalanceOfflineResponse).mutation({
      silent: true,
      invalidatesTags: ['MeterZeroing', 'Meter', 'Device', 'Wallet'],
    }),
  }),
});

export const { useGetMeterZeroingQuery, useZeroMeterOnlineMutation, useGetZeroBalanceCommandMutation, useSubmitZeroBalanceAnswerMutation } = meterZeroApi;
