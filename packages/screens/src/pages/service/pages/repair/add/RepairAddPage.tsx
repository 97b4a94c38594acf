import * as React from 'react';
import { definePage } from '@screens/app/definePage';
import { WorkOrderAdd } from '@screens/features/workOrder/WorkOrderAdd';

function RepairAddPage() {
  return <WorkOrderAdd kind="repair" />;
}

export default definePage('pages/service/pages/repair/add', RepairAddPage);
