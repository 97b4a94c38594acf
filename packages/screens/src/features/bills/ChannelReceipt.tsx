import * as React from 'react';
import { useGetOrderDetailQuery } from '@aster/core-api';
import { View } from 'remax/one';
import { formatAmount, pageLink, type PayChannel } from '@aster/core-domain';
import { navigation } from '../../platform/navigation';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Page } from '../../ui/Page';
import { StateView } from '../../ui/StateView';
import { StatusHead } from '../../ui/StatusHead';
import { InfoRow } from '../booking/bookingParts';
import { QueryStatePage } from '../booking/pageStates';
import { CHANNEL_TEXT } from './billParts';

const timeText = (iso: string) => iso.replace('T', ' ').slice(0, 19);

/**
 * The order as it was paid on one channel (order/wechat, order/ali): what a tenant shows the manager as proof of
 * payment. Only an order the server says was paid on that channel is shown so; anything else says what it is.
 */
export function ChannelReceipt({ orderNo, channel }: { orderNo: string; channel: Exclude<PayChannel, 'baofoo'> }) {
  const query = useGetOrderDetailQuery({ orderNo }, { refetchOnMountOrArgChange: true });
  const order = query.data;
  if (order === undefined) return <QueryStatePage query={query} failedText="订单加载失败" />;
  const toDetail = () => void navigation.redirectTo(pageLink('pages/order/detail/index', { orderNo }));

  if (order.status !== 'paid' || order.channel !== channel) {
    return (
      <Page>
        <StateView status="empty" text={`该订单未通过${CHANNEL_TEXT[channel]}完成支付`} />
        <View className="ak-body">
          <Button kind="default" testId="receipt-detail" onTap={toDetail}>
            查看订单详情
          </Button>
        </View>
      </Page>
    );
  }
  return (
    <Page>
      <StatusHead status={`${CHANNEL_TEXT[channel]}已支付`} note={order.subject} testId="receipt-status" />
      <View className="ak-body ak-overlap">
        <Card title="支付凭证">
          <InfoRow label="支付金额" value={`¥${formatAmount(order.amount)}`} strong testId="receipt-amount" />
          <InfoRow label="支付方式" value={CHANNEL_TEXT[channel]} />
          <InfoRow label="订单编号" value={order.orderNo} />
          {order.paidAt && <InfoRow label="支付时间" value={timeText(order.paidAt)} />}
          {order.refunded && <InfoRow label="退款" value="已原路退回" testId="receipt-refunded" />}
        </Card>
        <Button kind="default" testId="receipt-detail" onTap={toDetail}>
          查看订单详情
        </Button>
      </View>
    </Page>
  );
}
