import { LoginClientType } from '@aster/core-api';
import type { User } from '@aster/core-domain';
import type { Db } from '../db/database';
import type { ServerClock } from '../clock';
import { errors } from '../http/errors';
import { absolute } from '../http/links';

export interface UserRecord {
  id: number;
  mobile: string | null;
  userName: string;
  photo: string;
  truth: number;
  authBinding: number;
  /** 0-12 (spec section 3), null until the tenant picks one. */
  constellation: number | null;
  status: 'active' | 'frozen' | 'cancelled';
  companyId: string;
  createdAt: number;
  lastLoginAt: number | null;
  loginCount: number;
}

/** The user as the app's session keeps it (core-domain UserSchema). The owner sees their own full phone. */
export function userView(user: UserRecord, origin = ''): User {
  return {
    userId: String(user.id),
    userName: user.userName,
    mobile: user.mobile,
    photo: absolute(origin, user.photo),
    truth: user.truth,
    authBinding: user.authBinding,
    ...(user.constellation !== null ? { constellation: user.constellation } : {}),
  };
}

interface UserRow {
  id: number;
  mobile: string | null;
  user_name: string;
  photo: string;
  truth: number;
  auth_binding: number;
  constellation: number | null;
  status: UserRecord['status'];
  company_id: string;
  created_at: number;
  last_login_at: number | null;
  login_count: number;
}

const toRecord = (row: UserRow): UserRecord => ({
  id: row.id,
  mobile: row.mobile,
  userName: row.user_name,
  photo: row.photo,
  truth: row.truth,
  authBinding: row.auth_binding,
  constellation: row.constellation ?? null,
  status: row.status,
  companyId: row.company_id,
  createdAt: row.created_at,
  lastLoginAt: row.last_login_at,
  loginCount: row.login_count,
});

export interface UserRepository {
  byId(id: number): UserRecord | null;
  byMobile(mobile: string): UserRecord | null;
  byOpenId(openId: string): UserRecord | null;
  /** The account of a phone, created on its first login (signing up is logging in). */
  ensureForMobile(mobile: string, companyId: string): UserRecord;
  /** A phone-less account for a mini-program user seen for the first time. */
  createForOpenId(openId: string, clientType: number, appId: string, companyId: string): UserRecord;
  bindOpenId(userId: number, openId: string, clientType: number, appId: string): void;
  /** Throws the ALERT for frozen accounts; records the login otherwise. */
  admit(user: UserRecord): void;
  updateProfile(userId: number, changes: { userName?: string; photo?: string; constellation?: number }): UserRecord;
  /** The real-name state the session's user carries (truth and authBinding both 1: authenticated). */
  setRealNameVerified(userId: number, verified: boolean): void;
  /**
   * Account log-out: the phone, name, photo, mini-program bindings and person info (ID number, contacts) are
   * erased, booked viewings cancelled with their contact masked; the row stays as "cancelled".
   */
  cancel(userId: number): void;
}

export function createUserRepository(db: Db, clock: ServerClock): UserRepository {
  const byId = db.prepare('SELECT * FROM users WHERE id = ?');
  const byMobile = db.prepare("SELECT * FROM users WHERE mobile = ? AND status != 'cancelled'");
  const byOpenId = db.prepare("SELECT u.* FROM users u JOIN open_ids o ON o.user_id = u.id WHERE o.open_id = ? AND u.status != 'cancelled'");
  const insert = db.prepare('INSERT INTO users (mobile, user_name, company_id, created_at) VALUES (?, ?, ?, ?) RETURNING *');
  const bind = db.prepare(`INSERT INTO open_ids (open_id, user_id, client_type, app_id) VALUES (?, ?, ?, ?)
    ON CONFLICT (open_id) DO UPDATE SET user_id = excluded.user_id`);
  const recordLogin = db.prepare('UPDATE users SET last_login_at = ?, login_count = login_count + 1 WHERE id = ?');
  const update = db.prepare(
    'UPDATE users SET user_name = COALESCE(?, user_name), photo = COALESCE(?, photo), constellation = COALESCE(?, constellation) WHERE id = ?',
  );
  const erase = db.prepare(`UPDATE users SET mobile = NULL, user_name = '已注销用户', photo = '', truth = 0, auth_binding = 0, constellation = NULL,
    status = 'cancelled' WHERE id = ?`);
  const unbind = db.prepare('DELETE FROM open_ids WHERE user_id = ?');
  const setTruth = db.prepare('UPDATE users SET truth = ?, auth_binding = ? WHERE id = ?');
  // The ID number, e-mail and emergency contact go with the account; booked viewings are called off and every
  // viewing keeps only a masked contact phone (what the store's records of a visit need).
  const erasePersonInfo = db.prepare('DELETE FROM person_info WHERE user_id = ?');
  const cancelViewings = db.prepare(`UPDATE viewings SET status = 'cancelled', cancelled_at = ? WHERE user_id = ? AND status = 'booked'`);
  const anonymiseViewings = db.prepare(`UPDATE viewings SET contact_name = '已注销用户', note = '',
    contact_phone = CASE WHEN length(contact_phone) >= 7 THEN substr(contact_phone, 1, 3) || '****' || substr(contact_phone, -4) ELSE '***' END
    WHERE user_id = ?`);

  const one = (row: unknown) => (row ? toRecord(row as UserRow) : null);
  const repository: UserRepository = {
    byId: (id) => one(byId.get(id)),
    byMobile: (mobile) => one(byMobile.get(mobile)),
    byOpenId: (openId) => one(byOpenId.get(openId)),
    ensureForMobile(mobile, companyId) {
      return repository.byMobile(mobile) ?? toRecord(insert.get(mobile, `用户${mobile.slice(-4)}`, companyId, clock.now()) as UserRow);
    },
    createForOpenId: db.transaction((openId: string, clientType: number, appId: string, companyId: string) => {
      const name = clientType === LoginClientType.aliapp ? '支付宝用户' : '微信用户';
      const user = toRecord(insert.get(null, name, companyId, clock.now()) as UserRow);
      bind.run(openId, user.id, clientType, appId);
      return user;
    }),
    bindOpenId(userId, openId, clientType, appId) {
      bind.run(openId, userId, clientType, appId);
    },
    admit(user) {
      if (user.status === 'frozen') throw errors.accountFrozen();
      if (user.status === 'cancelled') throw errors.unauthorized();
      recordLogin.run(clock.now(), user.id);
    },
    updateProfile(userId, changes) {
      update.run(changes.userName ?? null, changes.photo ?? null, changes.constellation ?? null, userId);
      const user = repository.byId(userId);
      if (!user) throw errors.unauthorized();
      return user;
    },
    setRealNameVerified(userId, verified) {
      setTruth.run(verified ? 1 : 0, verified ? 1 : 0, userId);
    },
    cancel: db.transaction((userId: number) => {
      erase.run(userId);
      unbind.run(userId);
      erasePersonInfo.run(userId);
      cancelViewings.run(clock.now(), userId);
      anonymiseViewings.run(userId);
    }),
  };
  return repository;
}
