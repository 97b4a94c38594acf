import { baozuDeviceEndpoints, meterEndpoints, smartDeviceEndpoints } from '../catalogue/device';
import { walletEndpoints } from '../catalogue/wallet';
import { api } from './api';
import { fromCatalogue } from './catalogueEndpoints';

const meterTags = api.enhanceEndpoints({ addTagTypes: ['Meter', 'MeterUse', 'Device'] });

/**
 * The meters (issue 14): the meter page, its use by day and hour, its logs and todo tasks, top-ups through the pay
 * module and the offline relay calls (recharge, 合闸, 抄表, 余额校零). The relay calls are silent: the meter screens show device-ble's own Chinese errors. A
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
    getMeters: fromCatalogue(build, meterEndpoints.list).query({ providesTags: ['Meter', 'Device'] }),
    // the meter's logs and tasks change with anything done to it: they go with the 'Meter' tag
    getMeterOperationLog: fromCatalogue(build, meterEndpoints.operationLog).query({ providesTags: ['Meter'] }),
    getMeterOperationLogInfo: fromCatalogue(build, meterEndpoints.operationLogInfo).query({ providesTags: ['Meter'] }),
    getMeterViewMore: fromCatalogue(build, meterEndpoints.viewMoreButton).query({ providesTags: ['Meter'] }),
    getMeterSwitchLogs: fromCatalogue(build, meterEndpoints.operateLogs).query({ providesTags: ['Meter'] }),
    getMeterUseRecords: fromCatalogue(build, meterEndpoints.useRecord).query({ providesTags: ['MeterUse'] }),
    getMeterUseTotal: fromCatalogue(build, meterEndpoints.useRecordTotal).query({ providesTags: ['MeterUse', 'Meter'] }),
    getMeterRechargePositions: fromCatalogue(build, meterEndpoints.rechargePosition).query({ providesTags: ['Meter'] }),
    getMeterPrice: fromCatalogue(build, meterEndpoints.baozuPrice).query({ providesTags: ['Meter'] }),
    getMeterDeviceInfo: fromCatalogue(build, smartDeviceEndpoints.showDeviceInfo).query(),
    getMeterTasksTodo: fromCatalogue(build, baozuDeviceEndpoints.deviceTaskTodo).query({ providesTags: ['Meter'] }),
    checkMeterClick: fromCatalogue(build, baozuDeviceEndpoints.clickBtnCheck).query({ keepUnusedDataFor: 0 }),
    checkMeterButton: fromCatalogue(build, baozuDeviceEndpoints.meterDialogCheck).query({ keepUnusedDataFor: 0 }),
    chargeMeter: fromCatalogue(build, meterEndpoints.charge).mutation({ loading: true }),
    // Silent: the password sheet and the page say the refusal where it happened (支付密码错误…, 余额不足…). Every
    // page showing the wallet's balance asks it again when it opens.
    payMeterFromBalance: fromCatalogue(build, walletEndpoints.payMeter).mutation({ loading: true, silent: true, invalidatesTags: ['Meter', 'Device'] }),
    getRechargeCommand: fromCatalogue(build, smartDeviceEndpoints.offlineChargeBalance).mutation({ silent: true }),
    submitRechargeAnswer: fromCatalogue(build, smartDeviceEndpoints.offlineRechargeBalanceResponse).mutation({ silent: true, invalidatesTags: ['Meter', 'Device'] }),
    getMeterTodoTask: fromCatalogue(build, baozuDeviceEndpoints.getTodoTask).mutation({ silent: true }),
    createMeterTodoTask: fromCatalogue(build, baozuDeviceEndpoints.createRemoteTodoTask).mutation({ silent: true }),
    completeMeterTodoTask: fromCatalogue(build, baozuDeviceEndpoints.completeBleChargeTask).mutation({ silent: true, invalidatesTags: ['Meter', 'Device'] }),
    switchOnMeter: fromCatalogue(build, smartDeviceEndpoints.meterSwitchOn).mutation({ loading: true, invalidatesTags: ['Meter'] }),
    readMeterOnline: fromCatalogue(build, smartDeviceEndpoints.meterReadingOnline).mutation({ loading: true, invalidatesTags: ['Meter', 'Device'] }),
    readWaterMeterOnline: fromCatalogue(build, smartDeviceEndpoints.waterReadingOnline).mutation({ loading: true, invalidatesTags: ['Meter', 'Device'] }),
    getResetBalanceCommand: fromCatalogue(build, smartDeviceEndpoints.offlineResetBalance).mutation({ silent: true }),
    submitResetBalanceAnswer: fromCatalogue(build, smartDeviceEndpoints.offlineResetBalanceResponse).mutation({ silent: true, invalidatesTags: ['Meter', 'Device'] }),
    /** Best effort: a report that cannot be sent is dropped without a word. */
    reportDeviceDotLog: fromCatalogue(build, smartDeviceEndpoints.dotLogReport).mutation({ silent: true }),
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
  useGetMetersQuery,
  useGetMeterOperationLogQuery,
  useLazyGetMeterOperationLogInfoQuery,
  useGetMeterViewMoreQuery,
  useGetMeterSwitchLogsQuery,
  useGetMeterUseRecordsQuery,
  useGetMeterUseTotalQuery,
  useGetMeterRechargePositionsQuery,
  useGetMeterPriceQuery,
  useGetMeterDeviceInfoQuery,
  useGetMeterTasksTodoQuery,
  useLazyCheckMeterClickQuery,
  useReadWaterMeterOnlineMutation,
  useGetResetBalanceCommandMutation,
  useSubmitResetBalanceAnswerMutation,
  useReportDeviceDotLogMutation,
  useLazyCheckMeterButtonQuery,
  useChargeMeterMutation,
  usePayMeterFromBalanceMutation,
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
