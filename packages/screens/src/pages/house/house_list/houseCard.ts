import { type HouseSummary, formatAmount } from '@aster/core-domain';

/**
 * What one card shows, already formatted: the card renders these strings and nothing else, so setData carries
 * only what the tenant sees (not the whole listing with its coordinates and dates).
 */
export interface HouseCardView {
  id: string;
  coverUrl: string;
  title: string;
  /** 2室1厅 · 35m² · 12/18层 · 朝南 */
  specText: string;
  tags: readonly string[];
  /** ¥3,200 (whole yuan without the cents) */
  rentText: string;
  /** 浦东·张江 */
  placeText: string;
  /** 850m, 1.2km; only when the list is sorted by distance. */
  distanceText: string | null;
  /** 已预订 / 已出租 for rooms no longer free; null for available ones. */
  statusText: string | null;
}

/** Tags beyond three crowd the card's one line. */
const MAX_CARD_TAGS = 3;

/** ¥3,200 for "3200.00", ¥3,200.50 for "3200.50". */
export function formatRent(yuan: string | number): string {
  // A number is yuan too (the schema takes both): as text it reads the same way.
  if (typeof yuan === 'number') return Number.isFinite(yuan) ? formatRent(yuan.toFixed(2)) : '';
  const amount = formatAmount(yuan);
  return amount === '' ? '' : `¥${amount.replace(/\.00$/, '')}`;
}

export function layoutText(layout: HouseSummary['layout']): string {
  return `${layout.bedrooms}室${layout.livingRooms}厅`;
}

export function formatDistance(meters: number): string {
  if (meters < 1000) return `${Math.round(meters)}m`;
  return `${(meters / 1000).toFixed(1).replace(/\.0$/, '')}km`;
}

function areaText(sqm: number): string {
  return `${Number.isInteger(sqm) ? sqm : sqm.toFixed(1)}m²`;
}

const STATUS_TEXT: Record<HouseSummary['availability'], string | null> = { available: null, reserved: '已预订', rented: '已出租' };

export function toHouseCardView(house: HouseSummary, showDistance: boolean): HouseCardView {
  const spec = [layoutText(house.layout), areaText(house.areaSqm), `${house.floor}/${house.totalFloors}层`, house.orientation]
    .filter((part) => part !== '')
    .join(' · ');
  return {
    id: house.id,
    coverUrl: house.coverUrl,
    title: house.title,
    specText: spec,
    tags: house.tags.slice(0, MAX_CARD_TAGS),
    rentText: formatRent(house.rent),
    placeText: [house.districtName, house.areaName].filter((part) => part !== '').join('·'),
    distanceText: showDistance && house.distanceMeters != null ? formatDistance(house.distanceMeters) : null,
    statusText: STATUS_TEXT[house.availability],
  };
}
