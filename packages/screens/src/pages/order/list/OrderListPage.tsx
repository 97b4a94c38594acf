import * as React from 'react';
import { useGetOrderListQuery } from '@aster/core-api';
import { Text, View } from 'remax/one';
import { formatAmount, pageLink } from '@aster/core-domain';
import { definePage } from '@screens/app/definePage';
import { navigation } from '@screens/platform/navigation';
import { Page } from '@screens/ui/Page';
import { StateView } from '@screens/ui/StateView';
import { StatusTag } from '@screens/features/booking/bookingParts';
import { CHANNEL_TEXT } from '@screens/features/bills/billParts';
import { orderTag } from '@screens/features/bills/orderStatus';

/** 我的订单: every payment, newest first, with its channel, state and any refund; each opens its detail. */
function OrderListPage() {
  const list = useGetOrderListQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <Page>
      <View className="ak-body">
        {list.data === undefined ? (
          <StateView status={list.isError ? 'error' : 'loading'} text={list.isError ? '订单加载失败' : undefined} error={list.error} onRetry={() => void list.refetch()} />
        ) : list.data.length === 0 ? (
          <StateView status="empty" text="暂无订单，支付账单、定金后会在这里显示" />
        ) : (
          list.data.map((order) => {
            const tag = orderTag(order);
            return (
              <View
                key={order.orderNo}
                className="bl-card"
                role="button"
                data-testid={`order-${order.orderNo}`}
                onTap={() => void navigation.navigateTo(pageLink('pages/order/detail/index', { orderNo: order.orderNo }))}
              >
                <View className="bl-card-main">
                  <Text className="bl-card-title">{order.subject}</Text>
                  <Text className="bl-card-note">{`${order.createdAt.replace('T', ' ').slice(0, 16)}${order.channel ? ` · ${CHANNEL_TEXT[order.channel]}` : ''}`}</Text>
                </View>
                <View className="bl-card-side">
                  <Text className="bl-card-amount">¥{formatAmount(order.amount)}</Text>
                  <StatusTag tone={tag.tone} testId={`order-status-${order.orderNo}`}>
                    {tag.text}
                  </StatusTag>
                </View>
              </View>
            );
          })
        )}
      </View>
    </Page>
  );
}

export default definePage('pages/order/list/index', OrderListPage);
