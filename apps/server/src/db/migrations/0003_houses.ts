import type { Migration } from '../migrate';

/** Districts, areas, stores, houses and favourites. Released: never edited (a change is a new step). */
export const housesSchema: Migration = {
  version: 3,
  name: 'houses, stores, districts, areas and favourites',
  sql: `
    CREATE TABLE districts (
      id TEXT PRIMARY KEY,
      city_id INTEGER NOT NULL REFERENCES cities(id),
      name TEXT NOT NULL,
      lat REAL NOT NULL,
      lon REAL NOT NULL
    );
    CREATE INDEX districts_by_city ON districts (city_id);
    CREATE TABLE areas (
      id TEXT PRIMARY KEY,
      district_id TEXT NOT NULL REFERENCES districts(id),
      name TEXT NOT NULL,
      lat REAL NOT NULL,
      lon REAL NOT NULL
    );
    CREATE INDEX areas_by_district ON areas (district_id);
    CREATE TABLE stores (
      id TEXT PRIMARY KEY,
      city_id INTEGER NOT NULL REFERENCES cities(id),
      district_id TEXT NOT NULL REFERENCES districts(id),
      name TEXT NOT NULL,
      address TEXT NOT NULL,
      lat REAL NOT NULL,
      lon REAL NOT NULL,
      phone TEXT NOT NULL,
      manager_name TEXT NOT NULL,
      manager_phone TEXT NOT NULL,
      open_hours TEXT NOT NULL,
      description TEXT NOT NULL DEFAULT ''
    );
    CREATE INDEX stores_by_city ON stores (city_id, district_id);
    CREATE TABLE houses (
      id TEXT PRIMARY KEY,
      store_id TEXT NOT NULL REFERENCES stores(id),
      city_id INTEGER NOT NULL REFERENCES cities(id),
      district_id TEXT NOT NULL REFERENCES districts(id),
      area_id TEXT NOT NULL REFERENCES areas(id),
      title TEXT NOT NULL,
      rental_type INTEGER NOT NULL,
      bedrooms INTEGER NOT NULL,
      living_rooms INTEGER NOT NULL,
      bathrooms INTEGER NOT NULL,
      area_sqm REAL NOT NULL,
      floor INTEGER NOT NULL,
      total_floors INTEGER NOT NULL,
      orientation TEXT NOT NULL,
      rent_fen INTEGER NOT NULL,
      deposit_months INTEGER NOT NULL,
      pay_months INTEGER NOT NULL,
      reservation_deposit_fen INTEGER NOT NULL,
      lat REAL NOT NULL,
      lon REAL NOT NULL,
      availability TEXT NOT NULL DEFAULT 'available' CHECK (availability IN ('available', 'reserved', 'rented')),
      available_from TEXT NOT NULL,
      listed_at TEXT NOT NULL,
      address TEXT NOT NULL DEFAULT '',
      tags TEXT NOT NULL DEFAULT '',
      facilities TEXT NOT NULL DEFAULT '',
      description TEXT NOT NULL DEFAULT '',
      photo_count INTEGER NOT NULL DEFAULT 4,
      has_video INTEGER NOT NULL DEFAULT 0,
      has_document INTEGER NOT NULL DEFAULT 0,
      sort_rank INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX houses_by_city_rank ON houses (city_id, availability, sort_rank, id);
    CREATE INDEX houses_by_city_rent ON houses (city_id, availability, rent_fen, id);
    CREATE INDEX houses_by_city_listed ON houses (city_id, availability, listed_at, id);
    CREATE INDEX houses_by_store ON houses (store_id, availability, rent_fen);
    CREATE INDEX houses_by_district ON houses (district_id, availability, rent_fen);
    CREATE INDEX houses_by_position ON houses (city_id, availability, lat, lon, id);
    CREATE TABLE house_favourites (
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      house_id TEXT NOT NULL REFERENCES houses(id),
      created_at TEXT NOT NULL,
      PRIMARY KEY (user_id, house_id)
    );
  `,
};
