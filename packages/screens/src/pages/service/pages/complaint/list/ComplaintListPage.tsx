import * as React from 'react';
import { definePage } from '@screens/app/definePage';
import { WorkOrderList } from '@screens/features/workOrder/WorkOrderList';

function ComplaintListPage() {
  return <WorkOrderList kind="complaint" />;
}

export default definePage('pages/service/pages/complaint/list', ComplaintListPage);
