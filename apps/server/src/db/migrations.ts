import type Database from 'better-sqlite3';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** Numbered schema steps. A released step is never edited: a change is a new step with the next number. */
export const migrations: readonly Migration[] = [
  {
    version: 1,
    name: 'initial schema',
    sql: `
      CREATE TABLE cities (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        pinyin TEXT NOT NULL,
        latitude REAL NOT NULL,
        longitude REAL NOT NULL,
        hot INTEGER NOT NULL DEFAULT 0
      );
      CREATE TABLE ip_cities (
        ip_prefix TEXT PRIMARY KEY,
        city_id INTEGER NOT NULL REFERENCES cities(id)
      );
      CREATE TABLE companies (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        mode TEXT NOT NULL CHECK (mode IN ('public', 'brand')),
        theme_color TEXT NOT NULL,
        navbar_color TEXT NOT NULL,
        navbar_font_color TEXT NOT NULL,
        wechat_name TEXT NOT NULL,
        wechat_qr_url TEXT NOT NULL,
        service_wechat TEXT NOT NULL
      );
      CREATE TABLE company_preferences (
        company_id TEXT NOT NULL REFERENCES companies(id),
        city_id INTEGER NOT NULL REFERENCES cities(id),
        preferences TEXT NOT NULL,
        PRIMARY KEY (company_id, city_id)
      );
      CREATE TABLE users (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        mobile TEXT UNIQUE,
        user_name TEXT NOT NULL DEFAULT '',
        photo TEXT NOT NULL DEFAULT '',
        truth INTEGER NOT NULL DEFAULT 0,
        auth_binding INTEGER NOT NULL DEFAULT 0,
        status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'frozen', 'cancelled')),
        company_id TEXT NOT NULL DEFAULT '0',
        created_at INTEGER NOT NULL,
        last_login_at INTEGER,
        login_count INTEGER NOT NULL DEFAULT 0,
        visit_count INTEGER NOT NULL DEFAULT 0
      );
      CREATE TABLE open_ids (
        open_id TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        client_type INTEGER NOT NULL,
        app_id TEXT NOT NULL
      );
      CREATE TABLE sessions (
        token_hash TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
      );
      CREATE TABLE one_time_tokens (
        token_hash TEXT PRIMARY KEY,
        kind TEXT NOT NULL CHECK (kind IN ('handoff', 'oauth_code')),
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        app_id TEXT,
        expires_at INTEGER NOT NULL,
        used_at INTEGER
      );
      CREATE TABLE captchas (
        unique_id TEXT PRIMARY KEY,
        code_hash TEXT NOT NULL,
        expires_at INTEGER NOT NULL
      );
      CREATE TABLE sms_codes (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        mobile TEXT NOT NULL,
        ip TEXT NOT NULL,
        code_hash TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        failed_attempts INTEGER NOT NULL DEFAULT 0,
        used_at INTEGER
      );
      CREATE TABLE oauth_apps (
        app_id TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        logo_url TEXT NOT NULL,
        redirect_url TEXT NOT NULL
      );
      CREATE TABLE partner_out_tokens (
        token_hash TEXT PRIMARY KEY,
        app_id TEXT NOT NULL REFERENCES oauth_apps(app_id),
        mobile TEXT NOT NULL,
        expires_at INTEGER NOT NULL
      );
      CREATE TABLE banners (
        id INTEGER PRIMARY KEY,
        company_id TEXT NOT NULL REFERENCES companies(id),
        position_type INTEGER NOT NULL,
        title TEXT NOT NULL,
        image_url TEXT NOT NULL,
        link_url TEXT NOT NULL,
        sort INTEGER NOT NULL
      );
      CREATE TABLE icon_configs (
        id INTEGER PRIMARY KEY,
        company_id TEXT NOT NULL REFERENCES companies(id),
        identification INTEGER NOT NULL,
        name TEXT NOT NULL,
        icon_url TEXT NOT NULL,
        link_url TEXT NOT NULL,
        sort INTEGER NOT NULL
      );
      CREATE TABLE ads (
        id INTEGER PRIMARY KEY,
        company_id TEXT NOT NULL REFERENCES companies(id),
        title TEXT NOT NULL,
        image_url TEXT NOT NULL,
        link_url TEXT NOT NULL,
        sort INTEGER NOT NULL
      );
      CREATE TABLE keywords (
        id INTEGER PRIMARY KEY,
        city_id INTEGER NOT NULL REFERENCES cities(id),
        keyword TEXT NOT NULL,
        sort INTEGER NOT NULL
      );
      CREATE TABLE settings (
        type INTEGER NOT NULL,
        code TEXT NOT NULL,
        name TEXT NOT NULL,
        value TEXT NOT NULL,
        PRIMARY KEY (type, code)
      );
      CREATE TABLE app_config (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL
      );
      CREATE TABLE scan_routes (
        scan_code TEXT PRIMARY KEY,
        page TEXT NOT NULL,
        query TEXT NOT NULL
      );
    `,
  },
  {
    version: 2,
    name: 'indexes for rate limits and session clean-up',
    sql: `
      CREATE INDEX sms_codes_by_mobile ON sms_codes (mobile, created_at);
      CREATE INDEX sms_codes_by_ip ON sms_codes (ip, created_at);
      CREATE INDEX sessions_by_expiry ON sessions (expires_at);
      CREATE INDEX sessions_by_user ON sessions (user_id);
    `,
  },
  {
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
  },
  {
    version: 4,
    name: 'viewings, reservations, person info and pay orders',
    sql: `
      CREATE TABLE viewings (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        house_id TEXT NOT NULL REFERENCES houses(id),
        request_id TEXT NOT NULL,
        date TEXT NOT NULL,
        time_slot TEXT NOT NULL,
        contact_name TEXT NOT NULL,
        contact_phone TEXT NOT NULL,
        note TEXT NOT NULL DEFAULT '',
        status TEXT NOT NULL CHECK (status IN ('booked', 'completed', 'cancelled')),
        slot_ends_at INTEGER NOT NULL,
        created_at INTEGER NOT NULL,
        cancelled_at INTEGER,
        UNIQUE (user_id, request_id)
      );
      CREATE UNIQUE INDEX viewings_one_per_slot ON viewings (house_id, date, time_slot) WHERE status = 'booked';
      CREATE UNIQUE INDEX viewings_one_per_user_house ON viewings (user_id, house_id) WHERE status = 'booked';
      CREATE INDEX viewings_by_user ON viewings (user_id, created_at);
      CREATE INDEX viewings_booked_by_end ON viewings (status, slot_ends_at);
      CREATE TABLE pay_orders (
        order_no TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        amount_fen INTEGER NOT NULL CHECK (amount_fen > 0),
        subject TEXT NOT NULL,
        biz_type TEXT NOT NULL,
        biz_id TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('unpaid', 'paying', 'paid', 'closed')),
        created_at INTEGER NOT NULL,
        paid_at INTEGER,
        paid_attempt_id INTEGER,
        closed_at INTEGER,
        refunded_at INTEGER,
        UNIQUE (biz_type, biz_id)
      );
      CREATE INDEX pay_orders_by_user ON pay_orders (user_id, created_at);
      CREATE TABLE pay_attempts (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        order_no TEXT NOT NULL REFERENCES pay_orders(order_no),
        attempt_key TEXT NOT NULL,
        channel TEXT NOT NULL CHECK (channel IN ('wechat', 'alipay', 'baofoo')),
        provider_ref TEXT NOT NULL UNIQUE,
        params TEXT NOT NULL,
        return_url TEXT,
        status TEXT NOT NULL CHECK (status IN ('open', 'closed', 'cancelled', 'failed', 'charged', 'refunded')),
        created_at INTEGER NOT NULL,
        charged_at INTEGER,
        notified_at INTEGER,
        UNIQUE (order_no, attempt_key)
      );
      CREATE UNIQUE INDEX pay_attempts_one_charge ON pay_attempts (order_no) WHERE status = 'charged';
      CREATE TABLE reservations (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        reservation_no TEXT NOT NULL UNIQUE,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        house_id TEXT NOT NULL REFERENCES houses(id),
        request_id TEXT NOT NULL,
        check_in_date TEXT NOT NULL,
        lease_months INTEGER NOT NULL CHECK (lease_months BETWEEN 1 AND 36),
        rent_fen INTEGER NOT NULL,
        deposit_fen INTEGER NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('awaiting_payment', 'paid', 'converted', 'cancelled', 'refunded')),
        pay_before INTEGER NOT NULL,
        order_no TEXT REFERENCES pay_orders(order_no),
        signed_at INTEGER,
        signer_name TEXT,
        agreement_digest TEXT,
        created_at INTEGER NOT NULL,
        paid_at INTEGER,
        cancelled_at INTEGER,
        UNIQUE (user_id, request_id)
      );
      CREATE UNIQUE INDEX reservations_one_open_per_house ON reservations (house_id) WHERE status IN ('awaiting_payment', 'paid');
      CREATE INDEX reservations_by_user ON reservations (user_id, created_at);
      CREATE INDEX reservations_unpaid_by_deadline ON reservations (status, pay_before);
      CREATE TABLE person_info (
        user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        id_type TEXT NOT NULL CHECK (id_type IN ('id_card', 'passport', 'hk_macau_permit', 'taiwan_permit')),
        id_number TEXT NOT NULL,
        email TEXT NOT NULL DEFAULT '',
        emergency_contact_name TEXT NOT NULL DEFAULT '',
        emergency_contact_phone TEXT NOT NULL DEFAULT '',
        occupation TEXT NOT NULL DEFAULT '',
        company TEXT NOT NULL DEFAULT '',
        updated_at INTEGER NOT NULL
      );
    `,
  },
];

/** Applies the steps not yet recorded in schema_migrations, each in its own transaction. Returns the versions applied. */
export function migrate(db: Database.Database, steps: readonly Migration[] = migrations): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at INTEGER NOT NULL
  )`);
  const applied = new Set(
    db.prepare('SELECT version FROM schema_migrations').all().map((row) => (row as { version: number }).version),
  );
  const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)');
  const done: number[] = [];
  for (const step of [...steps].sort((a, b) => a.version - b.version)) {
    if (applied.has(step.version)) continue;
    db.transaction(() => {
      db.exec(step.sql);
      record.run(step.version, step.name, Date.now());
    })();
    done.push(step.version);
  }
  return done;
}
