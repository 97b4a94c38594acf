import * as React from 'react';
import { useGetOrderDetailQuery } from '@aster/core-api';
import { Text, View } from 'remax/one';
import { formatAmount, pageLink } from '@aster/core-domain';
import { definePage, type PageProps } from '@screens/app/definePage';
import { navigation } from '@screens/platform/navigation';
import { Button } from '@screens/ui/Button';
import { Card } from '@screens/ui/Card';
import { Page } from '@screens/ui/Page';
import { StatusHead } from '@screens/ui/StatusHead';
import { InfoRow } from '@screens/features/booking/bookingParts';
import { QueryStatePage } from '@screens/features/booking/pageStates';
import { CHANNEL_TEXT } from '@screens/features/bills/billParts';
import { orderTag } from '@screens/features/bills/orderStatus';

const timeText = (iso: string) => iso.replace('T', ' ').slice(0, 19);

/** 订单详情: what the order paid for, how much, by which channel and when, every refund, and the bill it paid. */
function OrderDetailPage({ params: { orderNo } }: PageProps<'pages/order/detail/index'>) {
  const query = useGetOrderDetailQuery({ orderNo }, { refetchOnMountOrArgChange: true });
  const order = query.data;
  if (order === undefined) return <QueryStatePage query={query} failedText="订单加载失败" />;
  const billId = order.billId;

  return (
    <Page>
      <StatusHead status={orderTag(order).text} note={order.subject} testId="order-detail-status" />
      <View className="ak-body ak-overlap">
        <Card title="订单信息">
          <InfoRow label="订单编号" value={order.orderNo} />
          <InfoRow label="订单金额" value={`¥${formatAmount(order.amount)}`} strong testId="order-detail-amount" />
          <InfoRow label="支付方式" value={order.channel ? CHANNEL_TEXT[order.channel] : '未支付'} testId="order-detail-channel" />
          <InfoRow label="创建时间" value={timeText(order.createdAt)} />
          {order.paidAt && <InfoRow label="支付时间" value={timeText(order.paidAt)} />}
        </Card>
        {order.refunds.length > 0 && (
          <Card title="退款记录">
            {order.refunds.map((refund) => (
              <View key={refund.at} data-testid="order-refund">
                <InfoRow label={timeText(refund.at)} value={`¥${formatAmount(refund.amount)}`} />
                <Text className="bk-hint">{refund.reason}</Text>
              </View>
            ))}
          </Card>
        )}
        {/* A payment left on the platform's page without an answer: ask the server again, through 支付中. */}
        {order.status === 'paying' && (
          <Button testId="order-detail-check" onTap={() => void navigation.navigateTo(pageLink('pages/bill/bill_transitional/index', { orderNo: order.orderNo }))}>
            查询支付结果
          </Button>
        )}
        {order.status === 'paid' && (order.channel === 'wechat' || order.channel === 'alipay') && (
          <Button
            kind="default"
            testId="order-detail-receipt"
            onTap={() =>
              void navigation.navigateTo(
                order.channel === 'wechat' ? pageLink('pages/order/wechat/index', { orderNo: order.orderNo }) : pageLink('pages/order/ali/index', { orderNo: order.orderNo }),
              )
            }
          >
            支付凭证
          </Button>
        )}
        {billId && (
          <Button kind="default" testId="order-detail-bill" onTap={() => void navigation.navigateTo(pageLink('pages/bill/bill_detail/index', { id: billId }))}>
            查看账单
          </Button>
        )}
      </View>
    </Page>
  );
}

export default definePage('pages/order/detail/index', OrderDetailPage);
