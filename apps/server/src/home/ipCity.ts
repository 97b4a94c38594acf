import type Database from 'better-sqlite3';
import { FALLBACK_CITY_ID } from './seed';

/** The city of a caller's network address (longest matching prefix), or the fallback city: home/ip-city and a cityless house list. */
export function ipCityLookup(db: Database.Database): (ip: string) => { cityId: number; cityName: string } {
  const prefixes = db.prepare('SELECT ip_prefix, city_id FROM ip_cities');
  const city = db.prepare('SELECT id, name FROM cities WHERE id = ?');
  return (ip) => {
    const address = ip.replace(/^::ffff:/, '');
    const rows = prefixes.all() as { ip_prefix: string; city_id: number }[];
    const match = rows.filter((row) => address.startsWith(row.ip_prefix)).sort((a, b) => b.ip_prefix.length - a.ip_prefix.length)[0];
    const found = city.get(match?.city_id ?? FALLBACK_CITY_ID) as { id: number; name: string };
    return { cityId: found.id, cityName: found.name };
  };
}
