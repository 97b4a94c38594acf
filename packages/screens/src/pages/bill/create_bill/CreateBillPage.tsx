import * as React from 'react';
import { definePage } from '@screens/app/definePage';
import { CreateBill } from '@screens/features/tenantPayments/CreateBill';

function CreateBillPage() {
  return <CreateBill />;
}

export default definePage('pages/bill/create_bill/index', CreateBillPage);
