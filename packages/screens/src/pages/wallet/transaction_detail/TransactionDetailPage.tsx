import * as React from 'react';
import { definePage, type PageProps } from '@screens/app/definePage';
import { WithdrawalDetail } from '@screens/features/wallet/WithdrawalPages';

function TransactionDetailPage({ params: { id } }: PageProps<'pages/wallet/transaction_detail/index'>) {
  return <WithdrawalDetail id={id} />;
}

export default definePage('pages/wallet/transaction_detail/index', TransactionDetailPage);
