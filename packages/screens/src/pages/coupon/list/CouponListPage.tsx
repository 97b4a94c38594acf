import { definePage } from '@screens/app/definePage';
import { CouponList } from '@screens/features/coupon/CouponList';

export default definePage('pages/coupon/list/index', CouponList);
