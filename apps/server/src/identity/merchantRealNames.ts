import { maskIdNumber, maskName } from '@aster/core-domain';
import type { ServerClock } from '../clock';
import type { Db } from '../db/database';
import { hashSecret } from '../auth/secrets';

/** A verified identity as real_names holds it. */
export interface Identity {
  name: string;
  id_type: number;
  id_number: string;
}

export interface MerchantRealNameRow {
  company_id: string;
  id_type: number;
  identity_hash: string;
  masked_name: string;
  masked_id: string;
}

/** What a brand company's merchant holds of a tenant's real name: a digest and the masked form (0046). */
export interface MerchantRealNameStore {
  of(userId: number, companyId: string): MerchantRealNameRow | null;
  /** Registers (or replaces) the tenant's identity with the company's merchant. */
  register(userId: number, companyId: string, identity: Identity): void;
  /** Whether the merchant's copy is this identity. */
  matches(row: MerchantRealNameRow, identity: Identity | null): boolean;
  deleteAllOf(userId: number): void;
}

const digest = (identity: Identity) => hashSecret(`${identity.id_type}|${identity.id_number}|${identity.name}`);

export function createMerchantRealNameStore(db: Db, clock: ServerClock): MerchantRealNameStore {
  const select = db.prepare('SELECT company_id, id_type, identity_hash, masked_name, masked_id FROM merchant_real_names WHERE user_id = ? AND company_id = ?');
  const upsert = db.prepare(`INSERT INTO merchant_real_names (user_id, company_id, id_type, identity_hash, masked_name, masked_id, registered_at)
    VALUES (?, ?, ?, ?, ?, ?, ?)
    ON CONFLICT (user_id, company_id) DO UPDATE SET id_type = excluded.id_type, identity_hash = excluded.identity_hash,
      masked_name = excluded.masked_name, masked_id = excluded.masked_id, registered_at = excluded.registered_at`);
  const remove = db.prepare('DELETE FROM merchant_real_names WHERE user_id = ?');
  return {
    of: (userId, companyId) => (select.get(userId, companyId) as MerchantRealNameRow | undefined) ?? null,
    register(userId, companyId, identity) {
      upsert.run(userId, companyId, identity.id_type, digest(identity), maskName(identity.name), maskIdNumber(identity.id_number), clock.now());
    },
    matches: (row, identity) => identity !== null && row.identity_hash === digest(identity),
    deleteAllOf(userId) {
      remove.run(userId);
    },
  };
}
