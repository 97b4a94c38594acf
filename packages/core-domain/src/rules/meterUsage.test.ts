import { balanceDaysLeft, daysLeftText, unusualHourUse, unusualUseText, type HourlyUse } from './meterUsage';

const day = (n: number) => `2026-11-${String(n).padStart(2, '0')}`;

describe('days a balance lasts', () => {
  it('divides the balance by the average cost of the last 7 days with a reading', () => {
    const daily = Array.from({ length: 20 }, (_, i) => ({ date: day(i + 1), use: 5, costFen: i < 13 ? 10_000 : 500 }));
    // the latest 7 days cost 5 yuan each: 100 yuan lasts 20 days; the dearer days before them do not count
    expect(balanceDaysLeft(10_000, daily)).toEqual({ kind: 'days', days: 20 });
    expect(daysLeftText(balanceDaysLeft(10_000, daily))).toBe('按近期用量，余额约可用20天');
  });

  it('takes the days latest first whatever order they come in, and skips missing days rather than counting them as zero', () => {
    const daily = [
      { date: day(3), use: 1, costFen: 300 },
      { date: day(1), use: 1, costFen: 100 },
      { date: day(2), use: 1, costFen: 200 },
    ];
    expect(balanceDaysLeft(1_000, daily)).toEqual({ kind: 'days', days: 5 });
  });

  it('says the balance is used up at zero or below, says nothing without use, caps far futures', () => {
    expect(daysLeftText(balanceDaysLeft(0, [{ date: day(1), use: 1, costFen: 100 }]))).toBe('余额已用完，请及时充值');
    expect(daysLeftText(balanceDaysLeft(-50, []))).toBe('余额已用完，请及时充值');
    expect(daysLeftText(balanceDaysLeft(5_000, []))).toBeNull();
    expect(daysLeftText(balanceDaysLeft(5_000, [{ date: day(1), use: 0, costFen: 0 }]))).toBeNull();
    expect(daysLeftText(balanceDaysLeft(1_000_000, [{ date: day(1), use: 1, costFen: 100 }]))).toBe('按近期用量，余额可用超过365天');
    expect(daysLeftText(balanceDaysLeft(50, [{ date: day(1), use: 1, costFen: 100 }]))).toBe('按近期用量，余额不足1天，请及时充值');
    expect(balanceDaysLeft(36_500, [{ date: day(1), use: 1, costFen: 100 }])).toEqual({ kind: 'days', days: 365 });
    expect(balanceDaysLeft(36_600, [{ date: day(1), use: 1, costFen: 100 }])).toEqual({ kind: 'beyond', days: 365 });
  });
});

describe('unusual use for the hour', () => {
  /** `days` earlier days at 03:00 using `usual`, then today's 03:00 using `now`. */
  function nights(days: number, usual: number, now: number): HourlyUse[] {
    const hours: HourlyUse[] = Array.from({ length: days }, (_, i) => ({ hour: `2026-10-${String(i + 1).padStart(2, '0')} 03:00`, use: usual }));
    // other hours of the day do not count against 03:00
    hours.push({ hour: '2026-10-30 19:00', use: 9 });
    hours.push({ hour: '2026-11-01 03:00', use: now });
    return hours;
  }

  it('alerts at 3 times the usual hour and at least 0.5 度 above it, not below either threshold', () => {
    expect(unusualHourUse(nights(10, 0.3, 0.9), 'electricity')).toEqual({ hour: '2026-11-01 03:00', use: 0.9, usual: 0.3 });
    expect(unusualHourUse(nights(10, 0.3, 0.89), 'electricity')).toBeNull(); // under 3 times
    expect(unusualHourUse(nights(10, 0.2, 0.69), 'electricity')).toBeNull(); // 3 times but under 0.5 above
    expect(unusualHourUse(nights(10, 0.2, 0.7), 'electricity')).not.toBeNull();
    expect(unusualHourUse(nights(10, 0.01, 0.05), 'water')).toBeNull(); // 5 times, 0.04 吨 above
    expect(unusualHourUse(nights(10, 0.01, 0.06), 'water')).not.toBeNull();
  });

  it('takes the median of the same hour, so one odd night does not set the usual use', () => {
    const hours = nights(10, 0.2, 1.2);
    hours.push({ hour: '2026-10-11 03:00', use: 50 });
    expect(unusualHourUse(hours, 'electricity')).toMatchObject({ usual: 0.2 });
  });

  it('needs a week of the same hour before it judges, and only the last 28 days count', () => {
    expect(unusualHourUse(nights(6, 0.1, 5), 'electricity')).toBeNull();
    expect(unusualHourUse(nights(7, 0.1, 5), 'electricity')).not.toBeNull();
    const old = Array.from({ length: 30 }, (_, i) => ({ hour: `2026-09-${String(i + 1).padStart(2, '0')} 03:00`, use: 4 }));
    // September's nights used 4 度, the last 28 days 0.1: today's 2 度 is unusual against the recent pattern
    expect(unusualHourUse([...old, ...nights(28, 0.1, 2)], 'electricity')).toMatchObject({ usual: 0.1 });
  });

  it('ignores bad points and says the alert in Chinese', () => {
    expect(unusualHourUse([], 'water')).toBeNull();
    const hours = [...nights(10, 0.3, 1.5), { hour: 'soon', use: 99 }, { hour: '2026-11-02 03:00', use: Number.NaN }];
    const alert = unusualHourUse(hours, 'electricity');
    expect(alert).not.toBeNull();
    if (alert !== null) expect(unusualUseText(alert, '度')).toBe('03:00这一小时用量1.5度，远高于平时的0.3度，请检查是否有电器未关或漏水');
  });
});
