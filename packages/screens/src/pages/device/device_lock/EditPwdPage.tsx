import * as React from 'react';
import { definePage, type PageProps } from '@screens/app/definePage';
import { EditPasswordScreen } from '@screens/features/device/LockForms';

/** 修改密码: the tenant's own door password, written to the lock over Bluetooth (updatePwdCmd). */
function EditPwdPage({ params }: PageProps<'pages/device/device_lock/editPwd'>) {
  return <EditPasswordScreen lockId={params.lockId} />;
}

export default definePage('pages/device/device_lock/editPwd', EditPwdPage);
