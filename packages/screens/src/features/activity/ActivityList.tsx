import * as React from 'react';
import { Text, View } from 'remax/one';
import { useGetActivitiesQuery } from '@aster/core-api';
import { ACTIVITY_STATUSES, ACTIVITY_STATUS_TEXT, pageLink, type ActivityStatus } from '@aster/core-domain';
import { QueryState } from '@screens/features/booking/pageStates';
import { navigation } from '@screens/platform/navigation';
import { Page } from '@screens/ui/Page';
import { StateView } from '@screens/ui/StateView';
import { ActivityCard, useRefreshOnShow } from './activityParts';
import { Icon } from '@screens/ui/icon/Icon';
import './activity.css';

const EMPTY_TEXT: Readonly<Record<ActivityStatus, string>> = { 1: '暂无报名中的活动，敬请期待', 2: '暂无进行中的活动', 3: '暂无已结束的活动' };

/** 社区活动: the tabs 报名中 / 进行中 / 已结束 (activityStatus), each activity with its cover, time, place and places left. */
export function ActivityList() {
  const [status, setStatus] = React.useState<ActivityStatus>(1);
  const list = useGetActivitiesQuery({ activityStatus: status }, { refetchOnMountOrArgChange: true });
  useRefreshOnShow(() => void list.refetch());
  return (
    <Page>
      <View className="ac-tabs" role="tablist">
        {ACTIVITY_STATUSES.map((item) => (
          <View
            key={item}
            className={`ac-tab ${item === status ? 'ac-tab--on' : ''}`}
            role="tab"
            aria-selected={item === status}
            data-testid={`ac-tab-${item}`}
            onTap={() => setStatus(item)}
          >
            <Text>{ACTIVITY_STATUS_TEXT[item]}</Text>
          </View>
        ))}
      </View>
      <View className="ak-body ac-body">
        <View className="ac-mine-link" role="link" data-testid="ac-my-sign-ups" onTap={() => void navigation.navigateTo(pageLink('pages/activity/activity_sign_list/index'))}>
          <Text>我的报名</Text>
          <Icon name="chevron-right" size="small" className="ac-arrow" />
        </View>
        {list.data === undefined ? (
          <QueryState query={list} failedText="活动加载失败" />
        ) : list.data.length === 0 ? (
          <StateView status="empty" text={EMPTY_TEXT[status]} />
        ) : (
          list.data.map((activity) => (
            <ActivityCard key={activity.id} activity={activity} onTap={() => void navigation.navigateTo(pageLink('pages/activity/activity_detail/index', { id: activity.id }))} />
          ))
        )}
      </View>
    </Page>
  );
}
