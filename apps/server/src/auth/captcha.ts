import crypto from 'node:crypto';
import type { Db } from '../db/database';
import { errors } from '../http/errors';
import type { ServerClock } from '../clock';
import { captchaGlyphs } from './captchaGlyphs';
import { hashSecret } from './secrets';

/** Letters and digits that cannot be mistaken for each other (no 0/O, 1/I/L). */
export const CAPTCHA_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 4;
export const CAPTCHA_TTL_MS = 5 * 60 * 1000;

export interface CaptchaImage {
  uniqueId: string;
  svg: string;
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
      return { uniqueId, svg: renderCaptchaSvg(code) };
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

const WIDTH = 120;
const HEIGHT = 40;
/** Pixels per grid unit of a glyph (4 x 6 units: about 18 x 27 px). */
const SCALE = 4.5;

function between(min: number, max: number): number {
  return min + (crypto.randomInt(1001) * (max - min)) / 1000;
}

function darkColour(): string {
  return `rgb(${crypto.randomInt(20, 120)},${crypto.randomInt(20, 120)},${crypto.randomInt(20, 120)})`;
}

/** One character as stroked paths, each point nudged a little so no two images of a letter are alike. */
function glyphPaths(char: string, centreX: number, centreY: number): string {
  const strokes = captchaGlyphs[char];
  if (!strokes) throw new Error(`no captcha glyph for ${char}`);
  const angle = between(-25, 25).toFixed(1);
  const scale = between(0.9, 1.15);
  const colour = darkColour();
  const paths = strokes.map((stroke) => {
    const d = stroke
      .map(([x, y], index) => `${index === 0 ? 'M' : 'L'}${((x - 2) * SCALE * scale + between(-0.8, 0.8)).toFixed(1)} ${((y - 3) * SCALE * scale + between(-0.8, 0.8)).toFixed(1)}`)
      .join(' ');
    return `<path d="${d}"/>`;
  });
  return `<g transform="translate(${centreX.toFixed(1)} ${centreY.toFixed(1)}) rotate(${angle})" fill="none" stroke="${colour}" stroke-width="${between(2.2, 3).toFixed(1)}" stroke-linecap="round" stroke-linejoin="round">${paths.join('')}</g>`;
}

/** A 120x40 SVG: each character drawn as rotated, jittered strokes, crossed by curved noise lines and dots. */
export function renderCaptchaSvg(code: string): string {
  const parts: string[] = [`<rect width="${WIDTH}" height="${HEIGHT}" fill="rgb(${crypto.randomInt(225, 250)},${crypto.randomInt(225, 250)},${crypto.randomInt(225, 250)})"/>`];
  const step = WIDTH / (code.length + 1);
  [...code].forEach((char, index) => {
    parts.push(glyphPaths(char, step * (index + 1) + between(-4, 4), HEIGHT / 2 + between(-3, 3)));
  });
  for (let i = 0; i < 4; i += 1) {
    const d = `M${between(0, 20).toFixed(1)} ${between(5, 35).toFixed(1)} C${between(20, 60).toFixed(1)} ${between(0, 40).toFixed(1)},${between(60, 100).toFixed(1)} ${between(0, 40).toFixed(1)},${between(100, 120).toFixed(1)} ${between(5, 35).toFixed(1)}`;
    parts.push(`<path d="${d}" stroke="${darkColour()}" stroke-width="${between(1, 2).toFixed(1)}" fill="none"/>`);
  }
  for (let i = 0; i < 30; i += 1) {
    parts.push(`<circle cx="${between(0, WIDTH).toFixed(1)}" cy="${between(0, HEIGHT).toFixed(1)}" r="${between(0.5, 1.5).toFixed(1)}" fill="${darkColour()}"/>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${parts.join('')}</svg>`;
}
