import { DEFAULT_RANDOM_ID_LENGTH } from '../constants';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A source of numbers in [0, 1), like Math.random; injected so tests are deterministic. */
export type RandomSource = () => number;

/** A random id of letters and digits (default 8 characters). Not for secrets: Math.random is not crypto. */
export function randomId(length: number = DEFAULT_RANDOM_ID_LENGTH, random: RandomSource = Math.random): string {
  if (!Number.isInteger(length) || length < 0) {
    throw new RangeError(`randomId length must be a non-negative integer, got ${length}`);
  }
  let id = '';
  for (let i = 0; i < length; i += 1) {
    // Clamp guards a source that returns 1 or a value outside [0, 1).
    const index = Math.min(ALPHABET.length - 1, Math.max(0, Math.floor(random() * ALPHABET.length)));
    id += ALPHABET[index] ?? ALPHABET[0];
  }
  return id;
}
