import { definePage } from '@screens/app/definePage';
import { NfcGuideHolding } from '@screens/features/device/NfcGuide';

/** NFC开门指引 (2): how to hold the phone to the lock, and the way to NFC开门. */
export default definePage('pages/device/device_lock_nfc_guide/guide2', NfcGuideHolding);
