import { type MiniNfcAdapter, miniNfc, type NfcPort } from './nfcTypes';

declare const my: { getNFCAdapter?: () => MiniNfcAdapter };

/** Alipay's NFC where the client offers it (my.getNFCAdapter); without it, the tenant hears the phone has no NFC. */
export const nfc = miniNfc(() => (typeof my.getNFCAdapter === 'function' ? my.getNFCAdapter() : null)) satisfies NfcPort;
