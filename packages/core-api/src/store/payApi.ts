import { payEndpoints } from '../catalogue/pay';
import { api } from './api';
import { fromCatalogue } from './catalogueEndpoints';

/** The pay module's calls. orderState is never cached: the result page always asks the server afresh. */
export const payApi = api.injectEndpoints({
  endpoints: (build) => ({
    prepayOrder: fromCatalogue(build, payEndpoints.prepay).mutation({ loading: true }),
    openCardPayment: fromCatalogue(build, payEndpoints.payBaofoo).mutation({ loading: true }),
    openPayPage: fromCatalogue(build, payEndpoints.payPage).mutation({ loading: true }),
    // Silent: a server without pay/channels (the spec's H5 pays by card only) is answered by the card alone.
    getPayChannels: fromCatalogue(build, payEndpoints.payChannels).query({ silent: true }),
    requestWechatOauthUrl: fromCatalogue(build, payEndpoints.wechatOauthUrl).mutation({ loading: true }),
    getOrderState: fromCatalogue(build, payEndpoints.orderState).query({ silent: true, keepUnusedDataFor: 0 }),
  }),
});

export const {
  usePrepayOrderMutation,
  useOpenCardPaymentMutation,
  useOpenPayPageMutation,
  useGetPayChannelsQuery,
  useLazyGetPayChannelsQuery,
  useRequestWechatOauthUrlMutation,
  useGetOrderStateQuery,
  useLazyGetOrderStateQuery,
} = payApi;
