import { type StoragePort } from '../ports';
import { storageKeys } from '../storage';
import { type RandomSource, randomId } from '../format/randomId';

/** A stored machine id: the timestamp it was made at, a dash and 8 letters or digits (as machineIdOf writes it). */
const MACHINE_ID = /^\d{10,16}-[A-Za-z0-9]{8}$/;

/**
 * The meter uuid, the meter charge's machineId (spec sections 3 and 9: "a timestamp created once"): made on the first
 * call of an install from the time and 8 random characters (two phones starting in the same millisecond stay apart),
 * kept under storageKeys.meterUuid and the same ever after. A stored value of another form (tampered, another
 * version's) is replaced. Not a secret and nothing personal: it only tells this phone's meter sessions apart.
 */
export function machineIdOf(storage: StoragePort, now: number, random?: RandomSource): string {
  const stored = storage.get(storageKeys.meterUuid);
  if (stored !== null && MACHINE_ID.test(stored)) return stored;
  const made = `${Math.max(0, Math.floor(now))}-${randomId(8, random)}`;
  try {
    storage.set(storageKeys.meterUuid, made);
  } catch {
    // Storage full or refused: this start still has its id, the next one makes another.
  }
  return made;
}
