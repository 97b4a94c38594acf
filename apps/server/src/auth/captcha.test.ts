import { CAPTCHA_ALPHABET, randomCaptchaCode, renderCaptchaSvg } from './captcha';
import { captchaGlyphs } from './captchaGlyphs';

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

  it('draws the code as strokes: the answer is not in the image source, and two drawings differ', () => {
    const first = renderCaptchaSvg('WXYZ');
    expect(first).not.toMatch(/W.?X.?Y.?Z/);
    expect(first).not.toContain('<text');
    expect(renderCaptchaSvg('WXYZ')).not.toBe(first);
  });
});
