import * as React from 'react';
import { definePage } from '@screens/app/definePage';
import { WorkOrderAdd } from '@screens/features/workOrder/WorkOrderAdd';

function ComplaintAddPage() {
  return <WorkOrderAdd kind="complaint" />;
}

export default definePage('pages/service/pages/complaint/add', ComplaintAddPage);
