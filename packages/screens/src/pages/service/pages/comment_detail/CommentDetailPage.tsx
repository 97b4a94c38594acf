import * as React from 'react';
import { definePage, type PageProps } from '@screens/app/definePage';
import { WorkOrderRatingDetail } from '@screens/features/workOrder/WorkOrderRating';

/** 评价详情 reached from an order's detail; the same piece as the evaluation list's detail. */
function CommentDetailPage({ params: { id } }: PageProps<'pages/service/pages/comment_detail/index'>) {
  return <WorkOrderRatingDetail id={id} />;
}

export default definePage('pages/service/pages/comment_detail/index', CommentDetailPage);
