import { contractEndpoints } from '../catalogue/contract';
import { api } from './api';
import { fromCatalogue } from './catalogueEndpoints';

const contractTags = api.enhanceEndpoints({ addTagTypes: ['Contract', 'ContractMembers', 'Checkout', 'Renewal'] });

/** Contracts, signing and checkout. Every write changes the contract, so each invalidates 'Contract'. */
export const contractApi = contractTags.injectEndpoints({
  endpoints: (build) => ({
    getContractList: fromCatalogue(build, contractEndpoints.list).query({ providesTags: ['Contract'] }),
    getContractCount: fromCatalogue(build, contractEndpoints.count).query({ providesTags: ['Contract'] }),
    getContractDetail: fromCatalogue(build, contractEndpoints.detail).query({
      providesTags: (_result, _error, { id }) => [{ type: 'Contract', id }, 'Contract'],
    }),
    getContractRoomItems: fromCatalogue(build, contractEndpoints.roomItems).query({ providesTags: ['Contract'] }),
    getContractRecords: fromCatalogue(build, contractEndpoints.onlineRecords).query({ providesTags: ['Contract'] }),
    getContractText: fromCatalogue(build, contractEndpoints.htmlContract).query({ providesTags: ['Contract'] }),
    preCreateContract: fromCatalogue(build, contractEndpoints.preCreate).mutation({ loading: true, invalidatesTags: ['Contract'] }),
    checkContractCert: fromCatalogue(build, contractEndpoints.checkCert).mutation({ loading: true }),
    saveHandSign: fromCatalogue(build, contractEndpoints.saveHandSign).mutation({ loading: true, invalidatesTags: ['Contract'] }),
    // No tags: a settled checkout's preview is refused (the contract is over), so refetching it after refund-sign
    // would only toast that refusal on the page below; the pages ask again when they open.
    getRefundPreview: fromCatalogue(build, contractEndpoints.refundPreview).query({}),
    signRefund: fromCatalogue(build, contractEndpoints.refundSign).mutation({ loading: true, invalidatesTags: ['Contract', 'Checkout'] }),
    applyCheckout: fromCatalogue(build, contractEndpoints.checkoutApply).mutation({ loading: true, invalidatesTags: ['Contract', 'Checkout'] }),
    getCheckoutList: fromCatalogue(build, contractEndpoints.checkoutList).query({ providesTags: ['Checkout'] }),
    getCheckoutDetail: fromCatalogue(build, contractEndpoints.checkoutDetail).query({ providesTags: ['Checkout'] }),
    getUndoneCheckout: fromCatalogue(build, contractEndpoints.undoneCheckout).query({ providesTags: ['Checkout'] }),
    closeCheckout: fromCatalogue(build, contractEndpoints.checkoutClose).mutation({ loading: true, invalidatesTags: ['Contract', 'Checkout'] }),
    getCheckoutAgreement: fromCatalogue(build, contractEndpoints.checkoutAgreement).query({ providesTags: ['Checkout'] }),
    applyRenewal: fromCatalogue(build, contractEndpoints.renewalApply).mutation({ loading: true, invalidatesTags: ['Contract', 'Renewal'] }),
    getRenewalList: fromCatalogue(build, contractEndpoints.renewalList).query({ providesTags: ['Renewal'] }),
    getRenewalDetail: fromCatalogue(build, contractEndpoints.renewalDetail).query({ providesTags: ['Renewal'] }),
    closeRenewal: fromCatalogue(build, contractEndpoints.renewalClose).mutation({ loading: true, invalidatesTags: ['Contract', 'Renewal'] }),
    getInsuranceQualify: fromCatalogue(build, contractEndpoints.insuranceQualify).query({ providesTags: ['Contract'] }),
    confirmInsuranceRisk: fromCatalogue(build, contractEndpoints.insuranceRisk).mutation({ loading: true, invalidatesTags: ['Contract'] }),
    createInsuranceOrder: fromCatalogue(build, contractEndpoints.insuranceAlipayOrder).mutation({ loading: true }),
    createInsuranceOrderNew: fromCatalogue(build, contractEndpoints.insuranceAlipayOrderNew).mutation({ loading: true }),
    getInsurancePreviewCode: fromCatalogue(build, contractEndpoints.insurancePreviewCode).query({ providesTags: ['Contract'] }),
    getContractConvention: fromCatalogue(build, contractEndpoints.conventionModel).query({ providesTags: ['Contract'] }),
    getContractMembers: fromCatalogue(build, contractEndpoints.usersInfo).query({ providesTags: ['ContractMembers'] }),
    saveContractMember: fromCatalogue(build, contractEndpoints.memberInfo).mutation({ loading: true, invalidatesTags: ['ContractMembers'] }),
    getPaymentContracts: fromCatalogue(build, contractEndpoints.paymentContracts).query({ providesTags: ['Contract'] }),
    getContractSuccess: fromCatalogue(build, contractEndpoints.success).query({ providesTags: ['Contract'] }),
    // checkin_list words a refusal itself (a contract not yet to be moved into has no check-in code).
    getContractQrCode: fromCatalogue(build, contractEndpoints.qrcode).query({ silent: true }),
    getCommitmentBook: fromCatalogue(build, contractEndpoints.commitmentBook).query({ providesTags: ['Contract'] }),
    signCommitmentBook: fromCatalogue(build, contractEndpoints.signCommitmentBook).mutation({ loading: true, invalidatesTags: ['Contract'] }),
  }),
});

export const {
  useGetContractListQuery,
  useGetContractCountQuery,
  useGetContractDetailQuery,
  useGetContractRoomItemsQuery,
  useGetContractRecordsQuery,
  useGetContractTextQuery,
  usePreCreateContractMutation,
  useCheckContractCertMutation,
  useSaveHandSignMutation,
  useGetRefundPreviewQuery,
  useSignRefundMutation,
  useApplyCheckoutMutation,
  useGetCheckoutListQuery,
  useGetCheckoutDetailQuery,
  useGetUndoneCheckoutQuery,
  useCloseCheckoutMutation,
  useGetCheckoutAgreementQuery,
  useApplyRenewalMutation,
  useGetRenewalListQuery,
  useGetRenewalDetailQuery,
  useCloseRenewalMutation,
  useGetInsuranceQualifyQuery,
  useConfirmInsuranceRiskMutation,
  useCreateInsuranceOrderMutation,
  useCreateInsuranceOrderNewMutation,
  useGetInsurancePreviewCodeQuery,
  useGetContractConventionQuery,
  useGetContractMembersQuery,
  useSaveContractMemberMutation,
  useGetPaymentContractsQuery,
  useGetContractSuccessQuery,
  useGetContractQrCodeQuery,
  useGetCommitmentBookQuery,
  useSignCommitmentBookMutation,
} = contractApi;
