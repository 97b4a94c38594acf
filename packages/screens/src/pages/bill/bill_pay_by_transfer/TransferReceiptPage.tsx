import * as React from 'react';
import { definePage, type PageProps } from '@screens/app/definePage';
import { TransferReceipt } from '@screens/features/bills/BillTransfer';

/** 上传转账凭证: the receipt and the paying account's name. */
function TransferReceiptPage({ params }: PageProps<'pages/bill/bill_pay_by_transfer/stepOne'>) {
  return <TransferReceipt id={params.id} />;
}

export default definePage('pages/bill/bill_pay_by_transfer/stepOne', TransferReceiptPage);
