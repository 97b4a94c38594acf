import * as React from 'react';
import { useCancelViewingMutation, useGetViewingListQuery } from '@aster/core-api';
import { Text, View } from 'remax/one';
import { usePageEvent } from 'remax/macro';
import { HOUSE_DETAIL_PAGE, HOUSE_LIST_PAGE, type Viewing, pageLink } from '@aster/core-domain';
import { definePage } from '../../app/definePage';
import { hasScreen } from '../../hooks/builtPages';
import { navigation } from '../../platform/navigation';
import { ui } from '../../platform/ui';
import { Button } from '../../ui/Button';
import { Page } from '../../ui/Page';
import { stopPullDownRefresh } from '../../ui/pullDown';
import { PullDownRefresh } from '../../ui/PullDownRefresh';
import { QueryList, StateView } from '../../ui/StateView';
import { phoneCall } from '../../platform/phoneCall';
import { HouseBrief, StatusTag } from '../../features/booking/bookingParts';
import { CANCEL_VIEWING_CONFIRM, canCancelViewing, viewingStatusTag } from './viewingStatus';

/** 我的预约: the tenant's viewings with their status; a viewing still to come can be cancelled. */
function MineBookPage() {
  const viewings = useGetViewingListQuery(undefined, { refetchOnMountOrArgChange: true });
  const [cancelViewing, cancelling] = useCancelViewingMutation();

  const refresh = () => Promise.allSettled([viewings.refetch()]).then(() => stopPullDownRefresh());
  usePageEvent('onPullDownRefresh', refresh);

  const onCancel = async (viewing: Viewing) => {
    if (cancelling.isLoading) return;
    const confirmed = await ui.showModal({ ...CANCEL_VIEWING_CONFIRM, showCancel: true });
    if (!confirmed) return;
    try {
      await cancelViewing({ id: viewing.id }).unwrap();
      ui.toast('已取消预约', 'success');
    } catch {
      // The request layer has shown the message; a failed cancel leaves the list as it was.
    }
  };

  const listBuilt = hasScreen(HOUSE_LIST_PAGE);
  const detailBuilt = hasScreen(HOUSE_DETAIL_PAGE);

  return (
    <Page>
      <PullDownRefresh onRefresh={refresh} />
      <View className="ak-body">
        {viewings.data !== undefined && viewings.data.length === 0 ? (
          <View className="bk-empty" data-testid="mine-book-empty">
            <StateView status="empty" text="还没有看房预约，去看看心仪的房子吧" />
            {listBuilt && (
              <View className="bk-empty-action">
                <Button size="small" testId="mine-book-find" onTap={() => void navigation.navigateTo(pageLink(HOUSE_LIST_PAGE))}>
                  去找房
                </Button>
              </View>
            )}
          </View>
        ) : (
          <QueryList query={viewings} emptyText="还没有看房预约" errorText="预约加载失败">
            {(items) =>
              items.map((viewing) => {
                const tag = viewingStatusTag[viewing.status];
                return (
                  <View key={viewing.id} className="bk-list-card" data-testid={`viewing-${viewing.id}`}>
                    <View className="bk-list-head">
                      <Text className="bk-list-time">
                        {viewing.date} {viewing.timeSlot}
                      </Text>
                      <StatusTag tone={tag.tone} testId={`viewing-status-${viewing.id}`}>
                        {tag.text}
                      </StatusTag>
                    </View>
                    <View
                      onTap={detailBuilt ? () => void navigation.navigateTo(pageLink(HOUSE_DETAIL_PAGE, { id: viewing.houseId })) : undefined}
                    >
                      <HouseBrief coverUrl={viewing.coverUrl} title={viewing.houseTitle} meta={`${viewing.storeName} · 管家 ${viewing.managerName}`} />
                    </View>
                    {canCancelViewing(viewing.status) && (
                      <View className="bk-list-foot">
                        <Button kind="default" size="small" testId={`viewing-call-${viewing.id}`} onTap={() => phoneCall.call(viewing.managerPhone)}>
                          联系管家
                        </Button>
                        <Button kind="danger" size="small" testId={`viewing-cancel-${viewing.id}`} onTap={() => void onCancel(viewing)}>
                          取消预约
                        </Button>
                      </View>
                    )}
                  </View>
                );
              })
            }
          </QueryList>
        )}
      </View>
    </Page>
  );
}

export default definePage('pages/mine_book/index', MineBookPage);
