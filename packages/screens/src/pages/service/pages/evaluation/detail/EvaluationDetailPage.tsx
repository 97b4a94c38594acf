import * as React from 'react';
import { definePage, type PageProps } from '@screens/app/definePage';
import { WorkOrderRatingDetail } from '@screens/features/workOrder/WorkOrderRating';

function EvaluationDetailPage({ params: { id } }: PageProps<'pages/service/pages/evaluation/detail'>) {
  return <WorkOrderRatingDetail id={id} />;
}

export default definePage('pages/service/pages/evaluation/detail', EvaluationDetailPage);
