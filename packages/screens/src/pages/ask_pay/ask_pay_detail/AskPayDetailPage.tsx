import * as React from 'react';
import { definePage, type PageProps } from '@screens/app/definePage';
import { AskPayDetail } from '@screens/features/askPay/AskPay';

function AskPayDetailPage({ params: { code } }: PageProps<'pages/ask_pay/ask_pay_detail/index'>) {
  return <AskPayDetail code={code} />;
}

export default definePage('pages/ask_pay/ask_pay_detail/index', AskPayDetailPage);
