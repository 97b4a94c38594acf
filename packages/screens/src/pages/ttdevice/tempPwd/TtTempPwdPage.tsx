import * as React from 'react';
import { definePage, type PageProps } from '@screens/app/definePage';
import { TempPasswordScreen } from '@screens/features/device/LockForms';

/** 临时密码 of a TTLock: the same form as the operator's locks (the server makes the password for the vendor). */
function TtTempPwdPage({ params }: PageProps<'pages/ttdevice/tempPwd/index'>) {
  return <TempPasswordScreen lockId={params.lockId} group="ttdevice" />;
}

export default definePage('pages/ttdevice/tempPwd/index', TtTempPwdPage);
