import * as React from 'react';
import { definePage, type PageProps } from '@screens/app/definePage';
import { SplitApply } from '@screens/features/tenantPayments/SplitApply';

function BillSplitApplyPage({ params: { id } }: PageProps<'pages/bill/bill_split_apply/index'>) {
  return <SplitApply id={id} />;
}

export default definePage('pages/bill/bill_split_apply/index', BillSplitApplyPage);
