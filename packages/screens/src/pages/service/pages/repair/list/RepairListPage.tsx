import * as React from 'react';
import { definePage } from '@screens/app/definePage';
import { WorkOrderList } from '@screens/features/workOrder/WorkOrderList';

function RepairListPage() {
  return <WorkOrderList kind="repair" />;
}

export default definePage('pages/service/pages/repair/list', RepairListPage);
