import * as React from 'react';
import { definePage, type PageProps } from '@screens/app/definePage';
import { WorkOrderRate } from '@screens/features/workOrder/WorkOrderRating';

function EvaluationAddPage({ params: { id } }: PageProps<'pages/service/pages/evaluation/add'>) {
  return <WorkOrderRate id={id} />;
}

export default definePage('pages/service/pages/evaluation/add', EvaluationAddPage);
