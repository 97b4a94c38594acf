import { payEndpoints } from '../catalogue/pay';
import { api } from './api';
import { fromCatalogue } from './catalogueEndpoints';

/** The pay module's calls. orderState is never cached: the result page always asks the server afresh. */
export const payApi = api.injectEndpoints({
  endpoints: (build) => ({
    prepayOrder: fromCatalogue(build, payEndpoints.prepay).mutation({ loading: true }),
    openCardPayment: fromCatalogue(build, payEndpoints.payBaofoo).mutation({ loading: true }),
    getOrderState: fromCatalogue(build, payEndpoints.orderState).query({ silent: true, keepUnusedDataFor: 0 }),
  }),
});

export const { usePrepayOrderMutation, useOpenCardPaymentMutation, useGetOrderStateQuery, useLazyGetOrderStateQuery } = payApi;
