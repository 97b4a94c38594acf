import * as React from 'react';
import { definePage, type PageProps } from '@screens/app/definePage';
import { SplitOrigin } from '@screens/features/tenantPayments/SplitOrigin';

function BillSplitOriginPage({ params: { id } }: PageProps<'pages/bill/bill_split_origin/index'>) {
  return <SplitOrigin id={id} />;
}

export default definePage('pages/bill/bill_split_origin/index', BillSplitOriginPage);
