import * as React from 'react';
import { definePage, type PageProps } from '@screens/app/definePage';
import { ActivityDetail } from '@screens/features/activity/ActivityDetail';

function ActivityDetailPage({ params: { id } }: PageProps<'pages/activity/activity_detail/index'>) {
  return <ActivityDetail id={id} />;
}

export default definePage('pages/activity/activity_detail/index', ActivityDetailPage);
