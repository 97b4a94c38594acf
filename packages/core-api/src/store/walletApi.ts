import { walletEndpoints } from '../catalogue/wallet';
import { billApi } from './billApi';
import { fromCatalogue } from './catalogueEndpoints';

// Built on the bills' api: paying a bill from the balance refreshes the bills as well as the wallet.
const walletTags = billApi.enhanceEndpoints({ addTagTypes: ['Wallet', 'WalletInfo', 'Coupon'] });

/** The wallet: any money movement refreshes the balance and the movements; the password's state is in the summary. */
export const walletApi = walletTags.injectEndpoints({
  endpoints: (build) => ({
    getWallet: fromCatalogue(build, walletEndpoints.summary).query({ providesTags: ['Wallet'] }),
    getWalletMovements: fromCatalogue(build, walletEndpoints.movements).query({ providesTags: ['Wallet'] }),
    getWalletMovement: fromCatalogue(build, walletEndpoints.movement).query({ providesTags: ['Wallet'] }),
    setTradePassword: fromCatalogue(build, walletEndpoints.setPassword).mutation({ loading: true, invalidatesTags: ['Wallet'] }),
    sendWalletResetCode: fromCatalogue(build, walletEndpoints.sendResetCode).mutation({ loading: true }),
    checkWalletResetCode: fromCatalogue(build, walletEndpoints.checkResetCode).mutation({ loading: true }),
    setWithdrawCard: fromCatalogue(build, walletEndpoints.setWithdrawCard).mutation({ loading: true, invalidatesTags: ['Wallet'] }),
    getWalletInfo: fromCatalogue(build, walletEndpoints.info).query({ providesTags: ['WalletInfo'] }),
    saveWalletInfo: fromCatalogue(build, walletEndpoints.saveInfo).mutation({ loading: true, invalidatesTags: ['WalletInfo', 'Wallet'] }),
    // Silent: the password sheet and the page show the refusal where it happened (支付密码错误，还可输入4次).
    withdraw: fromCatalogue(build, walletEndpoints.withdraw).mutation({ loading: true, silent: true, invalidatesTags: ['Wallet'] }),
    getWithdrawal: fromCatalogue(build, walletEndpoints.withdrawal).query({ providesTags: ['Wallet'] }),
    topUpWallet: fromCatalogue(build, walletEndpoints.topUp).mutation({ loading: true }),
    payBillFromBalance: fromCatalogue(build, walletEndpoints.payBill).mutation({ loading: true, silent: true, invalidatesTags: ['Wallet', 'Bill', 'Order', 'Coupon'] }),
  }),
});

export const {
  useGetWalletQuery,
  useGetWalletMovementsQuery,
  useGetWalletMovementQuery,
  useSetTradePasswordMutation,
  useSendWalletResetCodeMutation,
  useCheckWalletResetCodeMutation,
  useSetWithdrawCardMutation,
  useGetWalletInfoQuery,
  useSaveWalletInfoMutation,
  useWithdrawMutation,
  useGetWithdrawalQuery,
  useTopUpWalletMutation,
  usePayBillFromBalanceMutation,
} = walletApi;
