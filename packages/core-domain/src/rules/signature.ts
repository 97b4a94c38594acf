// The handwritten signature as the pad records it (the lease and the commitment letter are signed this way). The pad
// checks the strokes before it makes an image, so an empty pad or a dot is refused at once with a clear message; the
// server checks the image's ink again (apps/server/src/contracts/signatureImage.ts), whatever sent it.

export interface SignaturePoint {
  x: number;
  y: number;
}

/** One stroke: the points from touching the pad to lifting the finger, in the pad's own pixels. */
export type SignatureStroke = readonly SignaturePoint[];

export interface PadSize {
  width: number;
  height: number;
}

/** A name written by hand has at least this many sampled points in all... */
export const SIGNATURE_MIN_POINTS = 20;
/** ...and this much ink, as a share of the pad's width (a 600 px pad: 180 px of line). */
export const SIGNATURE_MIN_LENGTH_SHARE = 0.3;
/** ...spread over a fifth of the pad's width or a third of its height, as the server asks of the image. */
export const SIGNATURE_MIN_SPREAD = { width: 0.2, height: 1 / 3 } as const;

export const SIGNATURE_TEXT = {
  empty: '请在签名区域内手写签名',
  tooShort: '签名过短，请签写完整姓名',
} as const;

function strokeLength(stroke: SignatureStroke): number {
  let length = 0;
  for (let index = 1; index < stroke.length; index += 1) {
    const from = stroke[index - 1];
    const to = stroke[index];
    if (from !== undefined && to !== undefined) length += Math.hypot(to.x - from.x, to.y - from.y);
  }
  return length;
}

/** What is wrong with these strokes as a signature on a pad of `pad` size, or null when they will do. */
export function signatureProblem(strokes: readonly SignatureStroke[], pad: PadSize): string | null {
  const points = strokes.flat().filter((point) => Number.isFinite(point.x) && Number.isFinite(point.y));
  if (points.length === 0 || pad.width <= 0 || pad.height <= 0) return SIGNATURE_TEXT.empty;
  const length = strokes.reduce((sum, stroke) => sum + strokeLength(stroke), 0);
  const xs = points.map((point) => point.x);
  const ys = points.map((point) => point.y);
  const spreadX = (Math.max(...xs) - Math.min(...xs)) / pad.width;
  const spreadY = (Math.max(...ys) - Math.min(...ys)) / pad.height;
  const spread = spreadX >= SIGNATURE_MIN_SPREAD.width || spreadY >= SIGNATURE_MIN_SPREAD.height;
  if (points.length < SIGNATURE_MIN_POINTS || length < pad.width * SIGNATURE_MIN_LENGTH_SHARE || !spread) return SIGNATURE_TEXT.tooShort;
  return null;
}
