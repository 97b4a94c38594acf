import * as React from 'react';
import { Image, Text, View } from 'remax/one';
import { useGetActivityQuery } from '@aster/core-api';
import { ACTIVITY_STATUS_TEXT, SIGN_UP_STATE_TEXT, activityTimeText, chinaIso, pageLink } from '@aster/core-domain';
import { QueryStatePage } from '@screens/features/booking/pageStates';
import { sanitizeContractHtml } from '@screens/features/signing/contractHtml';
import { ContractNodes } from '@screens/features/signing/signingParts';
import { navigation } from '@screens/platform/navigation';
import { Button } from '@screens/ui/Button';
import { Card } from '@screens/ui/Card';
import { Page } from '@screens/ui/Page';
import { placesText, useRefreshOnShow } from './activityParts';
import './activity.css';

/** 2026-12-04 18:00, in China time. */
const minuteText = (ms: number) => chinaIso(ms).slice(0, 16).replace('T', ' ');

/**
 * 活动详情: cover, time, place, places left, the sign-up deadline, the operator's description (through the allow-list
 * sanitiser: no HTML reaches a renderer) and 立即报名, or why not: 名额已满 / 报名已截止 / 活动已结束 / 已报名.
 */
export function ActivityDetail({ id }: { id: string }) {
  const query = useGetActivityQuery({ id }, { refetchOnMountOrArgChange: true });
  useRefreshOnShow(() => void query.refetch());
  const activity = query.data;
  const nodes = React.useMemo(() => sanitizeContractHtml(activity?.descriptionHtml ?? ''), [activity?.descriptionHtml]);
  if (activity === undefined) return <QueryStatePage query={query} failedText="活动加载失败" />;
  const state = activity.signUpState;
  return (
    <Page>
      <Image className="ac-detail-cover" src={activity.coverUrl} mode="aspectFill" />
      <View className="ak-body ac-body">
        <View className="ac-detail-head">
          <Text className={`ac-status ac-status--inline ac-status--${activity.status}`}>{ACTIVITY_STATUS_TEXT[activity.status]}</Text>
          <Text className="ac-detail-title">{activity.title}</Text>
        </View>
        <Card>
          <View className="ac-fact">
            <Text className="ac-fact-label">活动时间</Text>
            <Text className="ac-fact-value">{activityTimeText(activity.startAt, activity.endAt)}</Text>
          </View>
          <View className="ac-fact">
            <Text className="ac-fact-label">活动地点</Text>
            <Text className="ac-fact-value">{activity.place}</Text>
          </View>
          <View className="ac-fact">
            <Text className="ac-fact-label">报名截止</Text>
            <Text className="ac-fact-value">{minuteText(Math.min(activity.signUpDeadline, activity.startAt))}</Text>
          </View>
          <View className="ac-fact">
            <Text className="ac-fact-label">活动名额</Text>
            <Text className="ac-fact-value" data-testid="ac-places">{placesText(activity)}</Text>
          </View>
          <View className="ac-fact">
            <Text className="ac-fact-label">每次报名</Text>
            <Text className="ac-fact-value">{`最多${activity.maxParticipants}人`}</Text>
          </View>
        </Card>
        <Card title="活动介绍">
          <View className="ac-description">
            <ContractNodes nodes={nodes} />
          </View>
        </Card>
        {activity.mySignUp !== null && (
          <Text className="ac-note" data-testid="ac-my-sign-up">{`您已报名，共${activity.mySignUp.participants}人参加${activity.mySignUp.cancellable ? '；活动开始前可在「我的报名」中取消' : ''}`}</Text>
        )}
      </View>
      <View className="ac-footer">
        {state === 'open' ? (
          <Button testId="ac-sign-up" onTap={() => void navigation.navigateTo(pageLink('pages/activity/activity_sign/index', { id }))}>
            立即报名
          </Button>
        ) : state === 'signed' ? (
          <Button kind="default" testId="ac-signed" onTap={() => void navigation.navigateTo(pageLink('pages/activity/activity_sign_list/index'))}>
            {`${SIGN_UP_STATE_TEXT.signed} · 查看我的报名`}
          </Button>
        ) : (
          <Button disabled testId="ac-sign-up-closed">
            {SIGN_UP_STATE_TEXT[state]}
          </Button>
        )}
      </View>
    </Page>
  );
}
