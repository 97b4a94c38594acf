import { NfcError, type NfcAvailability, type NfcPort } from './nfcTypes';

// The plain fallback (Jest, tools): no NFC unless a test holds a fake key to the phone.
let fake: { availability: NfcAvailability; keyId: string | null } = { availability: 'none', keyId: null };

/** Screen tests: what the phone's NFC says, and the key id it reads (null: none comes). */
export function setFakeNfc(next: { availability: NfcAvailability; keyId: string | null }): void {
  fake = next;
}

export const nfc: NfcPort = {
  availability: () => Promise.resolve(fake.availability),
  readKeyId: () => {
    if (fake.availability !== 'ready') return Promise.reject(new NfcError(fake.availability));
    return fake.keyId === null ? Promise.reject(new NfcError('timeout')) : Promise.resolve(fake.keyId);
  },
};
