// Who may open a lock beyond its tenants: shares with a family member (only the account of the phone the tenant
// named may accept, within the link's hours), the authorisations they make and their revoking; and the phone's NFC
// keys, written to the lock over Bluetooth through the lock cloud's relay.

import crypto from 'node:crypto';
import { type HouseLockAuthSetting, type LockAccountInfo, type LockAuthChanged, type LockAuthList, type LockShare, type LockShareInfo, type NfcKey } from '@aster/core-api';
import { chinaIso, LOCK_OPEN_TYPE_AUTH, LOCK_SHARE_LINK_HOURS, type LockAuthChange, type LockAuthType, LockOpenType, type LockShareRequest, maskPhone, roommateName } from '@aster/core-domain';
import { hexToBytes } from '@aster/device-ble';
import { DEVICE_ACCESS_STATUSES, type AccessRow, type DeviceRow, type DeviceStore, type LockAccessSource, type LockRow } from '../devices/deviceStore';
import { type LockCloud, lockErrors } from '../devices/lockCloud';
import { BusinessError } from '../http/errors';
import type { Services } from '../services';

const ACCESS_SQL = `('${DEVICE_ACCESS_STATUSES.join("', '")}')`;
const DAY_MS = 86_400_000;
/** Open shares one tenant may have on one lock at a time (a family is not a crowd). */
const OPEN_SHARES_PER_LOCK = 10;
const NFC_AUTH_TYPE = 90;

export const accessErrors = {
  notLeaseHolder: () => new BusinessError('LOCK_SHARE_NOT_ALLOWED', '只有租住该房间的租客可以分享门锁'),
  selfShare: () => new BusinessError('LOCK_SHARE_SELF', '不能分享给自己，请填写家人的手机号'),
  tooManyShares: () => new BusinessError('LOCK_SHARE_LIMIT', `每把门锁最多同时有${OPEN_SHARES_PER_LOCK}个待接受的分享`),
  shareNotFound: () => new BusinessError('LOCK_SHARE_NOT_FOUND', '分享不存在或链接有误'),
  notForYou: () => new BusinessError('LOCK_SHARE_NOT_FOR_YOU', '该分享不是发给您的，请使用家人填写的手机号登录'),
  shareExpired: () => new BusinessError('LOCK_SHARE_EXPIRED', '分享链接已过期，请让家人重新分享'),
  shareAccepted: () => new BusinessError('LOCK_SHARE_ACCEPTED', '该分享已被接受'),
  shareCancelled: () => new BusinessError('LOCK_SHARE_CANCELLED', '家人已取消该分享'),
  sharerLeft: () => new BusinessError('LOCK_SHARE_SHARER_LEFT', '分享人已不再租住该房间，分享已失效'),
  alreadyHeld: () => new BusinessError('LOCK_AUTH_HELD', '您已拥有该门锁的这种开门方式'),
  notRevocable: () => new BusinessError('LOCK_AUTH_NOT_REVOCABLE', '只能撤销您分享出去的授权'),
  notChangeable: () => new BusinessError('LOCK_AUTH_NOT_CHANGEABLE', '只能修改您分享出去的授权'),
  memberHolds: () => new BusinessError('LOCK_AUTH_HELD', '家人已拥有这种开门方式'),
  // A password goes to the lock through its gateway; unless the lock confirmed it, the key is left as it was and the
  // tenant is told what is known: nothing sent (offline, no gateway, refused) or no answer (it may or may not have).
  noGateway: () => new BusinessError('LOCK_NO_GATEWAY', '该门锁未接入网关，不能远程设置密码，请让家人使用蓝牙开门'),
  gatewayOffline: () => new BusinessError('LOCK_GATEWAY_OFFLINE', '门锁网关离线，开门方式未修改，请稍后再试'),
  gatewayRefused: () => new BusinessError('LOCK_REFUSED', '门锁拒绝执行该指令，开门方式未修改，请联系管家'),
  gatewayTimeout: () => new BusinessError('LOCK_GATEWAY_TIMEOUT', '门锁未在规定时间内确认，无法确定密码是否已写入门锁，开门方式暂未修改，请稍后重试'),
  notLeaseHolderSetting: () => new BusinessError('LOCK_SETTING_NOT_ALLOWED', '只有租住该房间的租客可以设置家人的开门权限'),
};

