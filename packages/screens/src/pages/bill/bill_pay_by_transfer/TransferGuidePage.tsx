import * as React from 'react';
import { definePage, type PageProps } from '@screens/app/definePage';
import { TransferGuide } from '@screens/features/bills/BillTransfer';

/** 转账支付: the operator's account, the amount and the reference to transfer a bill. */
function TransferGuidePage({ params }: PageProps<'pages/bill/bill_pay_by_transfer/index'>) {
  return <TransferGuide id={params.id} />;
}

export default definePage('pages/bill/bill_pay_by_transfer/index', TransferGuidePage);
