import type { PhotoMime } from './photoStore';

/** Width and height in pixels, as the picture's header declares them (what a decoder would allocate for). */
export interface PhotoSize {
  width: number;
  height: number;
}

/** JPEG's start-of-frame markers (baseline, progressive, lossless, arithmetic): each carries the frame's size. */
const JPEG_FRAME_MARKERS = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

/**
 * The frame size of a JPEG, walking its segments from the start as a decoder does (bytes between segments are
 * skipped to the next marker, as libjpeg resynchronises): the first start-of-frame decides. Null when there is none
 * or it declares no size (a height of 0 waits for a DNL marker, which decoders refuse).
 */
function jpegSize(bytes: Uint8Array): PhotoSize | null {
  let at = 2;
  while (at + 1 < bytes.length) {
    const marker = bytes[at + 1] ?? 0;
    if (bytes[at] !== 0xff || marker === 0xff) {
      at += 1;
      continue;
    }
    // Stuffed bytes, TEM, restart markers and SOI stand alone; EOI ends the picture.
    if (marker === 0x00 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      at += 2;
      continue;
    }
    if (marker === 0xd9 || at + 3 >= bytes.length) return null;
    if (JPEG_FRAME_MARKERS.has(marker)) {
      if (at + 8 >= bytes.length) return null;
      const height = ((bytes[at + 5] ?? 0) << 8) | (bytes[at + 6] ?? 0);
      const width = ((bytes[at + 7] ?? 0) << 8) | (bytes[at + 8] ?? 0);
      return width > 0 && height > 0 ? { width, height } : null;
    }
    at += 2 + (((bytes[at + 2] ?? 0) << 8) | (bytes[at + 3] ?? 0));
  }
  return null;
}

/** A PNG's size from its IHDR chunk, which must come first (decoders refuse a PNG whose first chunk is another). */
function pngSize(bytes: Uint8Array): PhotoSize | null {
  if (bytes.length < 24 || Buffer.from(bytes.subarray(12, 16)).toString('latin1') !== 'IHDR') return null;
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const width = view.readUInt32BE(16);
  const height = view.readUInt32BE(20);
  return width > 0 && height > 0 ? { width, height } : null;
}

/** The size a photo's header declares, read without decoding it; null when its header declares none. */
export function declaredPhotoSize(bytes: Uint8Array, mime: PhotoMime): PhotoSize | null {
  return mime === 'image/jpeg' ? jpegSize(bytes) : pngSize(bytes);
}
