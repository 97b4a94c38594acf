import { SIGNATURE_TEXT, signatureProblem, type SignatureStroke } from './signature';

const pad = { width: 600, height: 300 };

/** A horizontal zig-zag from x0 to x1, one point every `step` px. */
function zigzag(x0: number, x1: number, step = 5): SignatureStroke {
  const points = [];
  for (let x = x0, up = true; x <= x1; x += step, up = !up) points.push({ x, y: up ? 120 : 180 });
  return points;
}

describe('signatureProblem', () => {
  it('refuses an empty pad', () => {
    expect(signatureProblem([], pad)).toBe(SIGNATURE_TEXT.empty);
    expect(signatureProblem([[]], pad)).toBe(SIGNATURE_TEXT.empty);
    expect(signatureProblem([[{ x: Number.NaN, y: 1 }]], pad)).toBe(SIGNATURE_TEXT.empty);
  });

  it('refuses a dot, a short dash and a scribble in one corner', () => {
    expect(signatureProblem([[{ x: 300, y: 150 }]], pad)).toBe(SIGNATURE_TEXT.tooShort);
    expect(signatureProblem([zigzag(100, 150, 10)], pad)).toBe(SIGNATURE_TEXT.tooShort);
    // Many points and much ink, but all inside a 40 x 40 corner.
    const corner = Array.from({ length: 60 }, (_, index) => ({ x: 10 + ((index * 7) % 40), y: 10 + ((index * 13) % 40) }));
    expect(signatureProblem([corner], pad)).toBe(SIGNATURE_TEXT.tooShort);
  });

  it('accepts a name written across the pad, in one stroke or several', () => {
    expect(signatureProblem([zigzag(100, 400)], pad)).toBeNull();
    expect(signatureProblem([zigzag(60, 160), zigzag(200, 300), zigzag(340, 440)], pad)).toBeNull();
  });

  it('accepts a tall signature on a narrow (portrait) pad', () => {
    const tall = Array.from({ length: 40 }, (_, index) => ({ x: 100 + (index % 2) * 30, y: 40 + index * 8 }));
    expect(signatureProblem([tall], { width: 320, height: 400 })).toBeNull();
  });
});
