import * as React from 'react';
import { definePage, type PageProps } from '@screens/app/definePage';
import { WithdrawSuccess } from '@screens/features/wallet/WithdrawalPages';

function WithdrawSuccessPage({ params: { id } }: PageProps<'pages/wallet/withdraw_success/index'>) {
  return <WithdrawSuccess id={id} />;
}

export default definePage('pages/wallet/withdraw_success/index', WithdrawSuccessPage);
