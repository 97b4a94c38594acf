import { type DeviceSummary, type LockDetail, type LockModel } from '@aster/core-api';
import type { Db } from '../db/database';
import { BusinessError } from '../http/errors';
import type { Services } from '../services';

/** Contract statuses whose tenant lives in the house and may use its devices (moved in, not yet handed back). */
export const DEVICE_ACCESS_STATUSES = ['renting', 'checkout_applied'] as const;
const ACCESS_SQL = `('${DEVICE_ACCESS_STATUSES.join("', '")}')`;

export const deviceErrors = {
  notFound: () => new BusinessError('DEVICE_NOT_FOUND', '设备不存在或您暂无权限使用'),
  lockNotFound: () => new BusinessError('LOCK_NOT_FOUND', '门锁不存在或您暂无权限使用'),
};

export interface DeviceRow {
  id: string;
  house_id: string;
  room_name: string;
  device_type: number;
  model: string;
  name: string;
  mac: string;
  online: number;
  battery: number | null;
}

export interface LockRow extends DeviceRow {
  is_blue: number;
  ttlock_data: string | null;
  time_set_at: number | null;
  gateway_mode: 'online' | 'offline' | 'fail' | 'silent';
  gateway_latency_ms: number;
}

/** The lived-in contract through which a tenant reaches a house's devices. */
export interface AccessRow {
  contract_id: number;
  contract_no: string;
  house_title: string;
  /** Reached through a family member's share of this one lock (lock-access), not the caller's own lease. */
  shared?: true;
  /** The share reached through and who made it (the lease holder), with `shared`. */
  shareId?: string;
  sharedBy?: number;
  /** With `shared`: the lease holder's house setting lets their family make temporary passwords (setting-house-lock-auth). */
  memberTempPasswords?: boolean;
}

/**
 * Another way to a lock than the caller's own lease (the lock-access feature: a family member's share). Registered
 * from that feature's routes(services); asked only when the caller has no lease on the house.
 */
export interface LockAccessSource {
  /** Access to this one device through the source, or null. */
  access(userId: number, device: DeviceRow): AccessRow | null;
  /** The locks the caller reaches that way, for the device home (who shared each, masked). */
  sharedLocks(userId: number): { lockId: string; sharedBy: string }[];
}
const accessSources = new WeakMap<Services, LockAccessSource[]>();

export function addLockAccessSource(services: Services, source: LockAccessSource): void {
  accessSources.set(services, [...(accessSources.get(services) ?? []), source]);
}

