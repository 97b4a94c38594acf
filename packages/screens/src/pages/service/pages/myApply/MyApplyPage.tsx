import * as React from 'react';
import { useGetCheckoutListQuery, useGetRenewalListQuery } from '@aster/core-api';
import { Text, View } from 'remax/one';
import { formatDate, pageLink } from '@aster/core-domain';
import { definePage } from '@screens/app/definePage';
import { navigation } from '@screens/platform/navigation';
import { Page } from '@screens/ui/Page';
import { StateView } from '@screens/ui/StateView';
import { StatusTag } from '@screens/features/booking/bookingParts';
import { APPLY_TABS, applyItems, type ApplyItem, type ApplyTabKey } from '@screens/features/leaseEnding/leaseRules';
import '@screens/features/leaseEnding/leaseEnding.css';
import { FilterTabs } from '@screens/features/booking/FilterTabs';

function openItem(item: ApplyItem) {
  const url =
    item.kind === 'renewal'
      ? pageLink('pages/service/pages/applyRentDetail/index', { id: item.id })
      : pageLink('pages/service/pages/applyCheckoutDetail/index', { id: item.id });
  void navigation.navigateTo(url);
}

/** 我的申请: the tenant's renewal and checkout applications of every lease, newest first, by kind. */
function MyApplyPage() {
  const renewals = useGetRenewalListQuery({}, { refetchOnMountOrArgChange: true });
  const checkouts = useGetCheckoutListQuery({}, { refetchOnMountOrArgChange: true });
  const [tab, setTab] = React.useState<ApplyTabKey>('all');
  const failed = renewals.isError || checkouts.isError;
  const loaded = renewals.data !== undefined && checkouts.data !== undefined;
  const items = loaded ? applyItems(renewals.data ?? [], checkouts.data ?? [], tab) : [];

  return (
    <Page>
      <FilterTabs tabs={APPLY_TABS} value={tab} onChange={setTab} testIdPrefix="my-apply-tab" />
      <View className="ak-body">
        {!loaded ? (
          <StateView
            status={failed ? 'error' : 'loading'}
            text={failed ? '申请加载失败' : undefined}
            onRetry={() => {
              void renewals.refetch();
              void checkouts.refetch();
            }}
          />
        ) : items.length === 0 ? (
          <StateView status="empty" text="暂无申请，续租和退租可在合同详情中办理" />
        ) : (
          items.map((item) => (
            <View key={`${item.kind}-${item.id}`} className="bk-list-card" role="button" data-testid={`my-apply-${item.kind}-${item.id}`} onTap={() => openItem(item)}>
              <View className="bk-list-head">
                <Text className="bk-section-title">{item.title}</Text>
                <StatusTag tone={item.tone} testId={`my-apply-status-${item.kind}-${item.id}`}>
                  {item.statusText}
                </StatusTag>
              </View>
              <Text className="bk-house-title">{item.houseTitle}</Text>
              <View className="bk-list-foot">
                <Text className="bk-list-note">{item.note}</Text>
                <Text className="bk-list-note">{formatDate(item.createdAt, 'yyyy-MM-dd')}</Text>
              </View>
            </View>
          ))
        )}
      </View>
    </Page>
  );
}

export default definePage('pages/service/pages/myApply/index', MyApplyPage);
