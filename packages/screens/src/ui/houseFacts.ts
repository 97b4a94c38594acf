import { type Fen, type GeoPoint, HOUSE_DETAIL_PAGE, type HouseLayout, formatAmount, pageLink, parseYuanNumberToFen, parseYuanToFen } from '@aster/core-domain';

export const LOCATION_FAILED = '位置获取失败';

const DIGITS = ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九', '十', '十一', '十二'];

function monthsText(months: number): string {
  return DIGITS[months] ?? String(months);
}

/** The pay rule as renters say it: 押一付三 (deposit 1 month, pay 3 months at a time); 免押 without deposit. */
export function payRuleText(depositMonths: number, payMonths: number): string {
  const pay = `付${monthsText(payMonths)}`;
  return depositMonths === 0 ? `免押${pay}` : `押${monthsText(depositMonths)}${pay}`;
}

/** A yuan amount as the server sends it (number or decimal text) in fen; null when it is not an amount. */
export function yuanToFen(amount: number | string): Fen | null {
  return typeof amount === 'string' ? parseYuanToFen(amount) : parseYuanNumberToFen(amount);
}

/** Yuan with thousands separators and cents ("3,200.00"); '' when not an amount. */
export function yuanText(amount: number | string): string {
  const fen = yuanToFen(amount);
  return fen === null ? '' : formatAmount(fen);
}

/** Rent per month without empty cents: 3200 -> "¥3,200", 3200.5 -> "¥3,200.50". */
export function rentText(rent: number | string): string {
  const text = yuanText(rent);
  return text === '' ? '' : `¥${text.replace(/\.00$/, '')}`;
}

export function layoutText(layout: HouseLayout): string {
  return `${layout.bedrooms}室${layout.livingRooms}厅${layout.bathrooms}卫`;
}

export function floorText(floor: number, totalFloors: number): string {
  return `${floor}/${totalFloors}层`;
}

export function areaText(areaSqm: number): string {
  return `${Number.isInteger(areaSqm) ? areaSqm : areaSqm.toFixed(1)}㎡`;
}

/**
 * Whether a place can be opened on a map (spec: without latitude and longitude, toast "位置获取失败"). The
 * server sends 0,0 for a place it has not located: that is the Gulf of Guinea, never a Chinese flat.
 */
export function hasCoordinates(point: Partial<GeoPoint> | null | undefined): point is GeoPoint {
  if (point === null || point === undefined) return false;
  const { lat, lon } = point;
  if (typeof lat !== 'number' || typeof lon !== 'number' || !Number.isFinite(lat) || !Number.isFinite(lon)) return false;
  if (lat === 0 && lon === 0) return false;
  return Math.abs(lat) <= 90 && Math.abs(lon) <= 180;
}

/** A distance as the list shows it: 850m, 1.2km, 2km. */
export function formatDistance(meters: number): string {
  if (meters < 1000) return `${Math.round(meters)}m`;
  return `${(meters / 1000).toFixed(1).replace(/\.0$/, '')}km`;
}

export function houseDetailUrl(id: string): string {
  return pageLink(HOUSE_DETAIL_PAGE, { id });
}
