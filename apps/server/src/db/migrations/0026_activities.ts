import type { Migration } from '../migrate';

/**
 * Social activities (issue 15: activity, activity_detail, activity_sign, activity_sign_success, activity_sign_list).
 * - activities: the operator's activities in a city, with their capacity and the places taken so far. places_taken
 *   is the sum of the signed sign-ups' participants, kept in the same transaction as each sign-up or cancel; the
 *   CHECK makes overselling impossible even for a writer that forgot to ask.
 * - activity_sign_ups: who comes (the tenant's contact and how many); one signed sign-up per tenant and activity (a
 *   partial unique index), a cancelled one kept for the record. user_id NULL: taken at the store (线下报名).
 */
export const activitiesSchema: Migration = {
  version: 26,
  name: 'activities and their sign-ups',
  sql: `
    CREATE TABLE activities (
      id INTEGER PRIMARY KEY,
      city_id INTEGER NOT NULL REFERENCES cities(id),
      title TEXT NOT NULL CHECK (length(title) BETWEEN 1 AND 60),
      place TEXT NOT NULL CHECK (length(place) BETWEEN 1 AND 100),
      description_html TEXT NOT NULL CHECK (length(description_html) <= 20000),
      start_at INTEGER NOT NULL,
      end_at INTEGER NOT NULL CHECK (end_at > start_at),
      sign_up_deadline INTEGER NOT NULL,
      capacity INTEGER NOT NULL CHECK (capacity BETWEEN 1 AND 10000),
      places_taken INTEGER NOT NULL DEFAULT 0 CHECK (places_taken BETWEEN 0 AND capacity),
      max_participants INTEGER NOT NULL CHECK (max_participants BETWEEN 1 AND 10),
      cover_hue INTEGER NOT NULL DEFAULT 200
    );
    CREATE INDEX activities_by_time ON activities (start_at, end_at);
    CREATE TABLE activity_sign_ups (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      activity_id INTEGER NOT NULL REFERENCES activities(id),
      user_id INTEGER REFERENCES users(id),
      contactor TEXT NOT NULL CHECK (length(contactor) BETWEEN 1 AND 20),
      phone TEXT NOT NULL CHECK (length(phone) <= 20),
      participants INTEGER NOT NULL CHECK (participants BETWEEN 1 AND 10),
      state TEXT NOT NULL CHECK (state IN ('signed', 'cancelled')),
      request_key TEXT,
      signed_at INTEGER NOT NULL,
      cancelled_at INTEGER
    );
    CREATE UNIQUE INDEX activity_sign_ups_one_per_tenant ON activity_sign_ups (activity_id, user_id) WHERE state = 'signed' AND user_id IS NOT NULL;
    CREATE UNIQUE INDEX activity_sign_ups_by_key ON activity_sign_ups (user_id, request_key) WHERE request_key IS NOT NULL;
    CREATE INDEX activity_sign_ups_by_user ON activity_sign_ups (user_id, signed_at);
  `,
};
