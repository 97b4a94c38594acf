import { keyIdOf, NfcError, type NfcFailure, type NfcPort } from './nfcTypes';

/** Web NFC as Chrome on Android has it (other browsers: none). */
interface NdefReader {
  scan(options?: { signal?: AbortSignal }): Promise<void>;
  onreading: ((event: { serialNumber: string }) => void) | null;
  onreadingerror: (() => void) | null;
}
type NdefReaderClass = new () => NdefReader;

const readerClass = (): NdefReaderClass | null => {
  const found = (window as unknown as { NDEFReader?: NdefReaderClass }).NDEFReader;
  return typeof found === 'function' ? found : null;
};

/** "04:a2:3b:..." (the tag's UID as Chrome gives it) as bytes. */
const serialBytes = (serial: string) => Uint8Array.from(serial.split(':').filter((part) => /^[0-9a-fA-F]{2}$/.test(part)), (part) => parseInt(part, 16));

const failureOf = (error: unknown): NfcFailure => {
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError') return 'denied';
  if (name === 'NotSupportedError') return 'none';
  return name === 'NotReadableError' ? 'off' : 'failed';
};

export const nfc = {
  // Whether NFC is switched on shows only when reading starts (scan rejects with NotReadableError).
  availability: () => Promise.resolve(readerClass() === null ? 'none' : 'ready'),
  readKeyId: (timeoutMs: number) => {
    const Reader = readerClass();
    if (Reader === null) return Promise.reject(new NfcError('none'));
    const controller = new AbortController();
    const reader = new Reader();
    return new Promise<string>((resolve, reject) => {
      const finish = (outcome: () => void) => {
        clearTimeout(timer);
        controller.abort();
        outcome();
      };
      const timer = setTimeout(() => finish(() => reject(new NfcError('timeout'))), timeoutMs);
      reader.onreading = (event) => {
        const id = keyIdOf(serialBytes(event.serialNumber));
        if (id !== null) finish(() => resolve(id));
      };
      reader.onreadingerror = () => finish(() => reject(new NfcError('failed')));
      reader.scan({ signal: controller.signal }).catch((error: unknown) => finish(() => reject(new NfcError(failureOf(error)))));
    });
  },
} satisfies NfcPort;
