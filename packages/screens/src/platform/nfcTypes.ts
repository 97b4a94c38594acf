// The phone's NFC, which reads the NFC key a lock takes (device_nfc): the interface, the Chinese texts and the mini
// programs' adapter live here (inside nfc.web.ts, './nfc' would resolve to that file itself); nfc.ts is the plain
// fallback (Jest, tools). WeChat: wx.getNFCAdapter; Alipay: my.getNFCAdapter where the client has it; H5: Web NFC
// (NDEFReader: Chrome on Android only).

/** ready: the phone can read; off: it has NFC, switched off; none: no NFC (or a browser without Web NFC). */
export type NfcAvailability = 'ready' | 'off' | 'none';
export type NfcFailure = 'none' | 'off' | 'timeout' | 'denied' | 'failed';

export class NfcError extends Error {
  constructor(readonly reason: NfcFailure) {
    super(reason);
    this.name = 'NfcError';
  }
}

export interface NfcPort {
  availability(): Promise<NfcAvailability>;
  /** Waits up to timeoutMs for an NFC key at the phone's back and gives its id (rejects with NfcError). */
  readKeyId(timeoutMs: number): Promise<string>;
}

export const NFC_FAILURE_TEXT: Readonly<Record<NfcFailure, string>> = {
  none: '您的手机或浏览器不支持NFC，请使用蓝牙开门或远程开门',
  off: '手机NFC未开启，请在系统设置中打开NFC后重试',
  timeout: '未读到NFC，请将手机背面贴近门锁感应区后重试',
  denied: '未获得NFC权限，请允许使用NFC后重试',
  failed: 'NFC读取失败，请重试',
};

/** A key's id as the lock stores it: the first four bytes of its UID, as a 32-bit number in decimal. */
export function keyIdOf(bytes: Uint8Array): string | null {
  if (bytes.length < 4) return null;
  return String((((bytes[0] ?? 0) << 24) | ((bytes[1] ?? 0) << 16) | ((bytes[2] ?? 0) << 8) | (bytes[3] ?? 0)) >>> 0);
}

/** The NFC adapter of wx and my (the same shape): discovery, and each tag found with its UID. */
export interface MiniNfcAdapter {
  startDiscovery(options: { success?: () => void; fail?: (error: { errCode?: number; error?: number }) => void }): void;
  stopDiscovery(options?: { success?: () => void; fail?: () => void }): void;
  onDiscovered(listener: (found: { id?: ArrayBuffer }) => void): void;
  offDiscovered(listener: (found: { id?: ArrayBuffer }) => void): void;
}

/** WeChat's NFC codes (Alipay reports the same): 13000 no NFC, 13001 NFC switched off. */
const failureOf = (error: { errCode?: number; error?: number }): NfcFailure => {
  const code = error.errCode ?? error.error;
  if (code === 13000) return 'none';
  return code === 13001 ? 'off' : 'failed';
};

/** The port over a mini program's NFC adapter (null: the client has none). */
export function miniNfc(adapter: () => MiniNfcAdapter | null): NfcPort {
  const start = (nfc: MiniNfcAdapter) =>
    new Promise<void>((resolve, reject) => nfc.startDiscovery({ success: resolve, fail: (error) => reject(new NfcError(failureOf(error))) }));
  return {
    availability: async () => {
      const nfc = adapter();
      if (nfc === null) return 'none';
      try {
        await start(nfc);
        nfc.stopDiscovery();
        return 'ready';
      } catch (error) {
        return error instanceof NfcError && (error.reason === 'none' || error.reason === 'off') ? error.reason : 'none';
      }
    },
    readKeyId: (timeoutMs) => {
      const nfc = adapter();
      if (nfc === null) return Promise.reject(new NfcError('none'));
      return new Promise<string>((resolve, reject) => {
        const finish = (outcome: () => void) => {
          clearTimeout(timer);
          nfc.offDiscovered(onFound);
          nfc.stopDiscovery();
          outcome();
        };
        const onFound = (found: { id?: ArrayBuffer }) => {
          const id = found.id === undefined ? null : keyIdOf(new Uint8Array(found.id));
          if (id !== null) finish(() => resolve(id));
        };
        const timer = setTimeout(() => finish(() => reject(new NfcError('timeout'))), timeoutMs);
        nfc.onDiscovered(onFound);
        start(nfc).catch((error: unknown) => finish(() => reject(error instanceof NfcError ? error : new NfcError('failed'))));
      });
    },
  };
}
