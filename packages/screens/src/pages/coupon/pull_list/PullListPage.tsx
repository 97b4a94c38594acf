import { definePage } from '@screens/app/definePage';
import { CouponOffers } from '@screens/features/coupon/CouponOffers';

export default definePage('pages/coupon/pull_list/index', CouponOffers);
