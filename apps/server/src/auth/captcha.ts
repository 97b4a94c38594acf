import crypto from 'node:crypto';
import type { Db } from '../db/database';
import { errors } from '../http/errors';
import type { ServerClock } from '../clock';
import { Raster } from '../houses/media/png';
import { captchaGlyphs } from './captchaGlyphs';
import { hashSecret } from './secrets';

/** Letters and digits that cannot be mistaken for each other (no 0/O, 1/I/L). */
export const CAPTCHA_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 4;
export const CAPTCHA_TTL_MS = 5 * 60 * 1000;

export interface CaptchaImage {
  uniqueId: string;
  png: Buffer;
}

export interface CaptchaService {
  /** A new captcha for uniqueId (a new id when none is given); a second request for the same id replaces it. */
  issue(uniqueId?: string): CaptchaImage;
  /** Checks the answer. One attempt per captcha: right or wrong, it is gone afterwards. */
  consume(uniqueId: string, answer: string): void;
}

export interface CaptchaOptions {
  generateCode?: () => string;
  /** Called with each new code: only the dev flag wires this up, so tests can answer the captcha. */
  reveal?: (uniqueId: string, code: string) => void;
}

export function createCaptchaService(db: Db, clock: ServerClock, options: CaptchaOptions = {}): CaptchaService {
  const generateCode = options.generateCode ?? randomCaptchaCode;
  const upsert = db.prepare(`INSERT INTO captchas (unique_id, code_hash, expires_at) VALUES (?, ?, ?)
    ON CONFLICT (unique_id) DO UPDATE SET code_hash = excluded.code_hash, expires_at = excluded.expires_at`);
  const take = db.prepare('DELETE FROM captchas WHERE unique_id = ? RETURNING code_hash, expires_at');
  const purge = db.prepare('DELETE FROM captchas WHERE expires_at < ?');
  return {
    issue(uniqueId = crypto.randomUUID()) {
      const code = generateCode();
      purge.run(clock.now());
      upsert.run(uniqueId, hashSecret(code), clock.now() + CAPTCHA_TTL_MS);
      options.reveal?.(uniqueId, code);
      return { uniqueId, png: renderCaptchaPng(code) };
    },
    consume(uniqueId, answer) {
      const row = take.get(uniqueId) as { code_hash: string; expires_at: number } | undefined;
      if (!row || row.expires_at < clock.now()) throw errors.captchaExpired();
      if (hashSecret(answer.trim().toUpperCase()) !== row.code_hash) throw errors.captchaWrong();
    },
  };
}

export function randomCaptchaCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i += 1) code += CAPTCHA_ALPHABET[crypto.randomInt(CAPTCHA_ALPHABET.length)];
  return code;
}

/** The picture's size: twice the 120 x 40 the login form shows it at, so it stays sharp on phone screens. */
export const CAPTCHA_WIDTH = 240;
export const CAPTCHA_HEIGHT = 80;
/** Pixels per grid unit of a glyph (4 x 6 units: about 30 x 45 px before its own scale). */
const SCALE = 7.5;

type Point = [number, number];
type Rgb = readonly [number, number, number];

function between(min: number, max: number): number {
  return min + (crypto.randomInt(1_000_001) * (max - min)) / 1_000_000;
}

function darkColour(): Rgb {
  return [crypto.randomInt(10, 110), crypto.randomInt(10, 110), crypto.randomInt(10, 110)];
}

/** Splits a polyline into steps of about 2 px, so the warp bends straight strokes into curves. */
function densify(points: readonly Point[]): Point[] {
  const result: Point[] = [];
  points.forEach(([x, y], index) => {
    const next = points[index + 1];
    if (next === undefined) {
      result.push([x, y]);
      return;
    }
    const steps = Math.max(1, Math.ceil(Math.hypot(next[0] - x, next[1] - y) / 2));
    for (let step = 0; step < steps; step += 1) result.push([x + ((next[0] - x) * step) / steps, y + ((next[1] - y) * step) / steps]);
  });
  return result;
}

/** A smooth random displacement of the whole picture: the same letter never has the same outline twice. */
function randomWarp(): (point: Point) => Point {
  const waves = [0, 1].map(() => ({ amplitude: between(2, 4), length: between(45, 90), phase: between(0, 2 * Math.PI) }));
  const [across, down] = waves as [(typeof waves)[0], (typeof waves)[0]];
  return ([x, y]) => [
    x + across.amplitude * Math.sin((2 * Math.PI * y) / across.length + across.phase),
    y + down.amplitude * Math.sin((2 * Math.PI * x) / down.length + down.phase),
  ];
}

/** Pixels drawn with coverage (anti-aliased), blended over what is there. */
class Canvas {
  readonly raster: Raster;

  constructor() {
    this.raster = new Raster(CAPTCHA_WIDTH, CAPTCHA_HEIGHT, [crypto.randomInt(225, 250), crypto.randomInt(225, 250), crypto.randomInt(225, 250)]);
  }

  blend(x: number, y: number, colour: Rgb, alpha: number): void {
    if (x < 0 || y < 0 || x >= CAPTCHA_WIDTH || y >= CAPTCHA_HEIGHT || alpha <= 0) return;
    const offset = (y * CAPTCHA_WIDTH + x) * 3;
    const pixels = this.raster.pixels;
    for (let channel = 0; channel < 3; channel += 1) {
      pixels[offset + channel] = Math.round((pixels[offset + channel] ?? 0) * (1 - alpha) + colour[channel]! * alpha);
    }
  }

