import * as React from 'react';
import { definePage } from '@screens/app/definePage';
import { SetPasswordVerify } from '@screens/features/walletSettings/SetPasswordVerify';

function SetPwdVerifyPage() {
  return <SetPasswordVerify />;
}

export default definePage('pages/wallet/set_pwd_verify/index', SetPwdVerifyPage);
