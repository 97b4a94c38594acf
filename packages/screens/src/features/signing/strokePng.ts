import type { PadSize, SignatureStroke } from '@aster/core-domain';

// The plain pad's image (Jest and tools, where there is no canvas): the strokes drawn 3 px wide on a white grey-scale
// bitmap, written as a PNG with stored (uncompressed) deflate blocks. The platform pads use their canvas's PNG.

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function u32(value: number): number[] {
  return [(value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff];
}

function chunk(type: string, data: Uint8Array): number[] {
  const typed = new Uint8Array([...type].map((char) => char.charCodeAt(0)).concat([...data]));
  return [...u32(data.length), ...typed, ...u32(crc32(typed))];
}

function zlibStored(raw: Uint8Array): Uint8Array {
  const out: number[] = [0x78, 0x01];
  for (let at = 0; at < raw.length || at === 0; at += 65535) {
    const block = raw.subarray(at, Math.min(raw.length, at + 65535));
    const final = at + 65535 >= raw.length ? 1 : 0;
    out.push(final, block.length & 0xff, block.length >>> 8, ~block.length & 0xff, (~block.length >>> 8) & 0xff, ...block);
    if (final) break;
  }
  let a = 1;
  let b = 0;
  for (const byte of raw) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  out.push(...u32(((b << 16) | a) >>> 0));
  return new Uint8Array(out);
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

function base64(bytes: readonly number[]): string {
  let text = '';
  for (let at = 0; at < bytes.length; at += 3) {
    const [b0 = 0, b1 = 0, b2 = 0] = [bytes[at], bytes[at + 1], bytes[at + 2]];
    const triple = (b0 << 16) | (b1 << 8) | b2;
    text += BASE64[(triple >>> 18) & 63] ?? '';
    text += BASE64[(triple >>> 12) & 63] ?? '';
    text += at + 1 < bytes.length ? (BASE64[(triple >>> 6) & 63] ?? '') : '=';
    text += at + 2 < bytes.length ? (BASE64[triple & 63] ?? '') : '=';
  }
  return text;
}

/** The strokes as a PNG data URL of `size` (whole pixels). */
export function strokesToPng(strokes: readonly SignatureStroke[], size: PadSize): string {
  const width = Math.round(size.width);
  const height = Math.round(size.height);
  const pixels = new Uint8Array(width * height).fill(255);
  const ink = (x: number, y: number) => {
    for (let dy = -1; dy <= 1; dy += 1) {
      for (let dx = -1; dx <= 1; dx += 1) {
        const px = Math.round(x) + dx;
        const py = Math.round(y) + dy;
        if (px >= 0 && py >= 0 && px < width && py < height) pixels[py * width + px] = 0;
      }
    }
  };
  for (const stroke of strokes) {
    stroke.forEach((to, index) => {
      const from = stroke[index - 1] ?? to;
      const steps = Math.max(1, Math.ceil(Math.hypot(to.x - from.x, to.y - from.y)));
      for (let step = 0; step <= steps; step += 1) ink(from.x + ((to.x - from.x) * step) / steps, from.y + ((to.y - from.y) * step) / steps);
    });
  }
  const raw = new Uint8Array(height * (width + 1));
  for (let y = 0; y < height; y += 1) raw.set(pixels.subarray(y * width, (y + 1) * width), y * (width + 1) + 1);
  const header = new Uint8Array([...u32(width), ...u32(height), 8, 0, 0, 0, 0]);
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...chunk('IHDR', header), ...chunk('IDAT', zlibStored(raw)), ...chunk('IEND', new Uint8Array())];
  return `data:image/png;base64,${base64(png)}`;
}
