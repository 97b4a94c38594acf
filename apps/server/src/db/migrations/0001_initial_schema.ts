import type { Migration } from '../migrate';

/** The first schema: cities, companies and the home page's content, accounts, sessions and login codes. Released: never edited (a change is a new step). */
export const initialSchema: Migration = {
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
};
