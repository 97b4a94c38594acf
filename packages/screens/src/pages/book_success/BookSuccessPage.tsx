import * as React from 'react';
import { useGetHouseDetailQuery, useGetViewingListQuery } from '@aster/core-api';
import { Text, View } from 'remax/one';
import { HOME_PAGE, formatDate, pageLink } from '@aster/core-domain';
import { definePage, type PageProps } from '../../app/definePage';
import { clock } from '../../platform/clock';
import { navigation } from '../../platform/navigation';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Page } from '../../ui/Page';
import { StateView } from '../../ui/StateView';
import { HouseBrief, InfoRow, ResultHead } from '../../features/booking/bookingParts';
import { dayLabel } from '../../ui/dayTabs';
import { phoneCall } from '../../platform/phoneCall';

/** 预约成功: what was booked, where to go, and the manager to call. */
function BookSuccessPage({ params: { id } }: PageProps<'pages/book_success/index'>) {
  const viewings = useGetViewingListQuery();
  const viewing = viewings.data?.find((item) => item.id === id);
  const house = useGetHouseDetailQuery({ id: viewing?.houseId ?? '' }, { skip: viewing === undefined });

  const store = house.data?.store;
  return (
    <Page>
      <ResultHead title="预约成功" text="管家会在看房前与您电话确认，请保持电话畅通" />
      <View className="ak-body">
        {viewing === undefined ? (
          <Card>
            {viewings.isError ? (
              <StateView status="error" text="预约信息加载失败" error={viewings.error} onRetry={() => void viewings.refetch()} />
            ) : viewings.data === undefined ? (
              <StateView status="loading" />
            ) : (
              <StateView status="empty" text="没有找到这条预约" />
            )}
          </Card>
        ) : (
          <>
            <Card>
              <HouseBrief
                testId="book-success-house"
                coverUrl={viewing.coverUrl}
                title={viewing.houseTitle}
                meta={viewing.storeName}
                rent={house.data?.rent}
              />
            </Card>
            <Card title="预约信息">
              <InfoRow
                label="看房时间"
                value={`${viewing.date}（${dayLabel(viewing.date, formatDate(clock.now())).week}） ${viewing.timeSlot}`}
                testId="book-success-time"
              />
              <InfoRow label="联系人" value={`${viewing.contactName} ${viewing.contactPhone}`} />
              {viewing.note !== '' && <InfoRow label="备注" value={viewing.note} />}
              <InfoRow label="门店" value={viewing.storeName} />
              {store !== undefined && <InfoRow label="门店地址" value={store.address} testId="book-success-address" />}
              <View className="bk-row bk-store-line">
                <Text className="bk-row-label">看房管家</Text>
                <View className="bk-store-line">
                  <Text className="bk-row-value">{viewing.managerName}</Text>
                  <View className="bk-call" role="button" data-testid="book-success-call" onTap={() => phoneCall.call(viewing.managerPhone)}>
                    <Text>联系管家</Text>
                  </View>
                </View>
              </View>
            </Card>
          </>
        )}
        <View className="bk-actions">
          <Button testId="book-success-mine" onTap={() => void navigation.redirectTo(pageLink('pages/mine_book/index'))}>
            查看我的预约
          </Button>
          <Button kind="default" testId="book-success-home" onTap={() => void navigation.reLaunch(pageLink(HOME_PAGE))}>
            返回首页
          </Button>
        </View>
      </View>
    </Page>
  );
}

export default definePage('pages/book_success/index', BookSuccessPage);
