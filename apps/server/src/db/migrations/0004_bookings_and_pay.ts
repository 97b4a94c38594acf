import type { Migration } from '../migrate';

/** Viewings, reservations and person info, with the pay orders and attempts of their 定金. Released: never edited (a change is a new step). */
export const bookingsAndPaySchema: Migration = {
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
};
