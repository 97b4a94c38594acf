import type { Db } from '../db/database';
import { hashSecret } from './secrets';

/**
 * The device an account last logged in from on a mini-program: its openId, hashed (the openId itself is not kept in
 * other tables). Null for an account that only ever used H5. Per-device limits count by it across accounts.
 */
export function createDeviceOf(db: Db): (userId: number) => string | null {
  const latest = db.prepare('SELECT open_id FROM open_ids WHERE user_id = ? ORDER BY rowid DESC LIMIT 1');
  return (userId) => {
    const row = latest.get(userId) as { open_id: string } | undefined;
    return row === undefined ? null : hashSecret(row.open_id);
  };
}
