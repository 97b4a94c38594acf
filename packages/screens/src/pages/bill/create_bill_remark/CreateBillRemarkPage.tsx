import * as React from 'react';
import { definePage } from '@screens/app/definePage';
import { CreateBillRemark } from '@screens/features/tenantPayments/CreateBillRemark';

function CreateBillRemarkPage() {
  return <CreateBillRemark />;
}

export default definePage('pages/bill/create_bill_remark/index', CreateBillRemarkPage);
