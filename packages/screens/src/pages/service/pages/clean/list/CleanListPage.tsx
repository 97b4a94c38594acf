import * as React from 'react';
import { definePage } from '@screens/app/definePage';
import { WorkOrderList } from '@screens/features/workOrder/WorkOrderList';

function CleanListPage() {
  return <WorkOrderList kind="clean" />;
}

export default definePage('pages/service/pages/clean/list', CleanListPage);
