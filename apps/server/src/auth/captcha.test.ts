import zlib from 'node:zlib';
import { startTestServer } from '../testing/testServer';
import { CAPTCHA_ALPHABET, CAPTCHA_HEIGHT, CAPTCHA_WIDTH, randomCaptchaCode, renderCaptchaPng } from './captcha';
import { captchaGlyphs } from './captchaGlyphs';
import { solveByGlyphPaths } from './captchaSolver';
import oldSvgCaptchas from './captchaSolver.fixture.json';

/** The chunks of a PNG file, by type. */
function pngChunks(png: Buffer): { type: string; data: Buffer }[] {
  const chunks: { type: string; data: Buffer }[] = [];
  for (let offset = 8; offset < png.length; ) {
    const length = png.readUInt32BE(offset);
    chunks.push({ type: png.toString('ascii', offset + 4, offset + 8), data: png.subarray(offset + 8, offset + 8 + length) });
    offset += 12 + length;
  }
  return chunks;
}

describe('captcha', () => {
  it('has a drawing for every character it may pick, on the 4 x 6 grid', () => {
    for (const char of CAPTCHA_ALPHABET) {
      const strokes = captchaGlyphs[char];
      expect(strokes?.length).toBeGreaterThan(0);
      for (const [x, y] of (strokes ?? []).flat()) {
        expect(x).toBeGreaterThanOrEqual(0);
        expect(x).toBeLessThanOrEqual(4);
        expect(y).toBeGreaterThanOrEqual(0);
        expect(y).toBeLessThanOrEqual(6);
      }
    }
  });

  it('picks 4 unambiguous characters', () => {
    for (let i = 0; i < 200; i += 1) expect(randomCaptchaCode()).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{4}$/);
  });

  it('draws the code as pixels: a PNG with nothing but its size and pixels, never twice the same', () => {
    const png = renderCaptchaPng('WXYZ');
    const chunks = pngChunks(png);
    expect(chunks.map((chunk) => chunk.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect([chunks[0]?.data.readUInt32BE(0), chunks[0]?.data.readUInt32BE(4)]).toEqual([CAPTCHA_WIDTH, CAPTCHA_HEIGHT]);
    const pixels = zlib.inflateSync(chunks[1]?.data ?? Buffer.alloc(0));
    expect(pixels.length).toBe((CAPTCHA_WIDTH * 3 + 1) * CAPTCHA_HEIGHT);
    expect(renderCaptchaPng('WXYZ').equals(png)).toBe(false);
  });
});

// Issue 16 item 4: a program read the old SVG captcha's glyph paths and solved 2,000 of 2,000.
describe('the glyph-path solver', () => {
  it('solves every old SVG captcha (the attack is real)', () => {
    for (const { answer, svg } of oldSvgCaptchas) {
      expect(solveByGlyphPaths(`data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`)).toBe(answer);
    }
  });

  it('solves none of the captchas the server hands out, while their answers still log in', async () => {
    const server = await startTestServer();
    try {
      let solved = 0;
      for (let i = 0; i < 30; i += 1) {
        const image = await server.call<{ captchaId: string; image: string }>('GET', '/tapp/v1/verify-code/code-image');
        const { captchaId, image: dataUrl } = image.body.data ?? { captchaId: '', image: '' };
        expect(dataUrl).toMatch(/^data:image\/png;base64,/);
        const answer = (await server.call<{ code: string }>('GET', '/__dev/captcha-code', { query: { captchaId } })).body.data?.code;
        if (solveByGlyphPaths(dataUrl) === answer) solved += 1;
      }
      expect(solved).toBe(0);
      // The answer as a person reads it still gets the SMS code and the login.
      expect(await server.loginByPhone('13700003333')).toEqual(expect.any(String));
    } finally {
      await server.close();
    }
    // A busy CI machine draws 30 pictures and logs in slower than Jest's 5 s default.
  }, 30_000);
});
