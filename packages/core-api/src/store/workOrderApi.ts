import { homeEndpoints } from '../catalogue/home';
import { identityEndpoints } from '../catalogue/identity';
import { workOrderEndpoints } from '../catalogue/workOrder';
import { api } from './api';
import { fromCatalogue } from './catalogueEndpoints';

const workOrderTags = api.enhanceEndpoints({ addTagTypes: ['WorkOrder'] });

/** Repairs, cleanings and complaints with their settings: any change of an order refreshes the lists and its detail. */
export const workOrderApi = workOrderTags.injectEndpoints({
  endpoints: (build) => ({
    getWorkOrderTime: fromCatalogue(build, homeEndpoints.workOrderTime).query(),
    getWorkOrderSetting: fromCatalogue(build, homeEndpoints.workOrderSetting).query(),
    getWorkOrders: fromCatalogue(build, workOrderEndpoints.list).query({ providesTags: ['WorkOrder'] }),
    getWorkOrder: fromCatalogue(build, workOrderEndpoints.detail).query({ providesTags: ['WorkOrder'] }),
    addWorkOrder: fromCatalogue(build, workOrderEndpoints.add).mutation({ loading: true, invalidatesTags: ['WorkOrder'] }),
    cancelWorkOrder: fromCatalogue(build, workOrderEndpoints.cancel).mutation({ loading: true, invalidatesTags: ['WorkOrder'] }),
    urgeWorkOrder: fromCatalogue(build, workOrderEndpoints.urge).mutation({ loading: true, invalidatesTags: ['WorkOrder'] }),
    rateWorkOrder: fromCatalogue(build, workOrderEndpoints.rate).mutation({ loading: true, invalidatesTags: ['WorkOrder'] }),
    // An order's photo, read back by its owner through the uploads feature (a data URL: no link to leak).
    getWorkOrderPhoto: fromCatalogue(build, identityEndpoints.photo).query(),
  }),
});

export const {
  useGetWorkOrderTimeQuery,
  useGetWorkOrderSettingQuery,
  useGetWorkOrdersQuery,
  useGetWorkOrderQuery,
  useAddWorkOrderMutation,
  useCancelWorkOrderMutation,
  useUrgeWorkOrderMutation,
  useRateWorkOrderMutation,
  useGetWorkOrderPhotoQuery,
} = workOrderApi;
