import { baozuDeviceEndpoints, meterEndpoints, smartDeviceEndpoints } from '../catalogue/device';
import { api } from './api';
import { fromCatalogue } from './catalogueEndpoints';

const meterTags = api.enhanceEndpoints({ addTagTypes: ['Meter', 'MeterUse', 'Device'] });

/**
 * The meters (issue 14): the meter page, its use by day and hour, top-ups through the pay module and the offline
 * recharge's relay calls. The relay calls are silent: the meter screens show device-ble's own Chinese errors. A
 * recharge the meter confirmed changes the balance the meter page and the device home show.
 */
export const meterApi = meterTags.injectEndpoints({
  endpoints: (build) => ({
    getMeterDetail: fromCatalogue(build, smartDeviceEndpoints.meterDetail).query({ providesTags: ['Meter'] }),
    getMeterDayUse: fromCatalogue(build, smartDeviceEndpoints.dayUse).query({ providesTags: ['MeterUse'] }),
    getMeterHourUse: fromCatalogue(build, smartDeviceEndpoints.hourUse).query({ providesTags: ['MeterUse'] }),
    getMeterChargeRules: fromCatalogue(build, meterEndpoints.minimumAmount).query(),
    getMeterChargeRecords: fromCatalogue(build, meterEndpoints.chargeRecord).query({ providesTags: ['Meter'] }),
    getMeterReadLogs: fromCatalogue(build, meterEndpoints.readLogs).query({ providesTags: ['MeterUse'] }),
    getMeterTopUp: fromCatalogue(build, meterEndpoints.topUp).query({ providesTags: ['Meter'] }),
    checkMeterButton: fromCatalogue(build, baozuDeviceEndpoints.meterDialogCheck).query({ keepUnusedDataFor: 0 }),
    chargeMeter: fromCatalogue(build, meterEndpoints.charge).mutation({ loading: true }),
    getRechargeCommand: fromCatalogue(build, smartDeviceEndpoints.offlineChargeBalance).mutation({ silent: true }),
    submitRechargeAnswer: fromCatalogue(build, smartDeviceEndpoints.offlineRechargeBalanceResponse).mutation({ silent: true, invalidatesTags: ['Meter', 'Device'] }),
    getMeterTodoTask: fromCatalogue(build, baozuDeviceEndpoints.getTodoTask).mutation({ silent: true }),
    createMeterTodoTask: fromCatalogue(build, baozuDeviceEndpoints.createRemoteTodoTask).mutation({ silent: true }),
    completeMeterTodoTask: fromCatalogue(build, baozuDeviceEndpoints.completeBleChargeTask).mutation({ silent: true, invalidatesTags: ['Meter', 'Device'] }),
    switchOnMeter: fromCatalogue(build, smartDeviceEndpoints.meterSwitchOn).mutation({ loading: true, invalidatesTags: ['Meter'] }),
    readMeterOnline: fromCatalogue(build, smartDeviceEndpoints.meterReadingOnline).mutation({ loading: true, invalidatesTags: ['Meter', 'Device'] }),
    getSwitchOnCommand: fromCatalogue(build, smartDeviceEndpoints.turnSwitchOnOffline).mutation({ silent: true }),
    submitSwitchOnAnswer: fromCatalogue(build, smartDeviceEndpoints.submitTurnSwitchOfflineResponse).mutation({ silent: true, invalidatesTags: ['Meter'] }),
    getReadingCommand: fromCatalogue(build, smartDeviceEndpoints.meterReadingOffline).mutation({ silent: true }),
    submitReadingAnswer: fromCatalogue(build, smartDeviceEndpoints.meterReadingOfflineResponse).mutation({ silent: true, invalidatesTags: ['Meter', 'Device'] }),
  }),
});

export const {
  useGetMeterDetailQuery,
  useGetMeterDayUseQuery,
  useGetMeterHourUseQuery,
  useGetMeterChargeRulesQuery,
  useGetMeterChargeRecordsQuery,
  useGetMeterReadLogsQuery,
  useGetMeterTopUpQuery,
  useLazyCheckMeterButtonQuery,
  useChargeMeterMutation,
  useGetRechargeCommandMutation,
  useSubmitRechargeAnswerMutation,
  useGetMeterTodoTaskMutation,
  useCreateMeterTodoTaskMutation,
  useCompleteMeterTodoTaskMutation,
  useSwitchOnMeterMutation,
  useReadMeterOnlineMutation,
  useGetSwitchOnCommandMutation,
  useSubmitSwitchOnAnswerMutation,
  useGetReadingCommandMutation,
  useSubmitReadingAnswerMutation,
} = meterApi;
