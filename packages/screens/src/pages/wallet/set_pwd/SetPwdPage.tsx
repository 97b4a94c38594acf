import * as React from 'react';
import { definePage } from '@screens/app/definePage';
import { SetPasswordHome } from '@screens/features/walletSettings/SetPasswordHome';

function SetPwdPage() {
  return <SetPasswordHome />;
}

export default definePage('pages/wallet/set_pwd/index', SetPwdPage);
