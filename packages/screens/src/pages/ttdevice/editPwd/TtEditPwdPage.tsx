import * as React from 'react';
import { definePage, type PageProps } from '@screens/app/definePage';
import { EditPasswordScreen } from '@screens/features/device/LockForms';

/** 修改密码 of a TTLock: written over Bluetooth through the TTLock adapter (its MAC and service from ttlockData). */
function TtEditPwdPage({ params }: PageProps<'pages/ttdevice/editPwd/index'>) {
  return <EditPasswordScreen lockId={params.lockId} group="ttdevice" />;
}

export default definePage('pages/ttdevice/editPwd/index', TtEditPwdPage);
