import * as React from 'react';
import { definePage, type PageProps } from '@screens/app/definePage';
import { WorkOrderRate } from '@screens/features/workOrder/WorkOrderRating';

/** 发表评价 reached from a finished order's detail; the same piece as the evaluation list's 我要评价. */
function AddCommentPage({ params: { id } }: PageProps<'pages/service/pages/add_comment/index'>) {
  return <WorkOrderRate id={id} />;
}

export default definePage('pages/service/pages/add_comment/index', AddCommentPage);
