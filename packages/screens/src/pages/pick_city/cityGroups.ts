import { type CityOption } from '@aster/core-api';

export interface CityGroup {
  /** "A"…"Z", or "#" for a city without a pinyin. */
  initial: string;
  cities: CityOption[];
}

/** True when the city's name or pinyin contains the search text (case-insensitive, spaces ignored). */
export function cityMatches(city: CityOption, search: string): boolean {
  const needle = search.replace(/\s+/g, '').toLowerCase();
  if (needle === '') return true;
  return city.cityName.includes(needle) || city.pinyin.toLowerCase().includes(needle);
}

/** The cities grouped by the initial of their pinyin, groups and cities in alphabetical order. */
export function groupCitiesByInitial(cities: readonly CityOption[]): CityGroup[] {
  const groups = new Map<string, CityOption[]>();
  for (const city of cities) {
    const first = city.pinyin.charAt(0).toUpperCase();
    const initial = /^[A-Z]$/.test(first) ? first : '#';
    groups.set(initial, [...(groups.get(initial) ?? []), city]);
  }
  return [...groups]
    .sort(([a], [b]) => (a === '#' ? 1 : b === '#' ? -1 : a.localeCompare(b)))
    .map(([initial, list]) => ({ initial, cities: [...list].sort((x, y) => x.pinyin.localeCompare(y.pinyin)) }));
}
