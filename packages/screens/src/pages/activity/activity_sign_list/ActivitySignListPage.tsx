import * as React from 'react';
import { definePage } from '@screens/app/definePage';
import { MySignUps } from '@screens/features/activity/MySignUps';

function ActivitySignListPage() {
  return <MySignUps />;
}

export default definePage('pages/activity/activity_sign_list/index', ActivitySignListPage);
