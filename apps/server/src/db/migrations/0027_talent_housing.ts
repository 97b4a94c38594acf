import type { Migration } from '../migrate';

/**
 * Talent housing (issue 15: 人才公寓, run by the operator for the city). The programme's rules are the operator's
 * configuration (talent/talentStore.ts); what is kept:
 * - talent_projects and talent_room_types: the programme's housing projects, their kinds of room with the market rent
 *   (fen) and the rooms still free (vacancies).
 * - talent_applications: one application, its answers, its status (the machine of core-domain rules/talent.ts), one
 *   timestamp per step, the reason of a rejection and the house offered. user_id is NULL for the people in the queue
 *   who applied at the programme's service counter (they have no app account). A tenant has at most one live
 *   application (the partial unique index), and a retried send with the same request key is the same application.
 * - talent_application_projects: the projects an application queues for, in the tenant's order.
 * - talent_application_documents: the uploads (uploads table, the tenant's own) handed in, one per kind.
 * Version 27: 0026 is another feature's, on another branch.
 */
export const talentHousingSchema: Migration = {
  version: 27,
  name: 'talent housing: projects, room types, applications, their projects and documents',
  sql: `
    CREATE TABLE talent_projects (
      id TEXT PRIMARY KEY CHECK (length(id) BETWEEN 1 AND 32),
      city_id INTEGER NOT NULL,
      position INTEGER NOT NULL,
      name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 50),
      district TEXT NOT NULL,
      address TEXT NOT NULL,
      description TEXT NOT NULL,
      around TEXT NOT NULL
    );
    CREATE TABLE talent_room_types (
      project_id TEXT NOT NULL REFERENCES talent_projects(id) ON DELETE CASCADE,
      position INTEGER NOT NULL,
      name TEXT NOT NULL,
      area_sqm REAL NOT NULL,
      market_rent_fen INTEGER NOT NULL CHECK (market_rent_fen >= 0),
      vacancies INTEGER NOT NULL CHECK (vacancies >= 0),
      PRIMARY KEY (project_id, position)
    );
    CREATE TABLE talent_applications (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      application_no TEXT NOT NULL UNIQUE,
      user_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
      employer TEXT NOT NULL,
      degree TEXT NOT NULL CHECK (degree IN ('college', 'bachelor', 'master', 'doctor')),
      talent_level TEXT NOT NULL CHECK (talent_level IN ('none', 'youth', 'senior', 'leading')),
      insurance_months INTEGER NOT NULL CHECK (insurance_months BETWEEN 0 AND 120),
      household_size INTEGER NOT NULL CHECK (household_size BETWEEN 1 AND 10),
      status TEXT NOT NULL CHECK (status IN ('reviewing', 'rejected', 'queued', 'offered', 'moved_in', 'withdrawn')),
      reject_reason TEXT,
      offer_project_id TEXT REFERENCES talent_projects(id),
      offer_room_position INTEGER,
      offer_room_name TEXT,
      request_key TEXT,
      submitted_at INTEGER NOT NULL,
      queued_at INTEGER,
      rejected_at INTEGER,
      offered_at INTEGER,
      moved_in_at INTEGER,
      withdrawn_at INTEGER,
      UNIQUE (user_id, request_key)
    );
    CREATE UNIQUE INDEX talent_applications_one_live ON talent_applications (user_id)
      WHERE user_id IS NOT NULL AND status IN ('reviewing', 'queued', 'offered');
    CREATE INDEX talent_applications_of_user ON talent_applications (user_id, submitted_at);
    CREATE INDEX talent_applications_by_status ON talent_applications (status, submitted_at, id);
    CREATE TABLE talent_application_projects (
      application_id INTEGER NOT NULL REFERENCES talent_applications(id) ON DELETE CASCADE,
      project_id TEXT NOT NULL REFERENCES talent_projects(id),
      position INTEGER NOT NULL,
      PRIMARY KEY (application_id, project_id)
    );
    CREATE INDEX talent_application_projects_by_project ON talent_application_projects (project_id, application_id);
    CREATE TABLE talent_application_documents (
      application_id INTEGER NOT NULL REFERENCES talent_applications(id) ON DELETE CASCADE,
      kind TEXT NOT NULL CHECK (kind IN ('talent_degree', 'talent_contract', 'talent_insurance')),
      upload_id TEXT NOT NULL,
      PRIMARY KEY (application_id, kind)
    );
  `,
};
