import { bankCardEndpoints } from '../catalogue/bankCard';
import { api } from './api';
import { fromCatalogue } from './catalogueEndpoints';

const bankCardTags = api.enhanceEndpoints({ addTagTypes: ['BankCard'] });

/** The tenant's bank cards (bill_bank_add and its pages; the wallet's cards later): adding or removing one refreshes the list. */
export const bankCardApi = bankCardTags.injectEndpoints({
  endpoints: (build) => ({
    getSupportedBanks: fromCatalogue(build, bankCardEndpoints.supported).query(),
    getBankCards: fromCatalogue(build, bankCardEndpoints.list).query({ providesTags: ['BankCard'] }),
    sendBankCardCode: fromCatalogue(build, bankCardEndpoints.sendCode).mutation({ loading: true }),
    addBankCard: fromCatalogue(build, bankCardEndpoints.add).mutation({ loading: true, invalidatesTags: ['BankCard'] }),
    removeBankCard: fromCatalogue(build, bankCardEndpoints.remove).mutation({ loading: true, invalidatesTags: ['BankCard'] }),
  }),
});

export const { useGetSupportedBanksQuery, useGetBankCardsQuery, useSendBankCardCodeMutation, useAddBankCardMutation, useRemoveBankCardMutation } = bankCardApi;
