import * as React from 'react';
import { definePage } from '@screens/app/definePage';
import { SetPasswordSteps } from '@screens/features/walletSettings/SetPasswordSteps';

function SetPwdStepsPage() {
  return <SetPasswordSteps />;
}

export default definePage('pages/wallet/set_pwd_steps/index', SetPwdStepsPage);
