import zlib from 'node:zlib';
import { BusinessError } from '../http/errors';

/** A decoded signature larger than this is refused (the data URL is capped by the catalogue as well). */
export const SIGNATURE_MAX_BYTES = 150 * 1024;
const MIN_SIDE = 64;
const MAX_SIDE = 4096;
const MAX_PIXELS = 4_000_000;
/** Ink a signature must show: this many dark pixels, spread over a fifth of the pad's width or a third of its height. */
const MIN_INK_PIXELS = 50;

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const CHANNELS: Readonly<Record<number, number>> = { 0: 1, 2: 3, 4: 2, 6: 4 };

const refused = (message: string) => new BusinessError('SIGN_IMAGE_INVALID', message);
const unreadable = () => refused('签名图片无法识别，请重新签名');

export interface Signature {
  png: Buffer;
  width: number;
  height: number;
  inkPixels: number;
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/**
 * Reads the pad's PNG (8-bit grey, RGB or with alpha, not interlaced: what canvases write) and counts its ink, so an
 * empty pad or a dot is refused whatever its file size. Anything else is refused before it is stored.
 */
export function readSignature(dataUrl: string): Signature {
  const png = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  if (png.length > SIGNATURE_MAX_BYTES) throw refused('签名图片过大，请重新签名');
  if (png.length < 33 || !png.subarray(0, 8).equals(PNG_MAGIC) || png.toString('latin1', 12, 16) !== 'IHDR') throw unreadable();
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const [depth, colourType, , , interlace] = png.subarray(24, 29);
  const channels = colourType === undefined ? undefined : CHANNELS[colourType];
  if (depth !== 8 || channels === undefined || interlace !== 0) throw refused('签名图片格式不支持，请重新签名');
  if (width < MIN_SIDE || height < MIN_SIDE / 2 || width > MAX_SIDE || height > MAX_SIDE || width * height > MAX_PIXELS) throw refused('签名图片尺寸有误，请重新签名');

  const parts: Buffer[] = [];
  for (let at = 8; at + 8 <= png.length; ) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    if (at + 12 + length > png.length) throw unreadable();
    if (type === 'IDAT') parts.push(png.subarray(at + 8, at + 8 + length));
    if (type === 'IEND') break;
    at += 12 + length;
  }
  const stride = width * channels;
  let raw: Buffer;
  try {
    // Never inflate more than the image can hold: a small file must not become a huge buffer.
    raw = zlib.inflateSync(Buffer.concat(parts), { maxOutputLength: height * (stride + 1) });
  } catch {
    throw unreadable();
  }
  if (raw.length !== height * (stride + 1)) throw unreadable();

  const previous = new Uint8Array(stride);
  const row = new Uint8Array(stride);
  let inkPixels = 0;
  let [left, right, top, bottom] = [width, -1, height, -1];
  for (let y = 0; y < height; y += 1) {
    const filter = raw[y * (stride + 1)];
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let x = 0; x < stride; x += 1) {
      const a = x >= channels ? (row[x - channels] ?? 0) : 0;
      const b = previous[x] ?? 0;
      const c = x >= channels ? (previous[x - channels] ?? 0) : 0;
      const value = line[x] ?? 0;
      const predicted = filter === 0 ? 0 : filter === 1 ? a : filter === 2 ? b : filter === 3 ? (a + b) >> 1 : filter === 4 ? paeth(a, b, c) : -1;
      if (predicted < 0) throw unreadable();
      row[x] = (value + predicted) & 0xff;
    }
    for (let x = 0; x < width; x += 1) {
      const at = x * channels;
      const grey = channels <= 2;
      const luminance = grey ? (row[at] ?? 0) : 0.299 * (row[at] ?? 0) + 0.587 * (row[at + 1] ?? 0) + 0.114 * (row[at + 2] ?? 0);
      const alpha = channels === 2 ? (row[at + 1] ?? 0) : channels === 4 ? (row[at + 3] ?? 0) : 255;
      if (alpha >= 128 && luminance < 160) {
        inkPixels += 1;
        left = Math.min(left, x);
        right = Math.max(right, x);
        top = Math.min(top, y);
        bottom = Math.max(bottom, y);
      }
    }
    previous.set(row);
  }
  if (inkPixels === 0) throw refused('签名为空，请重新签名');
  const spread = Math.max((right - left + 1) / width / 0.2, (bottom - top + 1) / height / (1 / 3));
  if (inkPixels < MIN_INK_PIXELS || spread < 1) throw refused('签名过短，请签写完整姓名');
  return { png, width, height, inkPixels };
}
