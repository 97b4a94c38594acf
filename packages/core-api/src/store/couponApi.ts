import { couponEndpoints } from '../catalogue/coupon';
import { walletApi } from './walletApi';
import { fromCatalogue } from './catalogueEndpoints';

// Built on the wallet's api (itself on the bills'): paying with a coupon refreshes the coupons too.
const couponTags = walletApi.enhanceEndpoints({ addTagTypes: ['Coupon'] });

/** Coupons: claiming, sharing or spending one refreshes the lists and a bill's choices. */
export const couponApi = couponTags.injectEndpoints({
  endpoints: (build) => ({
    getCoupons: fromCatalogue(build, couponEndpoints.list).query({ providesTags: ['Coupon'] }),
    getCouponOffers: fromCatalogue(build, couponEndpoints.offers).query({ providesTags: ['Coupon'] }),
    claimCoupon: fromCatalogue(build, couponEndpoints.claim).mutation({ loading: true, invalidatesTags: ['Coupon'] }),
    shareCoupon: fromCatalogue(build, couponEndpoints.share).mutation({ loading: true, invalidatesTags: ['Coupon'] }),
    getSharedCoupon: fromCatalogue(build, couponEndpoints.shared).query({ providesTags: ['Coupon'] }),
    claimSharedCoupon: fromCatalogue(build, couponEndpoints.claimShared).mutation({ loading: true, invalidatesTags: ['Coupon'] }),
    getBillCoupons: fromCatalogue(build, couponEndpoints.forBill).query({ providesTags: ['Coupon'] }),
  }),
});

export const {
  useGetCouponsQuery,
  useGetCouponOffersQuery,
  useClaimCouponMutation,
  useShareCouponMutation,
  useGetSharedCouponQuery,
  useClaimSharedCouponMutation,
  useGetBillCouponsQuery,
} = couponApi;
