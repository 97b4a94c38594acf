import { type HouseSummary } from '@aster/core-domain';
import { formatDistance, rentText } from '@screens/ui/houseFacts';

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

export function layoutText(layout: HouseSummary['layout']): string {
  return `${layout.bedrooms}室${layout.livingRooms}厅`;
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
    rentText: rentText(house.rent),
    placeText: [house.districtName, house.areaName].filter((part) => part !== '').join('·'),
    distanceText: showDistance && house.distanceMeters != null ? formatDistance(house.distanceMeters) : null,
    statusText: STATUS_TEXT[house.availability],
  };
}
