import type { Migration } from '../migrate';

/**
 * Work orders (issue 15): repairs, cleanings and complaints a tenant sends about a room they rent.
 * - work_orders: one order, its kind, the room (the contract it was sent under), what is wrong, when the worker may
 *   come, and one timestamp per step of its life with that step's promised deadline (from the work-order settings
 *   at the time it was sent, so a later change of settings does not move a promise already made).
 * - work_order_photos: the tenant's uploads shown on the order (up to 9, in the order they were added).
 * - work_order_ratings: the tenant's stars and words once the order is done (one per order).
 */
export const workOrdersSchema: Migration = {
  version: 21,
  name: 'work orders: repairs, cleanings, complaints, their photos and ratings',
  sql: `
    CREATE TABLE work_orders (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      kind TEXT NOT NULL CHECK (kind IN ('repair', 'clean', 'complaint')),
      contract_id INTEGER NOT NULL REFERENCES contracts(id),
      category TEXT NOT NULL,
      description TEXT NOT NULL,
      contact_phone TEXT NOT NULL,
      visit_start INTEGER,
      visit_end INTEGER,
      status TEXT NOT NULL CHECK (status IN ('submitted', 'accepted', 'assigned', 'visiting', 'done', 'rated', 'cancelled')),
      worker_name TEXT,
      worker_phone TEXT,
      request_key TEXT NOT NULL,
      submitted_at INTEGER NOT NULL,
      accept_due INTEGER NOT NULL,
      accepted_at INTEGER,
      assign_due INTEGER NOT NULL,
      assigned_at INTEGER,
      visit_due INTEGER NOT NULL,
      visiting_at INTEGER,
      done_due INTEGER NOT NULL,
      done_at INTEGER,
      rated_at INTEGER,
      cancelled_at INTEGER,
      urged_at INTEGER,
      UNIQUE (user_id, request_key)
    );
    CREATE INDEX work_orders_of_user ON work_orders (user_id, kind, submitted_at);
    CREATE TABLE work_order_photos (
      order_id INTEGER NOT NULL REFERENCES work_orders(id) ON DELETE CASCADE,
      position INTEGER NOT NULL,
      upload_id TEXT NOT NULL,
      PRIMARY KEY (order_id, position)
    );
    CREATE TABLE work_order_ratings (
      order_id INTEGER PRIMARY KEY REFERENCES work_orders(id) ON DELETE CASCADE,
      stars INTEGER NOT NULL CHECK (stars BETWEEN 1 AND 5),
      content TEXT NOT NULL,
      created_at INTEGER NOT NULL
    );
  `,
};
