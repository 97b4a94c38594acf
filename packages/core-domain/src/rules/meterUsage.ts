/**
 * What a prepaid meter's use says to the tenant (beyond the spec; what Ziroom / 泊寓 tenants see in their apps):
 * - "按近期用量，余额约可用N天": the balance divided by the average daily cost of the last RECENT_USE_DAYS days that
 *   have a reading (days without a reading, e.g. the meter offline, do not count as zero use);
 * - an alert when one hour's use is far above the meter's usual use for that hour of the day: the usual use is the
 *   median of the same hour on the last USUAL_PATTERN_DAYS days; the hour is unusual when it is at least
 *   UNUSUAL_USE_FACTOR times the usual use and at least UNUSUAL_USE_MIN_EXCESS above it (so a tap left running at
 *   3 a.m. shows, while 0.02 度 against a usual 0.005 does not).
 * Use is in the meter's unit (度 for electricity, 吨 for water); money in fen.
 */
export const RECENT_USE_DAYS = 7;
export const USUAL_PATTERN_DAYS = 28;
/** Fewer comparable days than this and there is no usual pattern yet: no alert. */
export const USUAL_PATTERN_MIN_DAYS = 7;
export const UNUSUAL_USE_FACTOR = 3;
/** Absolute excess over the usual hour, per meter kind, so tiny numbers never alarm. */
export const UNUSUAL_USE_MIN_EXCESS = { electricity: 0.5, water: 0.05 } as const;
/** Beyond this many days the line says "超过N天". */
export const DAYS_LEFT_CAP = 365;

export type MeterUseKind = keyof typeof UNUSUAL_USE_MIN_EXCESS;

export interface DailyUse {
  /** YYYY-MM-DD */
  date: string;
  use: number;
  costFen: number;
}

export interface HourlyUse {
  /** YYYY-MM-DD HH:00 in China time. */
  hour: string;
  use: number;
}

export type DaysLeft =
  | { kind: 'empty' }
  | { kind: 'unknown' }
  | { kind: 'days'; days: number }
  | { kind: 'beyond'; days: number };

/** How long the balance lasts at recent use; days are taken latest first from what the server sent. */
export function balanceDaysLeft(balanceFen: number, daily: readonly DailyUse[]): DaysLeft {
  if (balanceFen <= 0) return { kind: 'empty' };
  const recent = [...daily]
    .filter((d) => Number.isFinite(d.costFen) && d.costFen >= 0)
    .sort((a, b) => (a.date < b.date ? 1 : -1))
    .slice(0, RECENT_USE_DAYS);
  const spent = recent.reduce((sum, d) => sum + d.costFen, 0);
  if (recent.length === 0 || spent <= 0) return { kind: 'unknown' };
  const days = Math.floor(balanceFen / (spent / recent.length));
  return days > DAYS_LEFT_CAP ? { kind: 'beyond', days: DAYS_LEFT_CAP } : { kind: 'days', days };
}

/** The line on the meter page, or null when there is nothing useful to say. */
export function daysLeftText(left: DaysLeft): string | null {
  switch (left.kind) {
    case 'empty':
      return '余额已用完，请及时充值';
    case 'unknown':
      return null;
    case 'beyond':
      return `按近期用量，余额可用超过${left.days}天`;
    case 'days':
      return left.days < 1 ? '按近期用量，余额不足1天，请及时充值' : `按近期用量，余额约可用${left.days}天`;
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

export interface UnusualUse {
  hour: string;
  use: number;
  usual: number;
}

/**
 * The latest hour's use against the same hour on earlier days. `hours` may come in any order and hold gaps; the
 * latest hour is the one judged.
 */
export function unusualHourUse(hours: readonly HourlyUse[], kind: MeterUseKind): UnusualUse | null {
  const valid = hours.filter((h) => Number.isFinite(h.use) && h.use >= 0 && /^\d{4}-\d{2}-\d{2} \d{2}:00$/.test(h.hour));
  if (valid.length === 0) return null;
  const latest = valid.reduce((a, b) => (b.hour > a.hour ? b : a));
  const clock = latest.hour.slice(11);
  const latestDay = latest.hour.slice(0, 10);
  const earlierDays = new Map<string, number>();
  for (const h of valid) {
    const day = h.hour.slice(0, 10);
    if (h.hour.slice(11) === clock && day < latestDay) earlierDays.set(day, h.use);
  }
  const sameHour = [...earlierDays.entries()]
    .sort((a, b) => (a[0] < b[0] ? 1 : -1))
    .slice(0, USUAL_PATTERN_DAYS)
    .map(([, use]) => use);
  if (sameHour.length < USUAL_PATTERN_MIN_DAYS) return null;
  const usual = median(sameHour);
  // readings are decimals: compare in thousandths so 0.7 - 0.2 counts as the 0.5 it is
  const thousandths = (n: number) => Math.round(n * 1000);
  const unusual =
    thousandths(latest.use) >= thousandths(usual * UNUSUAL_USE_FACTOR) &&
    thousandths(latest.use - usual) >= thousandths(UNUSUAL_USE_MIN_EXCESS[kind]);
  return unusual ? { hour: latest.hour, use: latest.use, usual } : null;
}

export function unusualUseText(alert: UnusualUse, unit: string): string {
  return `${alert.hour.slice(11)}这一小时用量${round2(alert.use)}${unit}，远高于平时的${round2(alert.usual)}${unit}，请检查是否有电器未关或漏水`;
}

function round2(n: number): string {
  return String(Math.round(n * 100) / 100);
}
