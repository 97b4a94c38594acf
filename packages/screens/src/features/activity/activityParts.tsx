import * as React from 'react';
import { Image, Text, View } from 'remax/one';
import { usePageEvent } from 'remax/macro';
import { ACTIVITY_STATUS_TEXT, REFRESH_DEBOUNCE_MS, activityTimeText, type ActivitySummary } from '@aster/core-domain';
import { clock } from '@screens/platform/clock';
import './activity.css';

/** 剩余12个名额 / 名额已满: what the list and the detail say about the places. */
export function placesText(activity: Pick<ActivitySummary, 'placesLeft' | 'capacity'>): string {
  return activity.placesLeft > 0 ? `剩余${activity.placesLeft}个名额 / 共${activity.capacity}个` : '名额已满';
}

/**
 * Back on the page (from signing up, cancelling, another app): asked again, at most once a second (spec: the activity
 * refresh debounce, REFRESH_DEBOUNCE_MS).
 */
export function useRefreshOnShow(refresh: () => void): void {
  const refreshedAt = React.useRef(clock.now());
  usePageEvent('onShow', () => {
    if (clock.now() - refreshedAt.current < REFRESH_DEBOUNCE_MS) return;
    refreshedAt.current = clock.now();
    refresh();
  });
}

/** One activity of the list: cover, status, title, time, place, places left. */
export function ActivityCard({ activity, onTap }: { activity: ActivitySummary; onTap: () => void }) {
  return (
    <View className="ac-card" role="link" data-testid={`ac-activity-${activity.id}`} onTap={onTap}>
      <View className="ac-cover-box">
        <Image className="ac-cover" src={activity.coverUrl} mode="aspectFill" />
        <Text className={`ac-status ac-status--${activity.status}`}>{ACTIVITY_STATUS_TEXT[activity.status]}</Text>
      </View>
      <View className="ac-card-body">
        <Text className="ac-title">{activity.title}</Text>
        <Text className="ac-line">{activityTimeText(activity.startAt, activity.endAt)}</Text>
        <Text className="ac-line">{activity.place}</Text>
        <Text className={`ac-places ${activity.placesLeft === 0 ? 'ac-places--full' : ''}`}>{placesText(activity)}</Text>
      </View>
    </View>
  );
}
