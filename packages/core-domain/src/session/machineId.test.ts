import { storageKeys } from '../storage';
import { machineIdOf } from './machineId';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return { values, get: (key: string) => values.get(key) ?? null, set: (key: string, value: string) => void values.set(key, value), remove: (key: string) => void values.delete(key) };
}

describe('the meter uuid (machineId)', () => {
  it('is made once from the time and 8 random characters, stored, and the same ever after', () => {
    const storage = memoryStorage();
    const first = machineIdOf(storage, 1_700_000_000_123, () => 0);
    expect(first).toBe('1700000000123-AAAAAAAA');
    expect(storage.values.get(storageKeys.meterUuid)).toBe(first);
    expect(machineIdOf(storage, 1_800_000_000_000, () => 0.5)).toBe(first);
  });

  it('replaces a stored value of another form, and survives storage that refuses to write', () => {
    const tampered = memoryStorage({ [storageKeys.meterUuid]: '"><script>' });
    expect(machineIdOf(tampered, 1_700_000_000_000, () => 0.99)).toBe('1700000000000-99999999');
    const refusing = { get: () => null, set: () => { throw new Error('quota'); }, remove: () => undefined };
    expect(machineIdOf(refusing, 1_700_000_000_000, () => 0)).toMatch(/^1700000000000-[A-Za-z0-9]{8}$/);
  });
});
