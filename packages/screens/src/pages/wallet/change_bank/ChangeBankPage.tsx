import * as React from 'react';
import { definePage } from '@screens/app/definePage';
import { ChangeWithdrawCard } from '@screens/features/walletSettings/ChangeWithdrawCard';

function ChangeBankPage() {
  return <ChangeWithdrawCard />;
}

export default definePage('pages/wallet/change_bank/index', ChangeBankPage);
