import { type PayChannel, type PayOrderState, type PrepayParams } from '@aster/core-domain';
import { payEndpoints } from '../catalogue/pay';
import { api } from './api';

/** The pay module's calls. orderState is never cached: the result page always asks the server afresh. */
export const payApi = api.injectEndpoints({
  endpoints: (build) => ({
    prepayOrder: build.mutation<PrepayParams, { orderNo: string; channel: Exclude<PayChannel, 'baofoo'>; attemptKey: string }>({
      query: ({ orderNo, ...request }) => ({ def: payEndpoints.prepay, pathParams: { orderNo }, request, loading: true }),
    }),
    openCardPayment: build.mutation<
      { payUrl: string },
      { tradeId: string; amount: string; paySubChannel: string; subAccountType: string; returnUrl: string; attemptKey: string }
    >({
      query: (request) => ({ def: payEndpoints.payBaofoo, request, loading: true }),
    }),
    getOrderState: build.query<PayOrderState, { orderNo: string }>({
      query: ({ orderNo }) => ({ def: payEndpoints.orderState, pathParams: { orderNo }, silent: true }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { usePrepayOrderMutation, useOpenCardPaymentMutation, useGetOrderStateQuery, useLazyGetOrderStateQuery } = payApi;
