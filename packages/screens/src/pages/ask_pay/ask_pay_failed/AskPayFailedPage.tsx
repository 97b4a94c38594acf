import * as React from 'react';
import { definePage, type PageProps } from '@screens/app/definePage';
import { AskPayFailed } from '@screens/features/askPay/AskPay';

function AskPayFailedPage({ params: { reason } }: PageProps<'pages/ask_pay/ask_pay_failed/index'>) {
  return <AskPayFailed reason={reason} />;
}

export default definePage('pages/ask_pay/ask_pay_failed/index', AskPayFailedPage);
