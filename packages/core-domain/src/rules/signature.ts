import { z } from 'zod';
import { textField } from '../validation/text';

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

/** One @, no spaces, a dotted domain (as person info checks an email). */
export const EMAIL_PATTERN = /^[^@\s]+@[^@\s.]+(\.[^@\s.]+)+$/;
const EMAIL = EMAIL_PATTERN;
export const CONTRACT_PREFILL_MAX_LENGTHS = { company: 50, email: 100, occupation: 30 } as const;

/**
 * What the tenant adds before signing (contract/pre): the employer (optional: students and the self-employed have
 * none), the email the signed contract is sent to, and the occupation. The form, the catalogue and the server read it.
 */
export const ContractPrefillSchema = z.object({
  company: textField({
    max: { length: CONTRACT_PREFILL_MAX_LENGTHS.company, message: `工作单位最多${CONTRACT_PREFILL_MAX_LENGTHS.company}个字` },
    emoji: '工作单位不能包含表情符号',
  }).default(''),
  email: textField({
    min: { length: 1, message: '请填写邮箱，电子合同将发送至该邮箱' },
    max: { length: CONTRACT_PREFILL_MAX_LENGTHS.email, message: `邮箱最多${CONTRACT_PREFILL_MAX_LENGTHS.email}个字符` },
    emoji: '邮箱格式不正确',
    pattern: { regex: EMAIL, message: '邮箱格式不正确' },
    spacing: 'none',
  }),
  occupation: textField({
    min: { length: 1, message: '请填写职业' },
    max: { length: CONTRACT_PREFILL_MAX_LENGTHS.occupation, message: `职业最多${CONTRACT_PREFILL_MAX_LENGTHS.occupation}个字` },
    emoji: '职业不能包含表情符号',
  }),
});
export type ContractPrefill = z.infer<typeof ContractPrefillSchema>;
