import * as React from 'react';
import { definePage, type PageProps } from '@screens/app/definePage';
import { WorkOrderDetail } from '@screens/features/workOrder/WorkOrderDetail';

function RepairDetailPage({ params: { id } }: PageProps<'pages/service/pages/repair/detail'>) {
  return <WorkOrderDetail id={id} />;
}

export default definePage('pages/service/pages/repair/detail', RepairDetailPage);
