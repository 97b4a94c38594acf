import { contractEndpoints } from '../catalogue/contract';
import { leaseEndpoints } from '../catalogue/lease';
import { fromCatalogue } from './catalogueEndpoints';
import { contractApi } from './contractApi';

/**
 * The lease view pages (contract_list, contract_detail, phone_different, checkin_list, property_deliveries,
 * modify_contract_card). Built on contractApi: binding a contract or answering its handover changes the contract.
 */
const leaseTags = contractApi.enhanceEndpoints({ addTagTypes: ['Handover', 'RefundAccount'] });

export const leaseApi = leaseTags.injectEndpoints({
  endpoints: (build) => ({
    // contract_detail words a refusal itself: a contract not (yet) the caller's leads to binding or phone_different.
    getLeaseDetail: fromCatalogue(build, contractEndpoints.detail).query({
      silent: true,
      providesTags: (_result, _error, { id }) => [{ type: 'Contract', id }, 'Contract'],
    }),
    checkContractPhone: fromCatalogue(build, contractEndpoints.checkContractPhone).query({ silent: true, providesTags: ['Contract'] }),
    bindContract: fromCatalogue(build, contractEndpoints.banding).mutation({ loading: true, invalidatesTags: ['Contract'] }),
    saveRefundAccount: fromCatalogue(build, contractEndpoints.modifyShroffAccount).mutation({ loading: true, invalidatesTags: ['RefundAccount', 'Contract'] }),
    getCheckIn: fromCatalogue(build, contractEndpoints.checkIn).query({ providesTags: ['Handover'] }),
    answerHandover: fromCatalogue(build, leaseEndpoints.handoverAnswer).mutation({ invalidatesTags: ['Handover'] }),
  }),
});

export const {
  useGetLeaseDetailQuery,
  useCheckContractPhoneQuery,
  useBindContractMutation,
  useSaveRefundAccountMutation,
  useGetCheckInQuery,
  useAnswerHandoverMutation,
} = leaseApi;
