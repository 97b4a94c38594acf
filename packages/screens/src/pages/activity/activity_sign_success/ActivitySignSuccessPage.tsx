import * as React from 'react';
import { definePage, type PageProps } from '@screens/app/definePage';
import { ActivitySignSuccess } from '@screens/features/activity/ActivitySignSuccess';

function ActivitySignSuccessPage({ params: { id } }: PageProps<'pages/activity/activity_sign_success/index'>) {
  return <ActivitySignSuccess id={id} />;
}

export default definePage('pages/activity/activity_sign_success/index', ActivitySignSuccessPage);
