import * as React from 'react';
import { useGetWorkOrdersQuery } from '@aster/core-api';
import { Text, View } from 'remax/one';
import { WORK_ORDER_KIND_TEXT, pageLink } from '@aster/core-domain';
import { navigation } from '@screens/platform/navigation';
import { Page } from '@screens/ui/Page';
import { StateView } from '@screens/ui/StateView';
import { StatusTag } from '@screens/features/booking/bookingParts';
import { STATUS_TONE, timeText } from './workOrderKinds';
import '@screens/features/booking/booking.css';
import './workOrder.css';

/** 评价: finished repairs, cleanings and complaints, those waiting for a rating first; each opens its rating. */
export function EvaluationList() {
  const orders = useGetWorkOrdersQuery({}, { refetchOnMountOrArgChange: true });
  const finished = (orders.data ?? []).filter((order) => order.status === 'done' || order.status === 'rated').sort((a, b) => Number(a.status === 'rated') - Number(b.status === 'rated'));
  return (
    <Page>
      <View className="bk-body">
        {orders.data === undefined ? (
          <StateView status={orders.isError ? 'error' : 'loading'} text={orders.isError ? '评价加载失败' : undefined} error={orders.error} onRetry={() => void orders.refetch()} />
        ) : finished.length === 0 ? (
          <StateView status="empty" text="暂无可评价的服务" />
        ) : (
          finished.map((order) => (
            <View
              key={order.id}
              className="bk-list-card"
              role="button"
              data-testid={`evaluation-${order.id}`}
              onTap={() => void navigation.navigateTo(order.status === 'done' ? pageLink('pages/service/pages/evaluation/add', { id: order.id }) : pageLink('pages/service/pages/evaluation/detail', { id: order.id }))}
            >
              <View className="bk-list-head">
                <Text className="bk-section-title">{`${WORK_ORDER_KIND_TEXT[order.kind]} · ${order.category}`}</Text>
                <StatusTag tone={STATUS_TONE[order.status]}>{order.status === 'done' ? '去评价' : '已评价'}</StatusTag>
              </View>
              <Text className="wo-desc">{order.description}</Text>
              <View className="wo-foot">
                <Text className="wo-foot-house">{order.houseTitle}</Text>
                <Text className="wo-foot-time">{timeText(order.createdAt)}</Text>
              </View>
            </View>
          ))
        )}
      </View>
    </Page>
  );
}
