import crypto from 'node:crypto';
import type { PhotoKind } from '@aster/core-api';
import type { ServerClock } from '../clock';
import type { Db } from '../db/database';

export type PhotoMime = 'image/jpeg' | 'image/png';

/**
 * The picture type read from the first bytes (what the file is, whatever its name or declared type says): JPEG
 * starts FF D8 FF, PNG with its 8-byte signature. Anything else is not a photo we keep.
 */
export function sniffPhoto(bytes: Uint8Array): PhotoMime | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= png.length && png.every((byte, index) => bytes[index] === byte)) return 'image/png';
  return null;
}

export interface StoredPhoto {
  id: string;
  userId: number;
  kind: PhotoKind;
  mime: PhotoMime;
  bytes: Buffer;
}

export interface PhotoStore {
  save(userId: number, kind: PhotoKind, mime: PhotoMime, bytes: Buffer): StoredPhoto;
  /** The photo when it is the caller's own (and, if given, of that kind); null otherwise, whoever else owns it. */
  ownedBy(userId: number, id: string, kind?: PhotoKind): StoredPhoto | null;
  /** Photos one tenant uploaded since `since` (the daily cap). */
  countSince(userId: number, since: number): number;
  /** Account log-out: the tenant's photos go with the account. */
  deleteAllOf(userId: number): void;
}

interface PhotoRow {
  id: string;
  user_id: number;
  kind: PhotoKind;
  mime: PhotoMime;
  bytes: Buffer;
}

export function createPhotoStore(db: Db, clock: ServerClock): PhotoStore {
  const insert = db.prepare('INSERT INTO uploads (id, user_id, kind, mime, size, bytes, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const select = db.prepare('SELECT id, user_id, kind, mime, bytes FROM uploads WHERE id = ? AND user_id = ?');
  const count = db.prepare('SELECT count(*) AS n FROM uploads WHERE user_id = ? AND created_at >= ?');
  const remove = db.prepare('DELETE FROM uploads WHERE user_id = ?');
  return {
    save(userId, kind, mime, bytes) {
      // 24 random bytes: an id nobody guesses, so a leaked id alone still needs the owner's session.
      const id = crypto.randomBytes(24).toString('base64url');
      insert.run(id, userId, kind, mime, bytes.length, bytes, clock.now());
      return { id, userId, kind, mime, bytes };
    },
    ownedBy(userId, id, kind) {
      const row = select.get(id, userId) as PhotoRow | undefined;
      if (!row || (kind !== undefined && row.kind !== kind)) return null;
      return { id: row.id, userId: row.user_id, kind: row.kind, mime: row.mime, bytes: row.bytes };
    },
    countSince: (userId, since) => (count.get(userId, since) as { n: number }).n,
    deleteAllOf(userId) {
      remove.run(userId);
    },
  };
}
