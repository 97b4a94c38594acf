import { dayLabel } from './dayTabs';

describe('dayLabel', () => {
  it('names today and tomorrow, then the weekday, across a month end', () => {
    expect(dayLabel('2026-11-30', '2026-11-30')).toEqual({ week: '今天', day: '11/30' });
    expect(dayLabel('2026-12-01', '2026-11-30')).toEqual({ week: '明天', day: '12/1' });
    expect(dayLabel('2026-12-02', '2026-11-30')).toEqual({ week: '周三', day: '12/2' });
  });
});
