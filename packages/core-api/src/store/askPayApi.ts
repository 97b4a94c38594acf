import { askPayEndpoints } from '../catalogue/askPay';
import { billApi } from './billApi';
import { fromCatalogue } from './catalogueEndpoints';

const askPayTags = billApi.enhanceEndpoints({ addTagTypes: ['AskPay'] });

/**
 * Paying a bill for someone else: sharing or cancelling a link refreshes the bill's link; paying refreshes bills
 * and orders (the pay module's result page asks the server in any case). What a link or a code shows is asked
 * afresh each time a page opens: it may have been paid or cancelled meanwhile.
 */
export const askPayApi = askPayTags.injectEndpoints({
  endpoints: (build) => ({
    shareBill: fromCatalogue(build, askPayEndpoints.share).mutation({ loading: true, invalidatesTags: ['AskPay'] }),
    getBillAskPay: fromCatalogue(build, askPayEndpoints.ofBill).query({ providesTags: ['AskPay'] }),
    cancelBillShare: fromCatalogue(build, askPayEndpoints.cancel).mutation({ loading: true, invalidatesTags: ['AskPay'] }),
    getSharedBill: fromCatalogue(build, askPayEndpoints.shared).query({ keepUnusedDataFor: 0 }),
    paySharedBill: fromCatalogue(build, askPayEndpoints.pay).mutation({ loading: true, invalidatesTags: ['Bill', 'Order', 'AskPay'] }),
    getCodeBill: fromCatalogue(build, askPayEndpoints.codeBill).query({ keepUnusedDataFor: 0 }),
    payCodeBill: fromCatalogue(build, askPayEndpoints.codePay).mutation({ loading: true, invalidatesTags: ['Bill', 'Order', 'AskPay'] }),
    getBillPayCode: fromCatalogue(build, askPayEndpoints.payCode).query({}),
  }),
});

export const {
  useShareBillMutation,
  useGetBillAskPayQuery,
  useCancelBillShareMutation,
  useGetSharedBillQuery,
  usePaySharedBillMutation,
  useGetCodeBillQuery,
  usePayCodeBillMutation,
  useGetBillPayCodeQuery,
} = askPayApi;
