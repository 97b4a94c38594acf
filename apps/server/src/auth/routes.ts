import crypto from 'node:crypto';
import { AlipayAuthBizType, LoginClientType, authEndpoints, type LoginResult } from '@aster/core-api';
import { DEFAULT_COMPANY_ID, maskName, maskPhone } from '@aster/core-domain';
import { implement, loggedInUser, type ApiRoute } from '../http/api';
import { BusinessError, errors } from '../http/errors';
import type { Services } from '../services';
import { createAccountCancellation } from './accountCancel';
import { createAccountLimiter } from './accountLimits';
import { createLoginCodes } from './loginCodes';
import { ownPhoneCodes } from './ownPhoneCodes';
import { authErrors } from './authErrors';
import { DEMO_TENANT_LOGIN_CODE, exchangeLoginCode } from './miniProgram';
import { hashSecret } from './secrets';
import { demoPartner } from './seed';
import { userView, type UserRecord } from './users';

const OAUTH_CODE_TTL_MS = 5 * 60 * 1000;

export function authRoutes(services: Services): ApiRoute[] {
  const { captcha, sms, sessions, users, db } = services;
  const e = authEndpoints;
  const limiter = createAccountLimiter(db, services.clock, services.limits);
  const cancelAccount = createAccountCancellation(services);
  const loginCodes = createLoginCodes(db, services.clock, services.loginSettings, services.log);
  const cancelCodes = ownPhoneCodes(services, 'account_cancel');

  /**
   * Opens a session for an admitted user: the shape of /common/v2/login, with the account's log-out request when one
   * is in its cooling-off period (the app shows it, and 撤销注销).
   */
  const logIn = (user: UserRecord, openId: string | null = null): LoginResult => {
    users.admit(user);
    return { token: sessions.open(user.id), userId: String(user.id), openId, accountCancel: cancelAccount.pending(user.id) };
  };
  /** An account whose log-out fell due goes before anyone logs in to it: the phone or device then starts afresh. */
  const liveOrGone = <T extends UserRecord | null>(user: T): T | null => (user !== null && cancelAccount.carryOutIfDue(user.id) ? null : user);
  const ensureForMobile = (mobile: string, companyId: string) => {
    liveOrGone(users.byMobile(mobile));
    return users.ensureForMobile(mobile, companyId);
  };

  const findPartnerMobile = db.prepare(`SELECT mobile FROM partner_out_tokens WHERE token_hash = ? AND app_id = ? AND expires_at > ?`);
  const findApp = db.prepare('SELECT app_id, name, logo_url, redirect_url FROM oauth_apps WHERE app_id = ?');
  const setMobile = db.prepare('UPDATE users SET mobile = ? WHERE id = ?');

  const appById = (appId: string) => {
    const app = findApp.get(appId) as { app_id: string; name: string; logo_url: string; redirect_url: string } | undefined;
    if (!app) throw errors.appNotFound();
    return app;
  };
  // The seeded demo identity answers only in the demo (npm start, tests), without asking the platform: elsewhere it
  // is an invalid code. Any other code goes to its platform, once (auth/loginCodes.ts).
  const exchange = async (clientType: LoginClientType, code: string): Promise<string> => {
    if (code === DEMO_TENANT_LOGIN_CODE) {
      if (!services.devFlags.demoLogins) throw errors.openIdCodeInvalid();
      return exchangeLoginCode(clientType, code);
    }
    const platform = clientType === LoginClientType.aliapp ? services.providers.alipayLogin : services.providers.wechatLogin;
    return (await loginCodes.exchange(platform, code)).openId;
  };
  // Any login code makes an account for a device seen for the first time: limited per device and per IP.
  const accountForDevice = db.transaction((openId: string, clientType: LoginClientType, appId: string, companyId: string, ip: string) => {
    const known = liveOrGone(users.byOpenId(openId));
    if (known !== null) return known;
    limiter.admitNewAccount(openId, ip);
    return users.createForOpenId(openId, clientType, appId, companyId);
  });
  const currentUser = (userId: number) => {
    const user = users.byId(userId);
    if (!user) throw errors.unauthorized();
    return user;
  };

  return [
    implement(e.codeImage, ({ reply }) => {
      const { uniqueId, png } = captcha.issue();
      reply.header('cache-control', 'no-store');
      return { captchaId: uniqueId, image: `data:image/png;base64,${png.toString('base64')}` };
    }),
    implement(e.proofOfWorkChallenge, ({ reply }) => {
      reply.header('cache-control', 'no-store');
      return services.smsGuard.challenge();
    }),
    implement(e.verifySendCode, async (context) => {
      const { input, ip, userId } = context;
      await services.smsGuard.admit(context, input.mobile, { uniqueId: input.uniqueId, code: input.code });
      await sms.send({ mobile: input.mobile, ip, userId });
      return null;
    }),
    // No new captcha for a resend (the phone passed one within the last code lifetime) or a code to the caller's own
    // phone. Any other phone, the new one of a phone change included, goes through verify-send-code (its captcha when
    // the step-up asks for one). Anonymous H5 calls carry a proof of work either way (auth/smsGuard.ts).
    implement(e.sendCode, async (context) => {
      const { input, ip, userId } = context;
      const ownPhone = userId !== null && users.byId(userId)?.mobile === input.mobile;
      if (!ownPhone && !sms.hasRecentRequest(input.mobile)) throw errors.captchaRequired();
      await services.smsGuard.admit(context, input.mobile, null);
      await sms.send({ mobile: input.mobile, ip, userId });
      return null;
    }),
    implement(e.login, async ({ input, companyId, ip }) => {
      if (input.openIdCode !== undefined) {
        if (input.clientType === undefined) throw errors.invalidParams('缺少客户端类型');
        const openId = await exchange(input.clientType, input.openIdCode);
        return logIn(accountForDevice(openId, input.clientType, input.appId ?? '', input.companyId ?? companyId, ip), openId);
      }
      if (input.mobile === undefined || input.code === undefined) throw errors.invalidParams('请输入手机号和短信验证码');
      const { mobile, code } = input;
      services.smsGuard.checkCode(ip, mobile, () => sms.consume(mobile, code));
      return logIn(ensureForMobile(input.mobile, input.companyId ?? companyId));
    }),
    implement(e.logout, ({ token }) => {
      if (token !== null) sessions.close(token);
      return null;
    }),
    // The log-out asks for the code sent to the account's phone (identity's account-cancel/send-code), and starts the
    // cooling-off period. What blocks it is said before the code is spent, so the same code serves once it is settled.
    implement(e.accountLogOut, (context) => {
      const userId = loggedInUser(context);
      const already = cancelAccount.pending(userId);
      if (already !== null) return already;
      const found = cancelAccount.blockers(userId);
      if (found.length > 0) throw authErrors.accountCancelBlocked(found.map((blocker) => blocker.text));
      cancelCodes.consume(userId, context.ip, context.input.code);
      return cancelAccount.apply(userId);
    }),
    // The WeChat step before login: whose account this WeChat account opens (its phone masked), the session key kept
    // here (auth/loginCodes.ts). The same code may still log in within the code answer's life.
    implement(e.miniProgramSessionKey, async ({ input }) => {
      const openId = await exchange(LoginClientType.weapp, input.jsCode);
      const owner = users.byOpenId(openId);
      return { openId, mobile: owner?.mobile ? maskPhone(owner.mobile) : null };
    }),
    // auth-alipay: the Alipay auth code logs in as /common/v2/login's clientType 5 does.
    implement(e.alipayAuthToken, async ({ input, companyId, ip }) => {
      if (input.bizType !== AlipayAuthBizType.login) throw errors.invalidParams('不支持的授权类型');
      const openId = await exchange(LoginClientType.aliapp, input.authCode);
      return logIn(accountForDevice(openId, LoginClientType.aliapp, '', companyId, ip), openId);
    }),
    // Phone login from a mini-program that also binds the mini-program identity to the account.
    implement(e.authAndLogin, async ({ input, companyId }) => {
      if (input.mobile === undefined || input.code === undefined) throw errors.invalidParams('请输入手机号和短信验证码');
      const identity = input.jsCode
        ? { clientType: LoginClientType.weapp, openId: await exchange(LoginClientType.weapp, input.jsCode) }
        : input.authCode
          ? { clientType: LoginClientType.aliapp, openId: await exchange(LoginClientType.aliapp, input.authCode) }
          : null;
      // A mini-program identity moves only from a phone-less account (the caller's own first visit), never from
      // another phone's account to the caller's. Refused before the SMS code is spent: the app then logs in by phone
      // alone with it (the caller learns only what mini-program-session-key tells of their own WeChat account).
      const owner = identity === null ? null : users.byOpenId(identity.openId);
      if (owner !== null && owner.mobile !== null && owner.mobile !== input.mobile) throw authErrors.openIdTaken();
      // The SMS code is used up once the platform has answered: an outage or a refused login code leaves it for a retry.
      sms.consume(input.mobile, input.code);
      const user = ensureForMobile(input.mobile, input.companyId ?? companyId);
      if (identity !== null) users.bindOpenId(user.id, identity.openId, identity.clientType, input.appId ?? '');
      return logIn(user, identity?.openId ?? null);
    }),
    implement(e.authToken, (context) => {
      const minutes = Math.min(context.input.expiredMinutes, services.limits.handoffMaxMinutes);
      const token = sessions.issueOneTime('handoff', loggedInUser(context), minutes * 60 * 1000);
      return { token, expiredMinutes: minutes };
    }),
    // Login CSRF: the page shows whose account a link opens and logs in only on the visitor's tap.
    implement(e.handoffAccount, ({ input }) => {
      const owner = sessions.peekOneTime('handoff', input.token);
      const user = owner === null ? null : users.byId(owner);
      if (!user) throw errors.handoffTokenInvalid();
      return { mobile: user.mobile === null ? null : maskPhone(user.mobile), userName: maskName(user.userName) };
    }),
    // Login CSRF: a link holding someone else's hand-off token must not silently replace the caller's session.
    // The token is left unspent, so the app can ask the tenant, log out and use it.
    implement(e.accessToken, ({ input, origin, userId: caller }) => {
      if (caller !== null) {
        const owner = sessions.peekOneTime('handoff', input.token);
        if (owner !== null && owner !== caller) throw authErrors.accountSwitchRefused();
      }
      const userId = sessions.redeemOneTime('handoff', input.token);
      if (userId === null) throw errors.handoffTokenInvalid();
      const user = currentUser(userId);
      const { token, userId: id } = logIn(user);
      return { access_token: token, id, user: userView(user, origin) };
    }),
    implement(e.authTokenByOutToken, ({ input }) => {
      const row = findPartnerMobile.get(hashSecret(input.outToken), input.appId, services.clock.now()) as { mobile: string } | undefined;
      if (!row || (input.outToken === demoPartner.outToken && !services.devFlags.demoLogins)) throw errors.outTokenInvalid();
      return logIn(ensureForMobile(row.mobile, DEFAULT_COMPANY_ID));
    }),
    implement(e.oauthAppInfo, ({ input, origin }) => {
      const app = appById(input.appId);
      return { appId: app.app_id, appName: app.name, logoUrl: `${origin}${app.logo_url}` };
    }),
    implement(e.oauthAuthCode, (context) => {
      const app = appById(context.input.appId);
      const authCode = sessions.issueOneTime('oauth_code', loggedInUser(context), OAUTH_CODE_TTL_MS, app.app_id);
      return { authCode, redirectUrl: app.redirect_url };
    }),
    // Whether a phone is taken is what the change needs to know, and all check-phone tells (no more than
    // update-phone would); counted per tenant and IP, so it cannot be used to sweep numbers.
    implement(e.checkPhone, (context) => {
      const user = currentUser(loggedInUser(context));
      limiter.admitPhoneCheck(user.id, context.ip);
      checkPhoneChange(user, context.input.oldPhone, context.input.newPhone, users);
      return null;
    }),
    implement(e.updatePhone, (context) => {
      const user = currentUser(loggedInUser(context));
      checkPhoneChange(user, context.input.oldPhone, context.input.newPhone, users);
      sms.consume(context.input.newPhone, context.input.code);
      setMobile.run(context.input.newPhone, user.id);
      return null;
    }),
    implement(e.imUserInfo, (context) => {
      const imUserId = `aster_${loggedInUser(context)}`;
      return { imUserId, userSig: crypto.createHmac('sha256', services.imSecret).update(imUserId).digest('base64url') };
    }),
  ];
}

function checkPhoneChange(user: UserRecord, oldPhone: string, newPhone: string, users: Services['users']): void {
  if (user.mobile !== oldPhone) throw new BusinessError('OLD_PHONE_MISMATCH', '原手机号与当前账号不一致');
  if (oldPhone === newPhone) throw new BusinessError('PHONE_UNCHANGED', '新手机号不能与原手机号相同');
  if (users.byMobile(newPhone) !== null) throw new BusinessError('PHONE_TAKEN', '该手机号已被其他账号使用');
}
