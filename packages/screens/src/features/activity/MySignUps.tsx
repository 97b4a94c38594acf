import * as React from 'react';
import { Image, Text, View } from 'remax/one';
import { useCancelSignUpMutation, useGetMySignUpsQuery } from '@aster/core-api';
import { activityTimeText, pageLink, type SignUp } from '@aster/core-domain';
import { QueryState } from '@screens/features/booking/pageStates';
import { clock } from '@screens/platform/clock';
import { navigation } from '@screens/platform/navigation';
import { ui } from '@screens/platform/ui';
import { Button } from '@screens/ui/Button';
import { Page } from '@screens/ui/Page';
import { StateView } from '@screens/ui/StateView';
import { useRefreshOnShow } from './activityParts';
import './activity.css';

const stateText = (signUp: SignUp, now: number) => (signUp.state === 'cancelled' ? '已取消' : signUp.startAt > now ? '待参加' : '已参加');

/** 我的报名: the tenant's sign-ups, coming ones first, with 取消报名 while the activity has not started. */
export function MySignUps() {
  const list = useGetMySignUpsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [cancel] = useCancelSignUpMutation();
  const [cancelling, setCancelling] = React.useState<string | null>(null);
  useRefreshOnShow(() => void list.refetch());

  const onCancel = async (signUp: SignUp) => {
    if (cancelling !== null) return;
    const sure = await ui.showModal({ title: '取消报名', content: `确定取消「${signUp.title}」的报名吗？名额将释放给其他租户。`, confirmText: '取消报名', showCancel: true });
    if (!sure) return;
    setCancelling(signUp.id);
    try {
      await cancel({ id: signUp.id }).unwrap();
      ui.toast('已取消报名', 'success');
    } catch {
      // The client's error model has said why (a toast).
    } finally {
      setCancelling(null);
    }
  };

  const now = clock.now();
  return (
    <Page>
      <View className="ak-body ac-body">
        {list.data === undefined ? (
          <QueryState query={list} failedText="报名记录加载失败" />
        ) : list.data.length === 0 ? (
          <View className="ac-empty">
            <StateView status="empty" text="您还没有报名活动" />
            <Button testId="ac-go-activities" onTap={() => void navigation.navigateTo(pageLink('pages/activity/activity/index'))}>
              看看社区活动
            </Button>
          </View>
        ) : (
          list.data.map((signUp) => (
            <View key={signUp.id} className={`ac-sign-up ${signUp.state === 'cancelled' ? 'ac-sign-up--cancelled' : ''}`} data-testid={`ac-sign-up-${signUp.id}`}>
              <View className="ac-sign-up-main" role="link" onTap={() => void navigation.navigateTo(pageLink('pages/activity/activity_detail/index', { id: signUp.activityId }))}>
                <Image className="ac-thumb" src={signUp.coverUrl} mode="aspectFill" />
                <View className="ac-sign-up-text">
                  <View className="ac-sign-up-head">
                    <Text className="ac-title ac-title--small">{signUp.title}</Text>
                    <Text className={`ac-tag ac-tag--${signUp.state}`}>{stateText(signUp, now)}</Text>
                  </View>
                  <Text className="ac-line">{activityTimeText(signUp.startAt, signUp.endAt)}</Text>
                  <Text className="ac-line">{`${signUp.contactor} · ${signUp.phoneNum} · ${signUp.participants}人`}</Text>
                </View>
              </View>
              {signUp.cancellable && (
                <View className="ac-sign-up-actions">
                  <Button kind="default" size="small" disabled={cancelling === signUp.id} testId={`ac-cancel-${signUp.id}`} onTap={() => void onCancel(signUp)}>
                    {cancelling === signUp.id ? '取消中…' : '取消报名'}
                  </Button>
                </View>
              )}
            </View>
          ))
        )}
      </View>
    </Page>
  );
}
