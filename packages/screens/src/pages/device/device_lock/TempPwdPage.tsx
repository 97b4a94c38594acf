import * as React from 'react';
import { definePage, type PageProps } from '@screens/app/definePage';
import { TempPasswordScreen } from '@screens/features/device/LockForms';

/** 临时密码: a one-time (6 h) or timed (up to 72 h) password for a visitor, made by the server for the lock. */
function TempPwdPage({ params }: PageProps<'pages/device/device_lock/tempPwd'>) {
  return <TempPasswordScreen lockId={params.lockId} />;
}

export default definePage('pages/device/device_lock/tempPwd', TempPwdPage);
