import { LoginClientType } from '@aster/core-api';
import { DEFAULT_COMPANY_ID, BRAND_COMPANY_ID } from '@aster/core-domain';
import type { Db } from '../db/database';
import { DEMO_TENANT_LOGIN_CODE, exchangeLoginCode } from './miniProgram';
import { hashSecret } from './secrets';

export const demoUsers = {
  /** Real-name authenticated tenant: the account `npm start` tells you to log in with. */
  tenant: { id: 10001, mobile: '13800138000', userName: '张三' },
  /** A frozen account: logging in gets the ALERT_ACCOUNT_FROZEN modal. */
  frozen: { id: 10002, mobile: '13800138001', userName: '李四' },
  /** Logged-in but not real-name authenticated. */
  unverified: { id: 10003, mobile: '13900139000', userName: '王小明' },
} as const;

/** A partner app for the third-party logins, and an out token it hands to its users (auth-token-by-out-token). */
export const demoPartner = { appId: 'demo-partner', outToken: 'demo-out-token', mobile: demoUsers.tenant.mobile } as const;

/** The demo accounts, their mini-program identities and the partner app, once (a database with the partner app is left alone). */
export function seedAccounts(db: Db): void {
  const seeded = db.prepare('SELECT COUNT(*) AS n FROM oauth_apps').get() as { n: number };
  if (seeded.n === 0) db.transaction(() => insertAccounts(db))();
}

function insertAccounts(db: Db): void {
  const now = Date.now();
  const user = db.prepare(`INSERT INTO users (id, mobile, user_name, photo, truth, auth_binding, status, company_id, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  user.run(demoUsers.tenant.id, demoUsers.tenant.mobile, demoUsers.tenant.userName, '/static/demo/avatar.svg', 1, 1, 'active', DEFAULT_COMPANY_ID, now);
  user.run(demoUsers.frozen.id, demoUsers.frozen.mobile, demoUsers.frozen.userName, '', 1, 1, 'frozen', DEFAULT_COMPANY_ID, now);
  user.run(demoUsers.unverified.id, demoUsers.unverified.mobile, demoUsers.unverified.userName, '', 0, 0, 'active', BRAND_COMPANY_ID, now);

  const openId = db.prepare('INSERT INTO open_ids (open_id, user_id, client_type, app_id) VALUES (?, ?, ?, ?)');
  for (const clientType of [LoginClientType.weapp, LoginClientType.aliapp]) {
    openId.run(exchangeLoginCode(clientType, DEMO_TENANT_LOGIN_CODE), demoUsers.tenant.id, clientType, 'demo');
  }

  db.prepare('INSERT INTO oauth_apps (app_id, name, logo_url, redirect_url) VALUES (?, ?, ?, ?)').run(
    demoPartner.appId, '合作伙伴示例应用', '/static/demo/partner-logo.svg', '/aster/index',
  );
  db.prepare('INSERT INTO partner_out_tokens (token_hash, app_id, mobile, expires_at) VALUES (?, ?, ?, ?)').run(
    hashSecret(demoPartner.outToken), demoPartner.appId, demoPartner.mobile, now + 10 * 365 * 24 * 3600 * 1000,
  );
}
