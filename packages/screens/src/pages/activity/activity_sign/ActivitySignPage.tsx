import * as React from 'react';
import { definePage, type PageProps } from '@screens/app/definePage';
import { ActivitySign } from '@screens/features/activity/ActivitySign';

function ActivitySignPage({ params: { id } }: PageProps<'pages/activity/activity_sign/index'>) {
  return <ActivitySign id={id} />;
}

export default definePage('pages/activity/activity_sign/index', ActivitySignPage);
