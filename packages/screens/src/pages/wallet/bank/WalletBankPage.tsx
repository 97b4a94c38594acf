import * as React from 'react';
import { definePage } from '@screens/app/definePage';
import { WalletBankCards } from '@screens/features/walletSettings/WalletBankCards';

function WalletBankPage() {
  return <WalletBankCards />;
}

export default definePage('pages/wallet/bank/index', WalletBankPage);
