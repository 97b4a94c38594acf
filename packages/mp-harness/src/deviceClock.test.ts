import { dateOnClock } from './deviceClock';

describe('dateOnClock', () => {
  const at = Date.parse('2026-11-28T02:00:00Z');
  const ClockDate = dateOnClock(Date, () => at);

  it('reads the given clock wherever Date reads now', () => {
    expect(ClockDate.now()).toBe(at);
    expect(new ClockDate().getTime()).toBe(at);
    expect((ClockDate as unknown as () => string)()).toBe(new Date(at).toString());
  });

  it('leaves dates given explicitly, parsing and instanceof as they are', () => {
    expect(new ClockDate(0).getTime()).toBe(0);
    expect(new ClockDate(2027, 0, 1).getFullYear()).toBe(2027);
    expect(ClockDate.parse('2027-01-01T00:00:00Z')).toBe(Date.parse('2027-01-01T00:00:00Z'));
    expect(ClockDate.UTC(2027, 0, 1)).toBe(Date.UTC(2027, 0, 1));
    expect(new ClockDate()).toBeInstanceOf(Date);
    expect(new Date()).toBeInstanceOf(ClockDate);
  });

  it('is the base of a subclass', () => {
    class Stamp extends ClockDate {}
    const stamp = new Stamp();
    expect(stamp).toBeInstanceOf(Stamp);
    expect(stamp.getTime()).toBe(at);
  });

  it('runs from its own source, as a page script does', () => {
    const rebuilt = new Function(`return (${dateOnClock.toString()})`)() as typeof dateOnClock;
    expect(rebuilt(Date, () => at).now()).toBe(at);
  });
});
