import * as React from 'react';
import { Text, View } from 'remax/one';
import { useGetActivityQuery } from '@aster/core-api';
import { activityTimeText, pageLink } from '@aster/core-domain';
import { navigation } from '@screens/platform/navigation';
import { Button } from '@screens/ui/Button';
import { Page } from '@screens/ui/Page';
import { Icon } from '@screens/ui/icon/Icon';
import './activity.css';

/** 报名成功: the activity, how many come, and the ways on: 我的报名 or back to the activity. */
export function ActivitySignSuccess({ id }: { id: string }) {
  const query = useGetActivityQuery({ id });
  const activity = query.data;
  return (
    <Page>
      <View className="ak-body ac-success" data-testid="ac-success">
        <View className="ac-success-mark" aria-hidden>
          <Icon name="check" size="huge" />
        </View>
        <Text className="ac-success-title">报名成功</Text>
        {activity !== undefined && (
          <>
            <Text className="ac-success-text">{activity.title}</Text>
            <Text className="ac-success-text">{activityTimeText(activity.startAt, activity.endAt)}</Text>
            <Text className="ac-success-text">{activity.place}</Text>
            {activity.mySignUp !== null && <Text className="ac-success-text">{`共${activity.mySignUp.participants}人参加`}</Text>}
          </>
        )}
        <Text className="ac-note ac-note--center">请准时到场；活动开始前可在「我的报名」中取消</Text>
        <View className="ac-success-actions">
          <Button testId="ac-success-mine" onTap={() => void navigation.redirectTo(pageLink('pages/activity/activity_sign_list/index'))}>
            查看我的报名
          </Button>
          <Button kind="default" testId="ac-success-back" onTap={() => void navigation.navigateBack()}>
            返回活动
          </Button>
        </View>
      </View>
    </Page>
  );
}
