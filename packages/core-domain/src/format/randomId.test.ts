import fc from 'fast-check';
import { randomId } from './randomId';

describe('randomId', () => {
  it('is 8 letters or digits by default', () => {
    expect(randomId()).toMatch(/^[A-Za-z0-9]{8}$/);
  });

  it('uses the injected random source', () => {
    expect(randomId(4, () => 0)).toBe('AAAA');
    expect(randomId(3, () => 0.9999999)).toBe('999');
    expect(randomId(2, () => 1)).toBe('99');
    expect(randomId(2, () => -5)).toBe('AA');
  });

  it('gives an empty id for length 0 and refuses a bad length', () => {
    expect(randomId(0)).toBe('');
    expect(() => randomId(-1)).toThrow(RangeError);
    expect(() => randomId(2.5)).toThrow(RangeError);
  });

  it('has the requested length and alphabet for any source', () => {
    fc.assert(
      fc.property(fc.nat({ max: 64 }), fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), { minLength: 1 }), (length, values) => {
        let i = 0;
        const id = randomId(length, () => values[i++ % values.length] ?? 0);
        expect(id).toHaveLength(length);
        expect(id).toMatch(/^[A-Za-z0-9]*$/);
      }),
    );
  });
});
