import crypto from 'node:crypto';
import { Raster } from '../houses/media/png';

/**
 * The picture of a flow code (contract/qrcode) as a PNG data URL (every shell's image component shows one): a
 * QR-code-like grid drawn from the code's hash with the three finder squares, as the reference server draws the city
 * WeChat codes. An operator's backend sends the real QR code of the same text; the page shows the text under it for
 * the housekeeper to type when a scan fails.
 */
export function flowCodePicture(code: string): string {
  const size = 25;
  const bits = crypto.createHash('sha512').update(code).digest();
  const inFinder = (x: number, y: number) => (x < 7 || x >= size - 7) && (y < 7 || y >= size - 7) && !(x >= size - 7 && y >= size - 7);
  const finderOn = (x: number, y: number) => {
    const dx = x < 7 ? x : x - (size - 7);
    const dy = y < 7 ? y : y - (size - 7);
    return dx === 0 || dx === 6 || dy === 0 || dy === 6 || (dx >= 2 && dx <= 4 && dy >= 2 && dy <= 4);
  };
  const cell = 10;
  const picture = new Raster(size * cell + 40, size * cell + 40, [255, 255, 255]);
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const index = y * size + x;
      const on = inFinder(x, y) ? finderOn(x, y) : (((bits[index % bits.length] ?? 0) >> (index % 8)) & 1) === 1;
      if (on) picture.rect(x * cell + 20, y * cell + 20, cell, cell, [17, 17, 17]);
    }
  }
  return `data:image/png;base64,${picture.toPng().toString('base64')}`;
}
