import * as React from 'react';
import { definePage, type PageProps } from '@screens/app/definePage';
import { MiniProgramPay } from '@screens/features/askPay/MiniPay';

function MiniProgramPayPage({ params: { id } }: PageProps<'pages/bill/mini_program_pay/index'>) {
  return <MiniProgramPay billId={id} />;
}

export default definePage('pages/bill/mini_program_pay/index', MiniProgramPayPage);
