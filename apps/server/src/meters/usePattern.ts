/**
 * The demo meters' use, hour by hour: what a one-person room in Shanghai uses. Electricity: a little at night
 * (fridge, router), a morning peak, the evening the most, weekends busier in the day, air conditioning in summer and
 * winter. Water: showers morning and evening, hot water about 40% of it. The same hour always gives the same use (a
 * hash of meter and hour), so filling hours at any later start continues the same year without storing a seed.
 */
export type UseKind = 'electricity' | 'coldWater' | 'hotWater';

const HOUR_MS = 3_600_000;
const CHINA_OFFSET_MS = 8 * HOUR_MS;

/** 0..1 from the meter and the hour (FNV-1a, then a xorshift round). */
function noise(meterId: string, hourAt: number): number {
  let h = 0x811c9dc5;
  for (const char of `${meterId}@${hourAt}`) h = Math.imul(h ^ char.charCodeAt(0), 0x01000193) >>> 0;
  h ^= h << 13;
  h ^= h >>> 17;
  h ^= h << 5;
  return (h >>> 0) / 0x1_0000_0000;
}

const ELECTRICITY_BY_HOUR = [0.08, 0.07, 0.06, 0.06, 0.06, 0.07, 0.15, 0.35, 0.3, 0.1, 0.08, 0.08, 0.12, 0.1, 0.08, 0.08, 0.1, 0.2, 0.45, 0.6, 0.7, 0.65, 0.5, 0.25];
const WATER_BY_HOUR = [0, 0, 0, 0, 0, 0.002, 0.02, 0.045, 0.02, 0.004, 0.003, 0.004, 0.008, 0.004, 0.003, 0.003, 0.004, 0.006, 0.015, 0.03, 0.05, 0.045, 0.02, 0.006];

/** Use in thousandths of the unit (度 or 吨) in the hour starting at hourAt. */
export function hourlyUseMilli(meterId: string, kind: UseKind, hourAt: number): number {
  const china = new Date(hourAt + CHINA_OFFSET_MS);
  const hour = china.getUTCHours();
  const weekend = china.getUTCDay() === 0 || china.getUTCDay() === 6;
  const month = china.getUTCMonth();
  const r = noise(meterId, hourAt);
  if (kind === 'electricity') {
    const season = month >= 6 && month <= 7 ? 1.8 : month === 11 || month <= 1 ? 1.5 : 1;
    const daytime = weekend && hour >= 9 && hour <= 17 ? 0.25 : 0;
    const base = (ELECTRICITY_BY_HOUR[hour] ?? 0.1) + daytime;
    return Math.round(base * season * (0.6 + 0.8 * r) * 1000);
  }
  const share = kind === 'hotWater' ? 0.4 : 0.6;
  const base = (WATER_BY_HOUR[hour] ?? 0) * (weekend ? 1.2 : 1);
  // some hours nobody runs a tap at all
  return r < 0.15 ? 0 : Math.round(base * share * (0.5 + r) * 1000);
}

export const hourStart = (epochMs: number) => Math.floor(epochMs / HOUR_MS) * HOUR_MS;
export { CHINA_OFFSET_MS, HOUR_MS };
