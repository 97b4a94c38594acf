import * as React from 'react';
import { definePage, type PageProps } from '@screens/app/definePage';
import { ChannelReceipt } from '@screens/features/bills/ChannelReceipt';

/** 支付宝支付: the order as paid with Alipay. */
function OrderAliPage({ params: { orderNo } }: PageProps<'pages/order/ali/index'>) {
  return <ChannelReceipt orderNo={orderNo} channel="alipay" />;
}

export default definePage('pages/order/ali/index', OrderAliPage);