interface ShareRow {
  id: string;
  short_link: string;
  lock_id: string;
  from_user_id: number;
  phone: string;
  auth_type: 1 | 2;
  days: number | null;
  link_expires_at: number;
  accepted_by: number | null;
  accepted_at: number | null;
  cancelled_at: number | null;
}

interface AuthRow {
  id: number;
  auth_type: 1 | 2 | 3 | 4 | 90;
  user_id: number;
  created_at: number;
  user_name: string;
  mobile: string;
  valid_to: number | null;
  shared: number;
  from_user_id: number | null;
}

const code = (length: number) => Array.from(crypto.randomBytes(length), (byte) => 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789'[byte % 57]).join('');

export type LockAccessStore = ReturnType<typeof createLockAccessStore>;

export function createLockAccessStore(services: Services, devices: DeviceStore, cloud: LockCloud) {
  const { db, clock } = services;
  const q = {
    user: db.prepare('SELECT user_name, mobile FROM users WHERE id = ?'),
    lease: db.prepare(
      `SELECT c.id AS contract_id, c.contract_no, h.title AS house_title FROM contracts c JOIN houses h ON h.id = c.house_id
       WHERE c.user_id = ? AND c.house_id = ? AND c.status IN ${ACCESS_SQL} ORDER BY c.start_date DESC LIMIT 1`,
    ),
    device: db.prepare('SELECT * FROM devices WHERE id = ?'),
    openShares: db.prepare('SELECT COUNT(*) AS n FROM lock_shares WHERE lock_id = ? AND from_user_id = ? AND accepted_at IS NULL AND cancelled_at IS NULL AND link_expires_at > ?'),
    addShare: db.prepare(
      'INSERT INTO lock_shares (id, short_link, lock_id, from_user_id, phone, auth_type, days, link_expires_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    ),
    share: db.prepare('SELECT * FROM lock_shares WHERE id = ? AND short_link = ?'),
    pending: db.prepare(
      'SELECT * FROM lock_shares WHERE lock_id = ? AND from_user_id = ? AND accepted_at IS NULL AND cancelled_at IS NULL AND link_expires_at > ? ORDER BY created_at DESC',
    ),
    accept: db.prepare('UPDATE lock_shares SET accepted_by = ?, accepted_at = ? WHERE id = ? AND accepted_at IS NULL AND cancelled_at IS NULL'),
    cancel: db.prepare('UPDATE lock_shares SET cancelled_at = ? WHERE id = ? AND lock_id = ? AND from_user_id = ? AND accepted_at IS NULL AND cancelled_at IS NULL'),
    heldAuth: db.prepare('SELECT id FROM lock_auths WHERE lock_id = ? AND user_id = ? AND auth_type = ?'),
    addAuth: db.prepare('INSERT INTO lock_auths (lock_id, user_id, auth_type, created_at) VALUES (?, ?, ?, ?)'),
    addSharedAuth: db.prepare('INSERT INTO lock_shared_auths (auth_id, share_id, valid_to) VALUES (?, ?, ?)'),
    auths: db.prepare(
      `SELECT a.id, a.auth_type, a.user_id, a.created_at, u.user_name, u.mobile, s.valid_to, s.auth_id IS NOT NULL AS shared, sh.from_user_id
       FROM lock_auths a JOIN users u ON u.id = a.user_id
       LEFT JOIN lock_shared_auths s ON s.auth_id = a.id LEFT JOIN lock_shares sh ON sh.id = s.share_id
       WHERE a.lock_id = ? AND (
         (s.auth_id IS NULL AND EXISTS (SELECT 1 FROM contracts c WHERE c.user_id = a.user_id AND c.house_id = ? AND c.status IN ${ACCESS_SQL}))
         OR (s.auth_id IS NOT NULL AND (s.valid_to IS NULL OR s.valid_to > ?)))
       ORDER BY shared, a.created_at, a.id`,
    ),
    revocable: db.prepare(
      `SELECT s.share_id FROM lock_shared_auths s JOIN lock_shares sh ON sh.id = s.share_id JOIN lock_auths a ON a.id = s.auth_id
       WHERE s.auth_id = ? AND a.lock_id = ? AND sh.from_user_id = ?`,
    ),
    removeAuth: db.prepare('DELETE FROM lock_auths WHERE id = ?'),
    sharedAuth: db.prepare(
      `SELECT s.share_id, a.auth_type, a.user_id, a.password_set_at FROM lock_shared_auths s JOIN lock_shares sh ON sh.id = s.share_id JOIN lock_auths a ON a.id = s.auth_id
       WHERE s.auth_id = ? AND a.lock_id = ? AND sh.from_user_id = ? AND (s.valid_to IS NULL OR s.valid_to > ?)`,
    ),
    setAuthType: db.prepare('UPDATE lock_auths SET auth_type = ?, password_set_at = ? WHERE id = ? AND lock_id = ?'),
    setShareType: db.prepare('UPDATE lock_shares SET auth_type = ? WHERE id = ?'),
    setting: db.prepare('SELECT member_temp_passwords FROM house_lock_settings WHERE house_id = ? AND user_id = ?'),
    saveSetting: db.prepare(
      `INSERT INTO house_lock_settings (house_id, user_id, member_temp_passwords, updated_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (house_id, user_id) DO UPDATE SET member_temp_passwords = excluded.member_temp_passwords, updated_at = excluded.updated_at`,
    ),
    keysOf: db.prepare(
      `SELECT a.auth_type, COUNT(*) AS n FROM lock_auths a WHERE a.user_id = ? AND a.lock_id IN (SELECT value FROM json_each(?))
       AND NOT EXISTS (SELECT 1 FROM lock_shared_auths s WHERE s.auth_id = a.id AND s.valid_to IS NOT NULL AND s.valid_to <= ?)
       GROUP BY a.auth_type ORDER BY a.auth_type`,
    ),
    sharedOut: db.prepare(
      `SELECT COUNT(*) AS n FROM lock_shared_auths s JOIN lock_shares sh ON sh.id = s.share_id
       WHERE sh.from_user_id = ? AND sh.lock_id IN (SELECT value FROM json_each(?)) AND (s.valid_to IS NULL OR s.valid_to > ?)`,
    ),
    tempActive: db.prepare(
      'SELECT COUNT(*) AS n FROM lock_temp_passwords WHERE user_id = ? AND lock_id IN (SELECT value FROM json_each(?)) AND end_asked_at IS NULL AND valid_to > ?',
    ),
    cancelAccepted: db.prepare('UPDATE lock_shares SET cancelled_at = ? WHERE id = ?'),
    sharedWith: db.prepare(
      `SELECT a.lock_id, sh.from_user_id FROM lock_auths a JOIN lock_shared_auths s ON s.auth_id = a.id JOIN lock_shares sh ON sh.id = s.share_id
       WHERE a.user_id = ? AND (s.valid_to IS NULL OR s.valid_to > ?) ORDER BY a.created_at, a.id`,
    ),
    sharedOn: db.prepare(
      `SELECT sh.id, sh.from_user_id FROM lock_auths a JOIN lock_shared_auths s ON s.auth_id = a.id JOIN lock_shares sh ON sh.id = s.share_id
       WHERE a.lock_id = ? AND a.user_id = ? AND (s.valid_to IS NULL OR s.valid_to > ?) ORDER BY a.id LIMIT 1`,
    ),
    nfcAuth: db.prepare('INSERT OR IGNORE INTO lock_auths (lock_id, user_id, auth_type, created_at) VALUES (?, ?, 90, ?)'),
    nfcKey: db.prepare(
      'INSERT INTO lock_nfc_keys (auth_id, nfc_id, activated_at) VALUES (?, ?, ?) ON CONFLICT (auth_id) DO UPDATE SET nfc_id = excluded.nfc_id, activated_at = excluded.activated_at',
    ),
    nfcKeys: db.prepare(
      `SELECT a.lock_id, k.nfc_id, k.activated_at FROM lock_nfc_keys k JOIN lock_auths a ON a.id = k.auth_id
       WHERE a.user_id = ? AND (? IS NULL OR k.nfc_id = ?) ORDER BY k.activated_at DESC`,
    ),
    nfcLog: db.prepare('INSERT INTO lock_nfc_logs (lock_id, user_id, nfc_id, event, detail, at) VALUES (?, ?, ?, ?, ?, ?)'),
  };
  const userOf = (userId: number) => q.user.get(userId) as { user_name: string; mobile: string };
  const leaseOf = (userId: number, houseId: string) => (q.lease.get(userId, houseId) as AccessRow | undefined) ?? null;
  /** The house's lock-auth setting of its lease holder (members may make temporary passwords until turned off). */
  const settingOf = (houseId: string, userId: number): HouseLockAuthSetting => {
    const row = q.setting.get(houseId, userId) as { member_temp_passwords: number } | undefined;
    return { memberTempPasswords: row === undefined || row.member_temp_passwords === 1 };
  };

  /** A share the caller may look at: the link's two parts match and it was made for the caller's phone. */
  const shareFor = (userId: number, shareId: string, shortLink: string): ShareRow => {
    const share = q.share.get(shareId, shortLink) as ShareRow | undefined;
    if (share === undefined) throw accessErrors.shareNotFound();
    if (userOf(userId).mobile !== share.phone) throw accessErrors.notForYou();
    return share;
  };
  const statusOf = (share: ShareRow): LockShareInfo['status'] => {
    if (share.cancelled_at !== null) return 'revoked';
    if (share.accepted_at !== null) return 'accepted';
    return share.link_expires_at <= clock.now() ? 'expired' : 'open';
  };

  const source: LockAccessSource = {
    access(userId: number, device: DeviceRow) {
      const shared = q.sharedOn.get(device.id, userId, clock.now()) as { id: string; from_user_id: number } | undefined;
      const lease = shared === undefined ? null : leaseOf(shared.from_user_id, device.house_id);
      if (lease === null || shared === undefined) return null;
      const { memberTempPasswords } = settingOf(device.house_id, shared.from_user_id);
      return { ...lease, shared: true, shareId: shared.id, sharedBy: shared.from_user_id, memberTempPasswords };
    },
    sharedLocks(userId: number) {
      const rows = q.sharedWith.all(userId, clock.now()) as { lock_id: string; from_user_id: number }[];
      return [...new Map(rows.map((row) => [row.lock_id, row])).values()].map((row) => ({ lockId: row.lock_id, sharedBy: roommateName(userOf(row.from_user_id).user_name) }));
    },
  };

  const store = {
    source,

    share(userId: number, lock: LockRow, access: AccessRow, request: LockShareRequest): LockShare {
      if (access.shared === true) throw accessErrors.notLeaseHolder();
      if (userOf(userId).mobile === request.phone) throw accessErrors.selfShare();
      const now = clock.now();
      if ((q.openShares.get(lock.id, userId, now) as { n: number }).n >= OPEN_SHARES_PER_LOCK) throw accessErrors.tooManyShares();
      const share = { shareId: code(20), shortLink: code(8), linkExpiresAt: now + LOCK_SHARE_LINK_HOURS * 3600_000 };
      q.addShare.run(share.shareId, share.shortLink, lock.id, userId, request.phone, request.authType, request.days, share.linkExpiresAt, now);
      return { shareId: share.shareId, shortLink: share.shortLink, phone: maskPhone(request.phone), linkExpiresAt: chinaIso(share.linkExpiresAt) };
    },

    shareInfo(userId: number, shareId: string, shortLink: string): LockShareInfo {
      const share = shareFor(userId, shareId, shortLink);
      const device = q.device.get(share.lock_id) as DeviceRow;
      const lease = leaseOf(share.from_user_id, device.house_id);
      return {
        lockName: device.name,
        houseTitle: lease?.house_title ?? '',
        sharedBy: roommateName(userOf(share.from_user_id).user_name),
        authType: share.auth_type,
        days: share.days,
        linkExpiresAt: chinaIso(share.link_expires_at),
        status: lease === null && statusOf(share) === 'open' ? 'expired' : statusOf(share),
      };
    },

    /** Accepting makes the caller's authorisation of the shared kind; accepting it again answers the same. */
    accept(userId: number, shareId: string, shortLink: string) {
      const share = shareFor(userId, shareId, shortLink);
      const answer = { lockId: share.lock_id, authType: share.auth_type };
      if (share.accepted_by === userId && share.cancelled_at === null) return answer;
      const status = statusOf(share);
      if (status === 'accepted') throw accessErrors.shareAccepted();
      if (status === 'revoked') throw accessErrors.shareCancelled();
      if (status === 'expired') throw accessErrors.shareExpired();
      const device = q.device.get(share.lock_id) as DeviceRow;
      if (leaseOf(share.from_user_id, device.house_id) === null) throw accessErrors.sharerLeft();
      if (q.heldAuth.get(share.lock_id, userId, share.auth_type) !== undefined) throw accessErrors.alreadyHeld();
      const now = clock.now();
      db.transaction(() => {
        const authId = Number(q.addAuth.run(share.lock_id, userId, share.auth_type, now).lastInsertRowid);
        q.addSharedAuth.run(authId, share.id, share.days === null ? null : now + share.days * DAY_MS);
        if (q.accept.run(userId, now, share.id).changes !== 1) throw accessErrors.shareAccepted();
      })();
      return answer;
    },

    authList(userId: number, lock: LockRow, access: AccessRow): LockAuthList {
      const now = clock.now();
      const rows = q.auths.all(lock.id, lock.house_id, now) as AuthRow[];
      return {
        auths: rows.map((row) => ({
          authId: String(row.id),
          authType: row.auth_type,
          holderName: roommateName(row.user_name),
          holderPhone: maskPhone(row.mobile),
          mine: row.user_id === userId,
          shared: row.shared === 1,
          revocable: row.shared === 1 && row.from_user_id === userId,
          validFrom: chinaIso(row.created_at),
          validTo: row.valid_to === null ? null : chinaIso(row.valid_to),
        })),
        pending: (q.pending.all(lock.id, userId, now) as ShareRow[]).map((share) => ({
          shareId: share.id,
          authType: share.auth_type,
          phone: maskPhone(share.phone),
          linkExpiresAt: chinaIso(share.link_expires_at),
        })),
        houseSetting: access.shared === true ? null : settingOf(lock.house_id, userId),
      };
    },

    /** setting-house-lock-auth: the lease holder's setting for the family they share the house's locks with. */
    setHouseSetting(userId: number, lock: LockRow, access: AccessRow, setting: HouseLockAuthSetting): HouseLockAuthSetting {
      if (access.shared === true) throw accessErrors.notLeaseHolderSetting();
      q.saveSetting.run(lock.house_id, userId, setting.memberTempPasswords ? 1 : 0, clock.now());
      return settingOf(lock.house_id, userId);
    },

    /**
     * auth/{authId}: the sharer changes a shared key's open type or ends it. A password (set, or one to take off the
     * lock when the key becomes Bluetooth) goes through the lock's gateway; the key changes only once the lock confirmed.
     * Ending answers the share (its member's temporary passwords end with it).
     */
    async changeAuth(userId: number, lock: LockRow, authId: string, change: LockAuthChange): Promise<LockAuthChanged & { shareId?: string }> {
      if (change.openType === LockOpenType.ended) {
        const { shareId } = store.revoke(userId, lock, authId);
        return { authId, authType: null, ended: true, shareId };
      }
      const sharedAuth = (now: number) =>
        /^\d{1,12}$/.test(authId)
          ? (q.sharedAuth.get(Number(authId), lock.id, userId, now) as { share_id: string; auth_type: LockAuthType; user_id: number; password_set_at: number | null } | undefined)
          : undefined;
      const row = sharedAuth(clock.now());
      if (row === undefined) throw accessErrors.notChangeable();
      const authType = LOCK_OPEN_TYPE_AUTH[change.openType];
      if (authType !== row.auth_type && q.heldAuth.get(lock.id, row.user_id, authType) !== undefined) throw accessErrors.memberHolds();
      const passwordOnLock = row.auth_type === 1 && row.password_set_at !== null;
      if (change.openType === LockOpenType.password || passwordOnLock) {
        const said = await cloud.throughGateway(lock);
        if (said === 'none') throw accessErrors.noGateway();
        if (said === 'offline') throw accessErrors.gatewayOffline();
        if (said === 'refused') throw accessErrors.gatewayRefused();
        if (said === 'timeout') throw accessErrors.gatewayTimeout();
      }
      const now = clock.now();
      db.transaction(() => {
        // The gateway took its time: the key must still be the sharer's to change.
        if (sharedAuth(now) === undefined) throw accessErrors.notChangeable();
        q.setAuthType.run(authType, change.openType === LockOpenType.password ? now : null, Number(authId), lock.id);
        q.setShareType.run(authType, row.share_id);
      })();
      return { authId, authType, ended: false };
    },

    /** getLockAccountInfo: the caller's lock account in counts, over the locks they may open now. */
    accountInfo(userId: number): LockAccountInfo {
      const home = devices.home(userId);
      const own = home.contracts.flatMap((contract) => contract.rooms.flatMap((room) => room.devices.filter((device) => device.deviceType === 1).map((device) => device.id)));
      const shared = home.shared.map((one) => one.device.id);
      const ids = JSON.stringify([...new Set([...own, ...shared])]);
      const now = clock.now();
      const user = userOf(userId);
      const count = (statement: { get: (...args: unknown[]) => unknown }) => (statement.get(userId, ids, now) as { n: number }).n;
      return {
        holderName: roommateName(user.user_name),
        holderPhone: maskPhone(user.mobile),
        lockCount: new Set([...own, ...shared]).size,
        keys: (q.keysOf.all(userId, ids, now) as { auth_type: LockAuthType; n: number }[]).map((row) => ({ authType: row.auth_type, count: row.n })),
        sharedOut: count(q.sharedOut),
        sharedWithMe: new Set(shared).size,
        tempPasswordsActive: count(q.tempActive),
      };
    },

    /** Ends a shared authorisation; answers the share it came from (its member's temporary passwords end with it). */
    revoke(userId: number, lock: LockRow, authId: string): { shareId: string } {
      const row = /^\d{1,12}$/.test(authId) ? (q.revocable.get(Number(authId), lock.id, userId) as { share_id: string } | undefined) : undefined;
      if (row === undefined) throw accessErrors.notRevocable();
      db.transaction(() => {
        q.removeAuth.run(Number(authId));
        q.cancelAccepted.run(clock.now(), row.share_id);
      })();
      return { shareId: row.share_id };
    },

    cancelShare(userId: number, lock: LockRow, shareId: string): { cancelled: boolean } {
      if (q.cancel.run(clock.now(), shareId, lock.id, userId).changes !== 1) throw accessErrors.shareNotFound();
      return { cancelled: true };
    },

    nfcActiveCmd(userId: number, lock: LockRow, nfcId: string) {
      return cloud.nfcCmd(lock, userId, Number(nfcId));
    },

    /** The lock took the key: the answer is checked against the command issued, then the key is the caller's (type 90). */
    nfcOpenReport(userId: number, lock: LockRow, nfcId: string, hex: string) {
      const bytes = hexToBytes(hex);
      if (bytes.length < 6 || new DataView(bytes.buffer, bytes.byteOffset + 2, 4).getUint32(0) !== Number(nfcId)) throw lockErrors.answerInvalid();
      const now = clock.now();
      db.transaction(() => {
        cloud.submit(lock, userId, 'nfc', hex);
        q.nfcAuth.run(lock.id, userId, now);
        const auth = q.heldAuth.get(lock.id, userId, NFC_AUTH_TYPE) as { id: number };
        q.nfcKey.run(auth.id, nfcId, now);
        q.nfcLog.run(lock.id, userId, nfcId, 'key-written', null, now);
      })();
      return {};
    },

    saveNfcLog(userId: number, lock: LockRow, nfcId: string | undefined, event: string) {
      q.nfcLog.run(lock.id, userId, nfcId ?? null, event, null, clock.now());
      return null;
    },

    reportNfcActiveFail(userId: number, lock: LockRow, nfcId: string, kind: string, platformCode: string | undefined) {
      q.nfcLog.run(lock.id, userId, nfcId, 'active-failed', platformCode === undefined ? kind : `${kind} ${platformCode}`, clock.now());
      return null;
    },

    /** The caller's NFC keys on the locks they may still use (one key id, when asked). */
    nfcKeys(userId: number, nfcId: string | undefined): NfcKey[] {
      const rows = q.nfcKeys.all(userId, nfcId ?? null, nfcId ?? null) as { lock_id: string; nfc_id: string; activated_at: number }[];
      return rows.flatMap((row) => {
        try {
          const { lock, access } = devices.lockOf(userId, row.lock_id);
          return [{ lockId: lock.id, lockName: lock.name, houseTitle: access.house_title, nfcId: row.nfc_id, since: chinaIso(row.activated_at) }];
        } catch (error) {
          if (error instanceof BusinessError) return [];
          throw error;
        }
      });
    },
  };
  return store;
}
