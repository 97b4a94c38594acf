import * as React from 'react';
import { definePage, type PageProps } from '@screens/app/definePage';
import { ChannelReceipt } from '@screens/features/bills/ChannelReceipt';

/** 微信支付: the order as paid with WeChat Pay. */
function OrderWechatPage({ params: { orderNo } }: PageProps<'pages/order/wechat/index'>) {
  return <ChannelReceipt orderNo={orderNo} channel="wechat" />;
}

export default definePage('pages/order/wechat/index', OrderWechatPage);
