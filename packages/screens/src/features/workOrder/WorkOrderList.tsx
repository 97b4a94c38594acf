import * as React from 'react';
import { useGetWorkOrdersQuery } from '@aster/core-api';
import { Text, View } from 'remax/one';
import { WORK_ORDER_KIND_TEXT, type WorkOrderKind } from '@aster/core-domain';
import { navigation } from '@screens/platform/navigation';
import { Button } from '@screens/ui/Button';
import { Page } from '@screens/ui/Page';
import { StateView } from '@screens/ui/StateView';
import { ActionBar, StatusTag } from '@screens/features/booking/bookingParts';
import { STATUS_TONE, WORK_ORDER_PAGES, detailLink, timeText } from './workOrderKinds';
import '@screens/features/booking/booking.css';
import './workOrder.css';

/** 报修 / 保洁 / 投诉: the tenant's orders of one kind, newest first, an overdue one marked; a button to send a new one. */
export function WorkOrderList({ kind }: { kind: WorkOrderKind }) {
  const orders = useGetWorkOrdersQuery({ kind }, { refetchOnMountOrArgChange: true });
  const pages = WORK_ORDER_PAGES[kind];
  return (
    <Page>
      <View className="bk-body wo-list">
        {orders.data === undefined ? (
          <StateView status={orders.isError ? 'error' : 'loading'} text={orders.isError ? '工单加载失败' : undefined} error={orders.error} onRetry={() => void orders.refetch()} />
        ) : orders.data.length === 0 ? (
          <StateView status="empty" text={pages.empty} />
        ) : (
          orders.data.map((order) => (
            <View key={order.id} className="bk-list-card" role="button" data-testid={`work-order-${order.id}`} onTap={() => void navigation.navigateTo(detailLink(kind, order.id))}>
              <View className="bk-list-head">
                <Text className="bk-section-title">{`${WORK_ORDER_KIND_TEXT[kind]} · ${order.category}`}</Text>
                <View className="wo-tags">
                  {order.overdue && <Text className="wo-overdue" data-testid={`work-order-overdue-${order.id}`}>已超时</Text>}
                  <StatusTag tone={STATUS_TONE[order.status]} testId={`work-order-status-${order.id}`}>
                    {order.statusText}
                  </StatusTag>
                </View>
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
      <ActionBar>
        <Button testId="work-order-new" onTap={() => void navigation.navigateTo(pages.add())}>
          {pages.addTitle}
        </Button>
      </ActionBar>
    </Page>
  );
}
