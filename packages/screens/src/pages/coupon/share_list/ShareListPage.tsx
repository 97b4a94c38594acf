import * as React from 'react';
import { definePage, type PageProps } from '@screens/app/definePage';
import { CouponShare } from '@screens/features/coupon/CouponShare';

function ShareListPage({ params: { code } }: PageProps<'pages/coupon/share_list/index'>) {
  return <CouponShare code={code} />;
}

export default definePage('pages/coupon/share_list/index', ShareListPage);