/** A stable MAC for a house's device: a prefix per device slot, the house id hashed (FNV-1a) into the last 4 bytes. */
export function deviceMac(prefix: readonly [number, number], houseId: string): string {
  let h = 0x811c9dc5;
  for (const char of houseId) h = Math.imul(h ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return [prefix[0], prefix[1], h >>> 24, (h >>> 16) & 0xff, (h >>> 8) & 0xff, h & 0xff].map((b) => b.toString(16).padStart(2, '0').toUpperCase()).join(':');
}

/**
 * What every let house has (the operator installs it with the lease): the room's lock with Bluetooth and a gateway
 * (model device_lock) and the flat's entrance lock on a gateway only (lock2, no Bluetooth). The meters feature adds
 * its meters; the lock-access feature its TTLock. Idempotent: an installed house is left alone.
 */
export function installHouseLocks(db: Db, houseId: string, now: number): void {
  const device = db.prepare(
    'INSERT OR IGNORE INTO devices (id, house_id, room_name, device_type, model, name, mac, online, battery, created_at) VALUES (?, ?, ?, 1, ?, ?, ?, ?, ?, ?)',
  );
  const lock = db.prepare('INSERT OR IGNORE INTO device_locks (device_id, is_blue) VALUES (?, ?)');
  const locks: readonly { id: string; room: string; model: LockModel; name: string; prefix: readonly [number, number]; blue: boolean; battery: number }[] = [
    { id: `LK${houseId}`, room: '我的房间', model: 'device_lock', name: '房间门锁', prefix: [0xc0, 0xde], blue: true, battery: 86 },
    { id: `LD${houseId}`, room: '公共区域', model: 'lock2', name: '入户门锁', prefix: [0xc0, 0xdf], blue: false, battery: 64 },
  ];
  for (const one of locks) {
    device.run(one.id, houseId, one.room, one.model, one.name, deviceMac(one.prefix, houseId), 1, one.battery, now);
    lock.run(one.id, one.blue ? 1 : 0);
  }
}

export type DeviceSummaryExtra = (row: DeviceRow, userId: number) => Partial<DeviceSummary>;
const summaryExtras = new WeakMap<Services, DeviceSummaryExtra[]>();

/**
 * What another device feature adds to a device's summary on the device home (the meters feature: a meter's balance
 * and online state from its own tables). Registered from that feature's routes(services); read at each request.
 */
export function addDeviceSummaryExtra(services: Services, extra: DeviceSummaryExtra): void {
  summaryExtras.set(services, [...(summaryExtras.get(services) ?? []), extra]);
}

export type DeviceStore = ReturnType<typeof createDeviceStore>;

export function createDeviceStore(services: Services) {
  const { db, clock } = services;
  const q = {
    access: db.prepare(
      `SELECT c.id AS contract_id, c.contract_no, h.title AS house_title FROM contracts c JOIN houses h ON h.id = c.house_id
       WHERE c.user_id = ? AND c.house_id = ? AND c.status IN ${ACCESS_SQL} ORDER BY c.start_date DESC LIMIT 1`,
    ),
    contracts: db.prepare(
      `SELECT c.id AS contract_id, c.contract_no, c.house_id, h.title AS house_title FROM contracts c JOIN houses h ON h.id = c.house_id
       WHERE c.user_id = ? AND c.status IN ${ACCESS_SQL} ORDER BY c.start_date DESC`,
    ),
    contractOf: db.prepare(`SELECT id, house_id, status FROM contracts WHERE id = ? AND user_id = ?`),
    device: db.prepare('SELECT * FROM devices WHERE id = ?'),
    lock: db.prepare('SELECT d.*, l.is_blue, l.ttlock_data, l.time_set_at, l.gateway_mode, l.gateway_latency_ms FROM devices d JOIN device_locks l ON l.device_id = d.id WHERE d.id = ?'),
    devicesOf: db.prepare('SELECT * FROM devices WHERE house_id = ? ORDER BY room_name, device_type, id'),
    collected: db.prepare('SELECT 1 FROM device_collects WHERE user_id = ? AND device_id = ?'),
    ownAuth: db.prepare('SELECT id FROM lock_auths WHERE lock_id = ? AND user_id = ? AND auth_type = 1'),
    addAuth: db.prepare('INSERT OR IGNORE INTO lock_auths (lock_id, user_id, auth_type, created_at) VALUES (?, ?, 1, ?)'),
    collect: db.prepare('INSERT OR IGNORE INTO device_collects (user_id, device_id, device_type, created_at) VALUES (?, ?, ?, ?)'),
    uncollect: db.prepare('DELETE FROM device_collects WHERE user_id = ? AND device_id = ?'),
  };
  const sharedAccess = (userId: number, device: DeviceRow): AccessRow | null => {
    for (const source of accessSources.get(services) ?? []) {
      const access = source.access(userId, device);
      if (access !== null) return access;
    }
    return null;
  };
  const accessOf = (userId: number, device: DeviceRow) => (q.access.get(userId, device.house_id) as AccessRow | undefined) ?? sharedAccess(userId, device);

  const store = {
    /** A device the caller may use (a lived-in contract on its house), else DEVICE_NOT_FOUND as for an unknown id. */
    deviceOf(userId: number, deviceId: string): { device: DeviceRow; access: AccessRow } {
      const device = q.device.get(deviceId) as DeviceRow | undefined;
      const access = device === undefined ? null : accessOf(userId, device);
      if (device === undefined || access === null) throw deviceErrors.notFound();
      return { device, access };
    },
    /** A lock the caller may use, else LOCK_NOT_FOUND (another tenant's lock reads as not there). */
    lockOf(userId: number, lockId: string): { lock: LockRow; access: AccessRow } {
      const lock = q.lock.get(lockId) as LockRow | undefined;
      const access = lock === undefined ? null : accessOf(userId, lock);
      if (lock === undefined || access === null) throw deviceErrors.lockNotFound();
      return { lock, access };
    },
    /** The caller's password authorisation on a lock, made on first use (a tenant of the room may open it). */
    ownPasswordAuth(userId: number, lockId: string): string {
      q.addAuth.run(lockId, userId, clock.now());
      return String((q.ownAuth.get(lockId, userId) as { id: number }).id);
    },
    /** The caller's password authorisation if they have one (a shared lock gives one only when shared as a password). */
    existingPasswordAuth(userId: number, lockId: string): string | null {
      const row = q.ownAuth.get(lockId, userId) as { id: number } | undefined;
      return row === undefined ? null : String(row.id);
    },
    isCollected: (userId: number, deviceId: string) => q.collected.get(userId, deviceId) !== undefined,
    setCollected(userId: number, deviceId: string, deviceType: number, collected: boolean): void {
      if (collected) q.collect.run(userId, deviceId, deviceType, clock.now());
      else q.uncollect.run(userId, deviceId);
    },
    lockDetail(userId: number, lock: LockRow, access: AccessRow): LockDetail {
      return {
        id: lock.id,
        model: lock.model as LockModel,
        name: lock.name,
        lockMac: lock.mac,
        lockIsBlue: lock.is_blue === 1,
        ...(lock.ttlock_data === null ? {} : { ttlockData: lock.ttlock_data }),
        contractId: String(access.contract_id),
        houseTitle: access.house_title,
        roomName: lock.room_name,
        online: lock.online === 1 && lock.gateway_mode !== 'offline',
        battery: lock.battery,
        lockAuthId: access.shared === true ? store.existingPasswordAuth(userId, lock.id) : store.ownPasswordAuth(userId, lock.id),
        collected: store.isCollected(userId, lock.id),
      };
    },
    summary(userId: number, row: DeviceRow): DeviceSummary {
      const base: DeviceSummary = {
        id: row.id,
        deviceType: row.device_type as DeviceSummary['deviceType'],
        model: row.model as DeviceSummary['model'],
        name: row.name,
        online: row.online === 1,
        battery: row.battery,
        balance: null,
        collected: store.isCollected(userId, row.id),
      };
      if (row.device_type === 1) {
        const lock = q.lock.get(row.id) as LockRow | undefined;
        if (lock !== undefined) base.online = lock.online === 1 && lock.gateway_mode !== 'offline';
      }
      return (summaryExtras.get(services) ?? []).reduce((summary, extra) => ({ ...summary, ...extra(row, userId) }), base);
    },
    /** The caller's lived-in contracts, each with its house's devices by room. */
    home(userId: number) {
      const contracts = q.contracts.all(userId) as (AccessRow & { house_id: string })[];
      return {
        contracts: contracts.map((contract) => {
          installHouseLocks(db, contract.house_id, clock.now());
          const rooms = new Map<string, DeviceSummary[]>();
          for (const row of q.devicesOf.all(contract.house_id) as DeviceRow[]) {
            rooms.set(row.room_name, [...(rooms.get(row.room_name) ?? []), store.summary(userId, row)]);
          }
          return {
            contractId: String(contract.contract_id),
            contractNo: contract.contract_no,
            houseTitle: contract.house_title,
            rooms: [...rooms].map(([roomName, devices]) => ({ roomId: `${contract.house_id}:${roomName}`, roomName, devices })),
          };
        }),
        shared: (accessSources.get(services) ?? []).flatMap((source) => source.sharedLocks(userId)).flatMap(({ lockId, sharedBy }) => {
          const device = q.device.get(lockId) as DeviceRow | undefined;
          const access = device === undefined ? null : sharedAccess(userId, device);
          return device === undefined || access === null ? [] : [{ houseTitle: access.house_title, roomName: device.room_name, sharedBy, device: store.summary(userId, device) }];
        }),
      };
    },
    /** The caller's locks over all lived-in contracts, then those shared with them. */
    locks(userId: number): LockDetail[] {
      const home = store.home(userId);
      const ids = [
        ...home.contracts.flatMap((contract) => contract.rooms.flatMap((room) => room.devices.filter((device) => device.deviceType === 1).map((device) => device.id))),
        ...home.shared.map((one) => one.device.id),
      ];
      return ids.map((id) => {
        const { lock, access } = store.lockOf(userId, id);
        return store.lockDetail(userId, lock, access);
      });
    },
    /** The room lock of one of the caller's contracts (contract_detail's lock row), null when it has none. */
    lockOfContract(userId: number, contractId: string): LockDetail | null {
      if (!/^\d{1,12}$/.test(contractId)) return null;
      const contract = q.contractOf.get(Number(contractId), userId) as { id: number; house_id: string } | undefined;
      if (contract === undefined) return null;
      const lock = q.lock.get(`LK${contract.house_id}`) as LockRow | undefined;
      const access = lock === undefined ? null : accessOf(userId, lock);
      return lock === undefined || access === null ? null : store.lockDetail(userId, lock, access);
    },
  };
  return store;
}
