import * as React from 'react';
import { definePage } from '@screens/app/definePage';
import { ActivityList } from '@screens/features/activity/ActivityList';

function ActivityPage() {
  return <ActivityList />;
}

export default definePage('pages/activity/activity/index', ActivityPage);
