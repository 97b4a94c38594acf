import * as React from 'react';
import { definePage } from '@screens/app/definePage';
import { PurchaseService } from '@screens/features/tenantPayments/PurchaseService';

function PurchaseServicePage() {
  return <PurchaseService />;
}

export default definePage('pages/purchase_service/index', PurchaseServicePage);
