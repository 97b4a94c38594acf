import * as React from 'react';
import { definePage } from '@screens/app/definePage';
import { WaitingDetail } from '@screens/features/talent/WaitingDetail';

function WaitingDetailPage() {
  return <WaitingDetail />;
}

export default definePage('pages/talent/waiting_detail/index', WaitingDetailPage);
