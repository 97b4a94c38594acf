import * as React from 'react';
import { definePage, type PageProps } from '@screens/app/definePage';
import { TransferProgress } from '@screens/features/bills/BillTransfer';

/** 转账确认: the transfer as the operator decided it, or waiting. */
function TransferProgressPage({ params }: PageProps<'pages/bill/bill_pay_by_transfer/stepThree'>) {
  return <TransferProgress id={params.id} />;
}

export default definePage('pages/bill/bill_pay_by_transfer/stepThree', TransferProgressPage);
