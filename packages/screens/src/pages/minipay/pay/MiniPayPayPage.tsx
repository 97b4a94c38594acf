import * as React from 'react';
import { definePage, type PageProps } from '@screens/app/definePage';
import { MiniPayPay } from '@screens/features/askPay/MiniPay';

function MiniPayPayPage({ params: { code } }: PageProps<'pages/minipay/pay/index'>) {
  return <MiniPayPay code={code} />;
}

export default definePage('pages/minipay/pay/index', MiniPayPayPage);