  /** A polyline of the given width: each pixel takes the coverage of its nearest segment, blended once. */
  stroke(points: readonly Point[], width: number, colour: Rgb, opacity = 1): void {
    const half = width / 2;
    const coverage = new Float32Array(CAPTCHA_WIDTH * CAPTCHA_HEIGHT);
    let [left, top, right, bottom] = [CAPTCHA_WIDTH, CAPTCHA_HEIGHT, -1, -1];
    for (let index = 0; index + 1 < points.length; index += 1) {
      const [ax, ay] = points[index]!;
      const [bx, by] = points[index + 1]!;
      const dx = bx - ax;
      const dy = by - ay;
      const lengthSquared = dx * dx + dy * dy || 1;
      const y0 = Math.max(0, Math.floor(Math.min(ay, by) - half - 1));
      const y1 = Math.min(CAPTCHA_HEIGHT - 1, Math.ceil(Math.max(ay, by) + half + 1));
      const x0 = Math.max(0, Math.floor(Math.min(ax, bx) - half - 1));
      const x1 = Math.min(CAPTCHA_WIDTH - 1, Math.ceil(Math.max(ax, bx) + half + 1));
      [left, top, right, bottom] = [Math.min(left, x0), Math.min(top, y0), Math.max(right, x1), Math.max(bottom, y1)];
      for (let y = y0; y <= y1; y += 1) {
        for (let x = x0; x <= x1; x += 1) {
          const t = Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / lengthSquared));
          const ex = x - (ax + t * dx);
          const ey = y - (ay + t * dy);
          const here = Math.min(1, half + 0.5 - Math.sqrt(ex * ex + ey * ey));
          const key = y * CAPTCHA_WIDTH + x;
          if (here > coverage[key]!) coverage[key] = here;
        }
      }
    }
    for (let y = top; y <= bottom; y += 1) {
      for (let x = left; x <= right; x += 1) this.blend(x, y, colour, opacity * coverage[y * CAPTCHA_WIDTH + x]!);
    }
  }
}

/**
 * The captcha as a PNG drawn here, pixel by pixel: nothing in the file names a character or a stroke. Each
 * character is the stroke font's glyph rotated, scaled, sheared and jittered, then the whole picture is warped;
 * crossing curves as thick as the letters, short decoy strokes in the letters' colours and speckles cover it.
 */
export function renderCaptchaPng(code: string): Buffer {
  const canvas = new Canvas();
  const warp = randomWarp();
  for (let i = 0; i < 260; i += 1) {
    canvas.blend(crypto.randomInt(CAPTCHA_WIDTH), crypto.randomInt(CAPTCHA_HEIGHT), darkColour(), between(0.15, 0.45));
  }
  const colours = [...code].map(() => darkColour());
  // Decoys first, thin and pale under the letters: strokes of other glyphs anywhere in the picture.
  const glyphNames = Object.keys(captchaGlyphs);
  for (let i = 0; i < 6; i += 1) {
    const strokes = captchaGlyphs[glyphNames[crypto.randomInt(glyphNames.length)]!]!;
    const stroke = strokes[crypto.randomInt(strokes.length)]!;
    const [ox, oy] = [between(0, CAPTCHA_WIDTH), between(0, CAPTCHA_HEIGHT)];
    const size = between(2.5, 4);
    const points = stroke.map(([x, y]): Point => [ox + (x - 2) * size, oy + (y - 3) * size]);
    canvas.stroke(densify(points).map(warp), between(1.5, 2.2), colours[i % colours.length]!, between(0.3, 0.45));
  }
  const step = CAPTCHA_WIDTH / (code.length + 1);
  [...code].forEach((char, index) => {
    const strokes = captchaGlyphs[char];
    if (!strokes) throw new Error(`no captcha glyph for ${char}`);
    const angle = (between(-22, 22) * Math.PI) / 180;
    const scale = between(0.85, 1.1);
    const shear = between(-0.3, 0.3);
    const centre: Point = [step * (index + 1) + between(-6, 6), CAPTCHA_HEIGHT / 2 + between(-5, 5)];
    const width = between(4.2, 5.6);
    for (const stroke of strokes) {
      const points = stroke.map(([gx, gy]): Point => {
        const x = (gx - 2) * SCALE * scale + between(-1.5, 1.5);
        const y = (gy - 3) * SCALE * scale + between(-1.5, 1.5);
        const sheared = x + shear * y;
        return [centre[0] + sheared * Math.cos(angle) - y * Math.sin(angle), centre[1] + sheared * Math.sin(angle) + y * Math.cos(angle)];
      });
      canvas.stroke(densify(points).map(warp), width, colours[index]!);
    }
  });
  // Curves across the letters, as thick as a letter's stroke, so none can be told apart by its width.
  for (let i = 0; i < 2; i += 1) {
    const [y0, y1, y2, y3] = [between(15, 65), between(0, 80), between(0, 80), between(15, 65)];
    const curve: Point[] = [];
    for (let t = 0; t <= 1; t += 1 / 60) {
      const u = 1 - t;
      curve.push([t * CAPTCHA_WIDTH, u * u * u * y0 + 3 * u * u * t * y1 + 3 * u * t * t * y2 + t * t * t * y3]);
    }
    canvas.stroke(curve.map(warp), between(2.5, 4), darkColour());
  }
  return canvas.raster.toPng(4);
}
