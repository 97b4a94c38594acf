import * as React from 'react';
import { definePage, type PageProps } from '@screens/app/definePage';
import { MiniPayBill } from '@screens/features/askPay/MiniPay';

function MiniPayBillPage({ params: { code } }: PageProps<'pages/minipay/bill/index'>) {
  return <MiniPayBill code={code} />;
}

export default definePage('pages/minipay/bill/index', MiniPayBillPage);
