import { type MiniNfcAdapter, miniNfc, type NfcPort } from './nfcTypes';

declare const wx: { getNFCAdapter?: () => MiniNfcAdapter };

/** WeChat's NFC (wx.getNFCAdapter, Android; an iPhone's client has none). */
export const nfc = miniNfc(() => (typeof wx.getNFCAdapter === 'function' ? wx.getNFCAdapter() : null)) satisfies NfcPort;
