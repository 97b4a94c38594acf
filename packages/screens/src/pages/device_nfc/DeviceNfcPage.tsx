import * as React from 'react';
import { definePage, type PageProps } from '@screens/app/definePage';
import { NfcKeyScreen } from '@screens/features/device/NfcKey';

/** NFC开门: the phone's NFC made a key of the lock (read on the phone, written to the lock over Bluetooth). */
function DeviceNfcPage({ params }: PageProps<'pages/device_nfc/index'>) {
  return <NfcKeyScreen lockId={params.lockId} />;
}

export default definePage('pages/device_nfc/index', DeviceNfcPage);
