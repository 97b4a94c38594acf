import * as React from 'react';
import { definePage, type PageProps } from '@screens/app/definePage';
import { MovementDetail } from '@screens/features/wallet/MovementDetail';

function DealDetailPage({ params: { id } }: PageProps<'pages/wallet/deal_detail/index'>) {
  return <MovementDetail id={id} />;
}

export default definePage('pages/wallet/deal_detail/index', DealDetailPage);
