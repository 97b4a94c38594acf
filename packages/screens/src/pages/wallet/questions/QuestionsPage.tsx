import * as React from 'react';
import { definePage } from '@screens/app/definePage';
import { WalletQuestions } from '@screens/features/walletSettings/WalletQuestions';

function QuestionsPage() {
  return <WalletQuestions />;
}

export default definePage('pages/wallet/questions/index', QuestionsPage);
