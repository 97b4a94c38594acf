import * as React from 'react';
import { definePage } from '@screens/app/definePage';
import { AdditionalInfo } from '@screens/features/walletSettings/AdditionalInfo';

function AdditionalInfoPage() {
  return <AdditionalInfo />;
}

export default definePage('pages/wallet/additional_info/index', AdditionalInfoPage);
