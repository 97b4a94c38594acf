import zlib from 'node:zlib';

export type Rgb = readonly [number, number, number];

/** An RGB raster with the few shapes the generated room photos need. */
export class Raster {
  readonly pixels: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
    background: Rgb,
  ) {
    this.pixels = new Uint8Array(width * height * 3);
    this.rect(0, 0, width, height, background);
  }

  rect(x: number, y: number, w: number, h: number, colour: Rgb): void {
    const left = Math.max(0, Math.round(x));
    const top = Math.max(0, Math.round(y));
    const right = Math.min(this.width, Math.round(x + w));
    const bottom = Math.min(this.height, Math.round(y + h));
    for (let row = top; row < bottom; row += 1) {
      for (let column = left; column < right; column += 1) this.set(column, row, colour);
    }
  }

  /** A rectangle outline `thickness` pixels wide. */
  frame(x: number, y: number, w: number, h: number, thickness: number, colour: Rgb): void {
    this.rect(x, y, w, thickness, colour);
    this.rect(x, y + h - thickness, w, thickness, colour);
    this.rect(x, y, thickness, h, colour);
    this.rect(x + w - thickness, y, thickness, h, colour);
  }

  circle(cx: number, cy: number, radius: number, colour: Rgb): void {
    for (let row = Math.floor(cy - radius); row <= Math.ceil(cy + radius); row += 1) {
      for (let column = Math.floor(cx - radius); column <= Math.ceil(cx + radius); column += 1) {
        if ((column - cx) ** 2 + (row - cy) ** 2 <= radius ** 2) this.set(column, row, colour);
      }
    }
  }

  /** A floor in perspective: a trapezoid from the wall's bottom edge (narrow) to the picture's bottom (full width). */
  trapezoid(top: number, bottom: number, topLeft: number, topRight: number, colour: Rgb): void {
    for (let row = Math.round(top); row < Math.round(bottom); row += 1) {
      const t = (row - top) / Math.max(1, bottom - top);
      const left = topLeft * (1 - t);
      const right = topRight + (this.width - topRight) * t;
      this.rect(left, row, right - left, 1, colour);
    }
  }

  private set(x: number, y: number, [r, g, b]: Rgb): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const offset = (y * this.width + x) * 3;
    this.pixels[offset] = r;
    this.pixels[offset + 1] = g;
    this.pixels[offset + 2] = b;
  }

  /**
   * PNG: 8-bit truecolour, filter "Up" per row (flat shapes compress to almost nothing). `level`: zlib's; a
   * noisy picture drawn per request (the captcha) takes a cheaper one.
   */
  toPng(level = 9): Buffer {
    const stride = this.width * 3;
    const filtered = Buffer.alloc((stride + 1) * this.height);
    for (let row = 0; row < this.height; row += 1) {
      const out = row * (stride + 1);
      filtered[out] = 2;
      for (let index = 0; index < stride; index += 1) {
        const here = this.pixels[row * stride + index] ?? 0;
        const above = row === 0 ? 0 : this.pixels[(row - 1) * stride + index] ?? 0;
        filtered[out + 1 + index] = (here - above) & 0xff;
      }
    }
    const header = Buffer.alloc(13);
    header.writeUInt32BE(this.width, 0);
    header.writeUInt32BE(this.height, 4);
    header.set([8, 2, 0, 0, 0], 8);
    return Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', zlib.deflateSync(filtered, { level })),
      chunk('IEND', Buffer.alloc(0)),
    ]);
  }
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length, 0);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(typed), 0);
  return Buffer.concat([length, typed, crc]);
}
