import * as React from 'react';
import { definePage, type PageProps } from '@screens/app/definePage';
import { MiniPayIndex } from '@screens/features/askPay/MiniPay';

function MiniPayIndexPage({ params: { code } }: PageProps<'pages/minipay/index/index'>) {
  return <MiniPayIndex code={code} />;
}

export default definePage('pages/minipay/index/index', MiniPayIndexPage);
