import crypto from 'node:crypto';

/** Tokens, codes and captchas are stored as SHA-256 digests only: a copy of the database logs nobody in. */
export function hashSecret(secret: string): string {
  return crypto.createHash('sha256').update(secret).digest('hex');
}

/** An opaque bearer token: 32 random bytes, URL-safe. */
export function randomToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

export function randomDigits(length: number): string {
  let digits = '';
  for (let i = 0; i < length; i += 1) digits += String(crypto.randomInt(10));
  return digits;
}

/** Phone masking of spec section 5: first 3 and last 4 digits. */
export function maskMobile(mobile: string): string {
  return mobile.length >= 7 ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}` : '***';
}
