import * as React from 'react';
import { definePage } from '@screens/app/definePage';
import { WorkOrderAdd } from '@screens/features/workOrder/WorkOrderAdd';

function CleanAddPage() {
  return <WorkOrderAdd kind="clean" />;
}

export default definePage('pages/service/pages/clean/add', CleanAddPage);
