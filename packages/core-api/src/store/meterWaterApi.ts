import { baozuDeviceEndpoints, smartDeviceEndpoints } from '../catalogue/device';
import { api } from './api';
import { fromCatalogue } from './catalogueEndpoints';

const meterTags = api.enhanceEndpoints({ addTagTypes: ['Meter', 'Device'] });

/**
 * 加水 (issue 14): the operator's water allowances for a water meter's processor. An online meter's cloud writes one
 * (add-value); an offline one takes the processor command by Bluetooth (command/exec, then processor-result), and the
 * app completes the task when the answer says taskType 3. The relay calls are silent: the meter page shows
 * device-ble's own Chinese errors. A written allowance changes the meter page's add info and credit.
 */
export const meterWaterApi = meterTags.injectEndpoints({
  endpoints: (build) => ({
    getMeterWaterAllowances: fromCatalogue(build, baozuDeviceEndpoints.meterWaterAllowances).query({ providesTags: ['Meter'] }),
    addMeterWaterOnline: fromCatalogue(build, baozuDeviceEndpoints.meterAddWaterValue).mutation({ loading: true, invalidatesTags: ['Meter'] }),
    getWaterCommand: fromCatalogue(build, smartDeviceEndpoints.waterCommandExec).mutation({ silent: true }),
    submitWaterAnswer: fromCatalogue(build, baozuDeviceEndpoints.waterProcessorResult).mutation({ silent: true, invalidatesTags: ['Meter'] }),
    finishMeterTodoTask: fromCatalogue(build, baozuDeviceEndpoints.finishTodoTask).mutation({ silent: true, invalidatesTags: ['Meter', 'Device'] }),
  }),
});

export const {
  useGetMeterWaterAllowancesQuery,
  useAddMeterWaterOnlineMutation,
  useGetWaterCommandMutation,
  useSubmitWaterAnswerMutation,
  useFinishMeterTodoTaskMutation,
} = meterWaterApi;
