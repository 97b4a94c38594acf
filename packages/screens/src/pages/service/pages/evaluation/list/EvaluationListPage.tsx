import * as React from 'react';
import { definePage } from '@screens/app/definePage';
import { EvaluationList } from '@screens/features/workOrder/EvaluationList';

function EvaluationListPage() {
  return <EvaluationList />;
}

export default definePage('pages/service/pages/evaluation/list', EvaluationListPage);
