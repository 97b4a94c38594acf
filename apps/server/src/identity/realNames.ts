import type { UserRepository } from '../auth/users';
import type { Db } from '../db/database';
import type { ServerClock } from '../clock';

export interface RealNameRow {
  user_id: number;
  name: string;
  id_type: number;
  id_number: string;
  method: 'id' | 'face';
  front_upload_id: string | null;
  back_upload_id: string | null;
}

/** The tenant's verified identity, ID number whole: for checks only, never for an answer or a log. */
export interface RealNameStore {
  of(userId: number): RealNameRow | null;
  /** The account already verified with this ID, if another one. */
  holderOf(idType: number, idNumber: string): number | null;
  save(row: Omit<RealNameRow, 'front_upload_id' | 'back_upload_id'>): void;
  setPhotos(userId: number, frontId: string, backId: string): void;
  /** Account log-out: the identity, face scans and company authentications go with the account. */
  deleteAllOf(userId: number): void;
}

export function createRealNameStore(db: Db, clock: ServerClock): RealNameStore {
  const select = db.prepare('SELECT * FROM real_names WHERE user_id = ?');
  const holder = db.prepare('SELECT user_id FROM real_names WHERE id_type = ? AND id_number = ?');
  const upsert = db.prepare(`INSERT INTO real_names (user_id, name, id_type, id_number, method, verified_at) VALUES (?, ?, ?, ?, ?, ?)
    ON CONFLICT (user_id) DO UPDATE SET name = excluded.name, id_type = excluded.id_type, id_number = excluded.id_number,
      method = excluded.method, verified_at = excluded.verified_at, front_upload_id = NULL, back_upload_id = NULL`);
  const photos = db.prepare('UPDATE real_names SET front_upload_id = ?, back_upload_id = ? WHERE user_id = ?');
  const remove = db.prepare('DELETE FROM real_names WHERE user_id = ?');
  const removeFaces = db.prepare('DELETE FROM face_verifications WHERE user_id = ?');
  const removeCompanies = db.prepare('DELETE FROM company_auths WHERE user_id = ?');
  return {
    of: (userId) => (select.get(userId) as RealNameRow | undefined) ?? null,
    holderOf: (idType, idNumber) => (holder.get(idType, idNumber) as { user_id: number } | undefined)?.user_id ?? null,
    save(row) {
      upsert.run(row.user_id, row.name, row.id_type, row.id_number, row.method, clock.now());
    },
    setPhotos(userId, frontId, backId) {
      photos.run(frontId, backId, userId);
    },
    deleteAllOf(userId) {
      remove.run(userId);
      removeFaces.run(userId);
      removeCompanies.run(userId);
    },
  };
}

/**
 * The identity a tenant acts under (signing, the person info of a contract): their real_names row, behind the
 * account's truth and authBinding. A flag without a row, or a row of an account no longer verified, is no identity.
 */
export function verifiedIdentityOf(db: Db, users: UserRepository, userId: number): RealNameRow | null {
  const user = users.byId(userId);
  if (!user || user.truth !== 1 || user.authBinding !== 1) return null;
  return (db.prepare('SELECT * FROM real_names WHERE user_id = ?').get(userId) as RealNameRow | undefined) ?? null;
}
