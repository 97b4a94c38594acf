import * as React from 'react';
import { definePage, type PageProps } from '@screens/app/definePage';
import { AskPaySuccess } from '@screens/features/askPay/AskPay';

function AskPaySuccessPage({ params: { orderNo } }: PageProps<'pages/ask_pay/ask_pay_success/index'>) {
  return <AskPaySuccess orderNo={orderNo} />;
}

export default definePage('pages/ask_pay/ask_pay_success/index', AskPaySuccessPage);
