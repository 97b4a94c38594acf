import crypto from 'node:crypto';

/**
 * An operator's password as a salted scrypt hash that names its own cost (`scrypt$N$r$p$salt$hash`), so a later,
 * higher cost checks old hashes still. N 2^14 (16 MB, tens of ms) is run off the event loop at each login.
 */
const COST = { N: 1 << 14, r: 8, p: 1 } as const;
const KEY_BYTES = 32;
const MAX_MEMORY = 64 * 1024 * 1024;

interface StoredHash {
  cost: crypto.ScryptOptions;
  salt: Buffer;
  hash: Buffer;
}

function parse(stored: string): StoredHash | null {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || salt === undefined || hash === undefined) return null;
  return { cost: { N: Number(n), r: Number(r), p: Number(p), maxmem: MAX_MEMORY }, salt: Buffer.from(salt, 'base64'), hash: Buffer.from(hash, 'base64') };
}

/** A new hash of `password` (the CLI and the demo seed; synchronous, they have no event loop to keep free). */
export function hashOperatorPassword(password: string): string {
  const salt = crypto.randomBytes(16);
  const hash = crypto.scryptSync(password.normalize('NFC'), salt, KEY_BYTES, { ...COST, maxmem: MAX_MEMORY });
  return `scrypt$${COST.N}$${COST.r}$${COST.p}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

function scrypt(password: string, salt: Buffer, cost: crypto.ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    crypto.scrypt(password.normalize('NFC'), salt, KEY_BYTES, cost, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/**
 * Whether `password` matches `stored`; with no stored hash (a name without an account) the same work is done on a
 * throwaway salt, so the answer's time tells nothing about which names exist.
 */
export async function operatorPasswordMatches(password: string, stored: string | null): Promise<boolean> {
  const parsed = stored === null ? null : parse(stored);
  if (parsed === null) {
    await scrypt(password, crypto.randomBytes(16), { ...COST, maxmem: MAX_MEMORY });
    return false;
  }
  const key = await scrypt(password, parsed.salt, parsed.cost);
  return key.length === parsed.hash.length && crypto.timingSafeEqual(key, parsed.hash);
}
