import { definePage } from '@screens/app/definePage';
import { NfcGuideStart } from '@screens/features/device/NfcGuide';

/** NFC开门指引: getting ready (NFC, Bluetooth, the lock's sensor), then 下一步. */
export default definePage('pages/device/device_lock_nfc_guide/index', NfcGuideStart);
