// Byte helpers shared by the transports (ArrayBuffer for wx and Web Bluetooth, hex strings for Alipay).

export const bytesToHex = (bytes: Uint8Array): string =>
  Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** Strict: an even number of hex digits and nothing else (a command from the server or a value from my.*). */
export const hexToBytes = (hex: string): Uint8Array => {
  if (hex.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(hex)) throw new TypeError('not a hex string');
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i += 1) out[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
};

export const isHex = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length % 2 === 0 && /^[0-9a-fA-F]+$/.test(value);

/** A copy in a fresh ArrayBuffer of exactly the bytes (a Uint8Array view may share a larger buffer). */
export const toArrayBuffer = (bytes: Uint8Array): ArrayBuffer => {
  const buffer = new ArrayBuffer(bytes.byteLength);
  new Uint8Array(buffer).set(bytes);
  return buffer;
};

export const fromBufferLike = (value: ArrayBuffer | DataView): Uint8Array =>
  value instanceof DataView
    ? new Uint8Array(value.buffer.slice(value.byteOffset, value.byteOffset + value.byteLength))
    : new Uint8Array(value.slice(0));

/** "AA:BB:CC:DD:EE:FF", "aa-bb-…" or "aabbccddeeff" to six bytes; null when it is not a MAC. */
export const parseMac = (mac: string): Uint8Array | null => {
  const digits = mac.replace(/[:\-\s]/g, '');
  if (!/^[0-9a-fA-F]{12}$/.test(digits)) return null;
  return hexToBytes(digits);
};

export const formatMac = (bytes: Uint8Array): string =>
  Array.from(bytes, (b) => b.toString(16).padStart(2, '0').toUpperCase()).join(':');

const indexOfSequence = (haystack: Uint8Array, needle: Uint8Array): number => {
  outer: for (let i = 0; i + needle.length <= haystack.length; i += 1) {
    for (let j = 0; j < needle.length; j += 1) if (haystack[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
};

/**
 * Whether advertisement data (manufacturer data, raw advertising bytes) carries the MAC. Vendors put it in
 * either byte order, so both are accepted. Needed on iOS, where the platform device id is not the MAC.
 */
export const advertisementHasMac = (data: Uint8Array, mac: Uint8Array): boolean =>
  indexOfSequence(data, mac) >= 0 || indexOfSequence(data, mac.slice().reverse()) >= 0;

export const sameMac = (a: string, b: string): boolean => {
  const x = parseMac(a);
  const y = parseMac(b);
  return x !== null && y !== null && bytesToHex(x) === bytesToHex(y);
};

/** Splits into pieces of at most `size` bytes, in order. */
export const chunkBytes = (bytes: Uint8Array, size: number): Uint8Array[] => {
  if (size < 1) throw new RangeError('chunk size must be at least 1');
  const chunks: Uint8Array[] = [];
  for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.slice(i, i + size));
  return chunks;
};

export const concatBytes = (parts: readonly Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};
