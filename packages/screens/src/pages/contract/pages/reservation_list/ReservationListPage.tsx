import * as React from 'react';
import { useGetReservationListQuery } from '@aster/core-api';
import { Text, View } from 'remax/one';
import { HOUSE_LIST_PAGE, pageLink } from '@aster/core-domain';
import { definePage } from '@screens/app/definePage';
import { hasScreen } from '@screens/hooks/builtPages';
import { navigation } from '@screens/platform/navigation';
import { Button } from '@screens/ui/Button';
import { Page } from '@screens/ui/Page';
import { StateView } from '@screens/ui/StateView';
import { HouseBrief, StatusTag } from '@screens/features/booking/bookingParts';
import { yuanText } from '@screens/ui/houseFacts';
import { RESERVATION_TABS, type ReservationTabKey, reservationTag, reservationsInTab } from '@screens/features/booking/reservationRules';
import { FilterTabs } from '@screens/features/booking/FilterTabs';
import { Icon } from '@screens/ui/icon/Icon';

/** 我的预订: the tenant's reservations by status; each opens its detail. */
function ReservationListPage() {
  const list = useGetReservationListQuery(undefined, { refetchOnMountOrArgChange: true });
  const [tab, setTab] = React.useState<ReservationTabKey>('all');

  const shown = reservationsInTab(list.data ?? [], tab);
  const tabTitle = RESERVATION_TABS.find((item) => item.key === tab)?.title ?? '';

  return (
    <Page>
      <FilterTabs tabs={RESERVATION_TABS} value={tab} onChange={setTab} testIdPrefix="reservation-tab" />
      <View className="ak-body">
        {list.data === undefined ? (
          <StateView status={list.isError ? 'error' : 'loading'} text={list.isError ? '预订加载失败' : undefined} error={list.error} onRetry={() => void list.refetch()} />
        ) : shown.length === 0 ? (
          <View className="bk-empty" data-testid="reservation-empty">
            <StateView status="empty" text={tab === 'all' ? '还没有预订，看中的房子可以先交定金锁定' : `暂无${tabTitle}的预订`} />
            {tab === 'all' && hasScreen(HOUSE_LIST_PAGE) && (
              <View className="bk-empty-action">
                <Button size="small" onTap={() => void navigation.navigateTo(pageLink(HOUSE_LIST_PAGE))}>
                  去找房
                </Button>
              </View>
            )}
          </View>
        ) : (
          shown.map((reservation) => {
            const tag = reservationTag(reservation.status);
            return (
              <View
                key={reservation.id}
                className="bk-list-card"
                role="button"
                data-testid={`reservation-${reservation.id}`}
                onTap={() => void navigation.navigateTo(pageLink('pages/contract/pages/reservation_detail/index', { id: reservation.id }))}
              >
                <View className="bk-list-head">
                  <Text className="bk-list-note">预订编号 {reservation.reservationNo}</Text>
                  <StatusTag tone={tag.tone} testId={`reservation-status-${reservation.id}`}>
                    {tag.text}
                  </StatusTag>
                </View>
                <HouseBrief coverUrl={reservation.coverUrl} title={reservation.houseTitle} meta={`${reservation.checkInDate}入住 · ${reservation.leaseMonths}个月`} rent={reservation.rent} />
                <View className="bk-list-foot">
                  <Text className="bk-list-note">定金 ¥{yuanText(reservation.depositAmount)}</Text>
                  <Icon name="chevron-right" size="small" className="ak-cell-arrow" />
                </View>
              </View>
            );
          })
        )}
      </View>
    </Page>
  );
}

export default definePage('pages/contract/pages/reservation_list/index', ReservationListPage);
