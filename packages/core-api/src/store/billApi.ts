import { billEndpoints, orderEndpoints } from '../catalogue/bill';
import { servicePackageEndpoints } from '../catalogue/servicePackage';
import { api } from './api';
import { fromCatalogue } from './catalogueEndpoints';

const billTags = api.enhanceEndpoints({ addTagTypes: ['Bill', 'Order'] });

/**
 * Bills and orders. A bill's pay order changes what the bill and the order list show, so paying invalidates both;
 * the pages also ask afresh when they open (a payment is confirmed by the provider's notify, not by this app).
 */
export const billApi = billTags.injectEndpoints({
  endpoints: (build) => ({
    getBillList: fromCatalogue(build, billEndpoints.list).query({ providesTags: ['Bill'] }),
    getBillDetail: fromCatalogue(build, billEndpoints.detail).query({ providesTags: ['Bill'] }),
    // Asked afresh when the pay page opens, never refetched behind it: a bill just sent to transfer or paid is no
    // longer payable, and the page left below would say so in a toast.
    getBillPayOptions: fromCatalogue(build, billEndpoints.payOptions).query({ keepUnusedDataFor: 0 }),
    payBill: fromCatalogue(build, billEndpoints.pay).mutation({ loading: true, invalidatesTags: ['Bill', 'Order'] }),
    getBillTransfer: fromCatalogue(build, billEndpoints.transferInfo).query({ providesTags: ['Bill'] }),
    submitBillTransfer: fromCatalogue(build, billEndpoints.submitTransfer).mutation({ loading: true, invalidatesTags: ['Bill'] }),
    getBillSplitOptions: fromCatalogue(build, billEndpoints.splitOptions).query({ keepUnusedDataFor: 0 }),
    splitBill: fromCatalogue(build, billEndpoints.split).mutation({ loading: true, invalidatesTags: ['Bill'] }),
    getBillSplit: fromCatalogue(build, billEndpoints.splitOf).query({ providesTags: ['Bill'] }),
    getCreateBillOptions: fromCatalogue(build, billEndpoints.createOptions).query(),
    // Its answer is an order to pay now; the bill list shows the bill once paid.
    createBill: fromCatalogue(build, billEndpoints.create).mutation({ loading: true, invalidatesTags: ['Order'] }),
    getPurchaseOptions: fromCatalogue(build, servicePackageEndpoints.options).query(),
    orderServicePackage: fromCatalogue(build, servicePackageEndpoints.order).mutation({ loading: true, invalidatesTags: ['Order'] }),
    getOrderList: fromCatalogue(build, orderEndpoints.list).query({ providesTags: ['Order'] }),
    getOrderDetail: fromCatalogue(build, orderEndpoints.detail).query({ providesTags: ['Order'] }),
  }),
});

export const {
  useGetBillListQuery,
  useGetBillDetailQuery,
  useGetBillPayOptionsQuery,
  usePayBillMutation,
  useGetBillTransferQuery,
  useSubmitBillTransferMutation,
  useGetBillSplitOptionsQuery,
  useSplitBillMutation,
  useGetBillSplitQuery,
  useGetCreateBillOptionsQuery,
  useCreateBillMutation,
  useGetPurchaseOptionsQuery,
  useOrderServicePackageMutation,
  useGetOrderListQuery,
  useGetOrderDetailQuery,
} = billApi;
