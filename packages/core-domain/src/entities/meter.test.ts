import { createMemoryStorage } from '../testing/memoryStorage';
import { ensureMeterUuid } from './meter';

describe('ensureMeterUuid', () => {
  it('creates the uuid from the clock once and then keeps it', () => {
    const storage = createMemoryStorage();
    let now = 1700000000123;
    const clock = { now: () => now };
    expect(ensureMeterUuid(storage, clock)).toBe('1700000000123');
    now = 1800000000000;
    expect(ensureMeterUuid(storage, clock)).toBe('1700000000123');
    expect(storage.get('meterUuid')).toBe('"1700000000123"');
  });

  it('replaces a stored value that is not a timestamp', () => {
    const storage = createMemoryStorage({ meterUuid: '"abc"' });
    expect(ensureMeterUuid(storage, { now: () => 42 })).toBe('42');
  });
});
