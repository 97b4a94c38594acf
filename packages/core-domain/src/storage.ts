import { type z } from 'zod';
import { type StoragePort } from './ports';

/**
 * Storage keys of the spec (section 9), plus userId (the spec's list says "include", and a token is useless
 * without the user id it belongs to) and meterUuid (the meter uuid is "created once", so it is stored).
 * The session persists token, userId, user, cityId, cityName, companyId and openId; payData is the payment a
 * mini-program's sheet is showing (session/pendingPayment.ts); meterUuid the machineId (session/machineId.ts). lockMac
 * is named but not written: every lock opening reads the lock's MAC from its detail before it connects, so a stored
 * one would save no time (and WeChat's iOS device ids are not MACs to connect by).
 */
export const storageKeys = {
  token: 'token',
  userId: 'userId',
  user: 'user',
  cityId: 'cityId',
  cityName: 'cityName',
  companyId: 'companyId',
  openId: 'openId',
  payData: 'payData',
  lockMac: 'lockMac',
  meterUuid: 'meterUuid',
  /**
   * Ours: home/config's last `extensions` (the catalogue features whose extensions the backend serves), a JSON array,
   * so H5's early script does not ask a spec-only backend for an extension (the house detail) on a later visit.
   */
  backendExtensions: 'backendExtensions',
} as const;
export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

/**
 * Reads one stored JSON value. Storage is outside the app's control (older versions, other code, tampering):
 * a value that is not JSON or fails its schema is removed and never trusted.
 */
export function readStoredJson<S extends z.ZodType>(storage: StoragePort, key: string, schema: S): z.output<S> | null {
  const raw = storage.get(key);
  if (raw === null) {
    return null;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    storage.remove(key);
    return null;
  }
  const result = schema.safeParse(parsed);
  if (!result.success) {
    storage.remove(key);
    return null;
  }
  return result.data;
}

/** Stores a value as JSON, the form readStoredJson reads back. */
export function writeStoredJson(storage: StoragePort, key: string, value: unknown): void {
  storage.set(key, JSON.stringify(value));
}
