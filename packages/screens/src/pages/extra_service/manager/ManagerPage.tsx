import * as React from 'react';
import { definePage } from '@screens/app/definePage';
import { Manager } from '@screens/features/extraService/Manager';

function ManagerPage() {
  return <Manager />;
}

export default definePage('pages/extra_service/manager/index', ManagerPage);
