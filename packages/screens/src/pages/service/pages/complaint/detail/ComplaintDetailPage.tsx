import * as React from 'react';
import { definePage, type PageProps } from '@screens/app/definePage';
import { WorkOrderDetail } from '@screens/features/workOrder/WorkOrderDetail';

function ComplaintDetailPage({ params: { id } }: PageProps<'pages/service/pages/complaint/detail'>) {
  return <WorkOrderDetail id={id} />;
}

export default definePage('pages/service/pages/complaint/detail', ComplaintDetailPage);
