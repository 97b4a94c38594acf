import crypto from 'node:crypto';
import { MERCHANT_REAL_NAME_TYPE, identityEndpoints, userEndpoints, type PhotoView } from '@aster/core-api';
import { chinaDate, idTypeOfNumType, maskIdNumber, maskName, pageLink, realNameFormOn } from '@aster/core-domain';
import { createAccountCancellation } from '../auth/accountCancel';
import { ownPhoneCodes } from '../auth/ownPhoneCodes';
import { implement, loggedInUser, type ApiRoute } from '../http/api';
import { describeInvalidInput } from '../http/envelope';
import { BusinessError, errors } from '../http/errors';
import { OutsideSystemError } from '../outside/outsideSystem';
import { APP_BASE_PATH } from '../pay/returnUrl';
import type { Services } from '../services';
import { createPhotoStore, type StoredPhoto } from '../uploads/photoStore';
import { uploadErrors } from '../uploads/routes';
import { createMerchantRealNameStore } from './merchantRealNames';
import { createRealNameStore } from './realNames';

/** A face scan started and not confirmed within this is void (Alipay's certify ids live about as long). */
const FACE_VERIFY_TTL_MS = 10 * 60 * 1000;
const DAY_MS = 24 * 3600 * 1000;

export const identityErrors = {
  idTaken: () => new BusinessError('REAL_NAME_TAKEN', '该证件已被其他账号实名认证，如有疑问请联系客服'),
  alreadyVerified: () => new BusinessError('REAL_NAME_DONE', '您已完成实名认证'),
  realNameRequired: () => new BusinessError('REAL_NAME_REQUIRED', '请先完成实名认证'),
  /** A code for a log-out already asked for: the request waits its cooling-off period (撤销注销 undoes it). */
  accountCancelPending: () => new BusinessError('ACCOUNT_CANCEL_PENDING', '注销申请已提交，无需重复申请'),
  /** sua-merchants: the public account (company 0) or a company that is no brand has no merchant to hold a real name. */
  noMerchant: () => new BusinessError('MERCHANT_NOT_FOUND', '当前平台无需商户实名'),
  /** sua-merchants/real-name once verified: the identity typed must be the verified one. */
  notVerifiedIdentity: () => new BusinessError('REAL_NAME_DIFFERS', '与您已认证的实名信息不一致，请核对后重试'),
  faceVerifyExpired: () => new BusinessError('FACE_VERIFY_EXPIRED', '人脸识别已失效，请重新开始'),
  sessionNotFound: () => new BusinessError('SESSION_NOT_FOUND', '该登录设备已退出'),
  nameIdMismatch: () => new BusinessError('REAL_NAME_MISMATCH', '姓名与身份证号不一致，请核对后重试'),
  verifierUnavailable: () => new BusinessError('REAL_NAME_UNAVAILABLE', '实名核验服务暂时不可用，请稍后再试'),
  idTypeUnsupported: () => new BusinessError('REAL_NAME_TYPE_UNSUPPORTED', '该证件类型暂不支持在线核验，请使用居民身份证认证或联系客服'),
  checkLimit: () => new BusinessError('REAL_NAME_CHECK_LIMIT', '今日实名核验次数已达上限，请明天再试'),
};

/** Where the provider's face scan page returns to in a browser (the mini-program comes back by itself). */
const facePageUrl = (origin: string) => new URL(`.${pageLink('pages/user/facial_recognition/index')}`, `${origin}${APP_BASE_PATH}`).toString();

const photoView = (photo: StoredPhoto | null): PhotoView | null =>
  photo === null ? null : { id: photo.id, kind: photo.kind, dataUrl: `data:${photo.mime};base64,${photo.bytes.toString('base64')}` };

/**
 * Real-name identity (user_authentication, facial_recognition), the ID card photos (user-idimg), the tenant's
 * sessions (user_safety) and what stands in the way of cancelling the account (user_cancel). An identity is verified
 * only when the identity provider (services.providers.realName: Alipay's, or the demo's simulator) says so: its name
 * and ID number match the register (二要素), or the face scan started here passed, asked of the provider by the server.
 */
export function identityRoutes(services: Services): ApiRoute[] {
  const { db, clock, users, sessions } = services;
  const verifier = services.providers.realName;
  const names = createRealNameStore(db, clock);
  const merchants = createMerchantRealNameStore(db, clock);
  const findBrand = db.prepare("SELECT id FROM companies WHERE id = ? AND mode = 'brand'");
  const photos = createPhotoStore(db, clock);
  const cancellation = createAccountCancellation(services);
  const cancelCodes = ownPhoneCodes(services, 'account_cancel');
  const startFace = db.prepare('INSERT INTO face_verifications (verify_id, user_id, name, id_number, created_at) VALUES (?, ?, ?, ?, ?)');
  const openFace = db.prepare('SELECT name, id_number FROM face_verifications WHERE verify_id = ? AND user_id = ? AND used_at IS NULL AND created_at > ?');
  const takeFace = db.prepare('UPDATE face_verifications SET used_at = ? WHERE verify_id = ? AND used_at IS NULL');
  const checksOfUser = db.prepare('SELECT COUNT(*) AS n FROM real_name_checks WHERE user_id = ? AND created_at > ?');
  const recordCheck = db.prepare('INSERT INTO real_name_checks (user_id, created_at) VALUES (?, ?)');
  const purgeChecks = db.prepare('DELETE FROM real_name_checks WHERE created_at <= ?');

  /** Masked, as the spec says: name by its rule, ID number first 2 and last 2. */
  const status = (userId: number) => {
    const user = users.byId(userId);
    if (!user) throw errors.unauthorized();
    const row = names.of(userId);
    return {
      truth: user.truth,
      authBinding: user.authBinding,
      name: row === null ? null : maskName(row.name),
      idNum: row === null ? null : maskIdNumber(row.id_number),
      idNumType: row?.id_type ?? null,
      method: row?.method ?? null,
    };
  };

  /** The dated form rule (an ID card's holder is born by today), then: one account per identity. */
  const checkedIdentity = (userId: number, input: unknown) => {
    const checked = realNameFormOn(chinaDate(clock.now())).safeParse(input);
    if (!checked.success) throw errors.invalidParams(describeInvalidInput(checked.error));
    const holder = names.holderOf(checked.data.idNumType, checked.data.idNum);
    if (holder !== null && holder !== userId) throw identityErrors.idTaken();
    return checked.data;
  };

  /** One more question to the identity provider for this tenant today, or REAL_NAME_CHECK_LIMIT. */
  const admitCheck = db.transaction((userId: number) => {
    const now = clock.now();
    purgeChecks.run(now - DAY_MS);
    if ((checksOfUser.get(userId, now - DAY_MS) as { n: number }).n >= services.limits.realNameChecksPerTenantDaily) throw identityErrors.checkLimit();
    recordCheck.run(userId, now);
  });

  /** The provider's word, as the tenant reads it: a provider that could not be asked never passes anyone. */
  const outsideFailure = (error: unknown): never => {
    if (error instanceof OutsideSystemError) throw identityErrors.verifierUnavailable();
    throw error;
  };

  const verify = db.transaction((userId: number, identity: { idNumType: number; idNum: string; name: string }, method: 'id' | 'face') => {
    names.save({ user_id: userId, name: identity.name, id_type: identity.idNumType, id_number: identity.idNum, method });
    users.setRealNameVerified(userId, true);
  });

  /** 二要素 by the identity provider, then the identity is the tenant's verified one (user-setting/real-name's work). */
  const verifyByProvider = async (userId: number, input: unknown) => {
    const identity = checkedIdentity(userId, input);
    const idType = idTypeOfNumType(identity.idNumType) ?? undefined;
    admitCheck(userId);
    const checked = await verifier.checkNameAndId({ name: identity.name, idNumber: identity.idNum, idType }).catch(outsideFailure);
    if (checked === 'mismatch') throw identityErrors.nameIdMismatch();
    if (checked === 'unsupported') throw identityErrors.idTypeUnsupported();
    if (checked !== 'match') throw identityErrors.verifierUnavailable();
    // Checked again after the provider's answer: another account may have taken the identity meanwhile.
    verify(userId, checkedIdentity(userId, identity), 'id');
  };

  /** The brand company of the caller's companyId header, whose merchant account holds real names; else MERCHANT_NOT_FOUND. */
  const merchantOf = (companyId: string) => {
    const company = findBrand.get(companyId) as { id: string } | undefined;
    if (company === undefined) throw identityErrors.noMerchant();
    return company.id;
  };
  const merchantState = (userId: number, companyId: string) => {
    const row = merchants.of(userId, companyId);
    const matchesUser = row !== null && merchants.matches(row, names.of(userId));
    const flag = matchesUser ? 1 : 0;
    return {
      companyId,
      held: row !== null,
      matchesUser,
      truth: flag,
      authBinding: flag,
      name: row?.masked_name ?? null,
      idNum: row?.masked_id ?? null,
      idNumType: row?.id_type ?? null,
    };
  };

  return [
    implement(userEndpoints.userSelfRealName, (context) => status(loggedInUser(context))),
    implement(userEndpoints.realName, async (context) => {
      const userId = loggedInUser(context);
      if (names.of(userId) !== null) throw identityErrors.alreadyVerified();
      await verifyByProvider(userId, context.input);
      return status(userId);
    }),
    // sua-merchants: the real name a brand company's merchant holds (the company of the companyId header).
    implement(userEndpoints.companySelfRealName, (context) => {
      if (context.input.type !== MERCHANT_REAL_NAME_TYPE) throw errors.invalidParams('实名类型不正确');
      const userId = loggedInUser(context);
      return merchantState(userId, merchantOf(context.companyId));
    }),
    // Verifies the identity as user-setting/real-name does (once verified, it must be that identity: nobody registers
    // someone else's name with a merchant) and registers it with the merchant.
    implement(userEndpoints.merchantRealName, async (context) => {
      const userId = loggedInUser(context);
      const companyId = merchantOf(context.companyId);
      const verified = names.of(userId);
      if (verified === null) {
        await verifyByProvider(userId, context.input);
      } else {
        const typed = checkedIdentity(userId, context.input);
        if (typed.idNumType !== verified.id_type || typed.idNum !== verified.id_number || typed.name !== verified.name) throw identityErrors.notVerifiedIdentity();
      }
      const identity = names.of(userId);
      if (identity === null) throw identityErrors.realNameRequired();
      merchants.register(userId, companyId, identity);
      return merchantState(userId, companyId);
    }),
    // The merchant's copy replaced by the tenant's verified identity (none held yet, or an older one).
    implement(userEndpoints.replaceRealName, (context) => {
      const userId = loggedInUser(context);
      const companyId = merchantOf(context.companyId);
      const identity = names.of(userId);
      if (identity === null) throw identityErrors.realNameRequired();
      merchants.register(userId, companyId, identity);
      return merchantState(userId, companyId);
    }),
    implement(userEndpoints.faceVerifyInit, async (context) => {
      const userId = loggedInUser(context);
      if (names.of(userId) !== null) throw identityErrors.alreadyVerified();
      const identity = checkedIdentity(userId, { idNumType: 1, ...context.input });
      admitCheck(userId);
      const scan = await verifier
        .startFaceScan({
          name: identity.name,
          idNumber: identity.idNum,
          idType: 'id_card',
          outerOrderNo: crypto.randomBytes(16).toString('hex'),
          returnUrl: facePageUrl(context.origin),
        })
        .catch(outsideFailure);
      // The provider's certify id is the scan's id: the app opens the scan with it (my.startAPVerify).
      startFace.run(scan.certifyId, userId, identity.name, identity.idNum, clock.now());
      return { verifyId: scan.certifyId, certifyUrl: scan.certifyUrl ?? null };
    }),
    implement(userEndpoints.faceVerifyConfirm, async (context) => {
      const userId = loggedInUser(context);
      const { verifyId } = context.input;
      const started = openFace.get(verifyId, userId, clock.now() - FACE_VERIFY_TTL_MS) as { name: string; id_number: string } | undefined;
      if (started === undefined) throw identityErrors.faceVerifyExpired();
      const result = await verifier.faceScanResult(verifyId).catch(outsideFailure);
      // Not finished yet: the same scan may be confirmed again within its time.
      if (result === 'pending') return { passed: false };
      // One confirm takes the scan, so two at once verify once.
      if (takeFace.run(clock.now(), verifyId).changes === 0) throw identityErrors.faceVerifyExpired();
      if (result !== 'passed') return { passed: false };
      verify(userId, checkedIdentity(userId, { idNumType: 1, idNum: started.id_number, name: started.name }), 'face');
      return { passed: true };
    }),
    implement(identityEndpoints.idPhotos, (context) => {
      const userId = loggedInUser(context);
      const row = names.of(userId);
      return {
        front: row?.front_upload_id ? photoView(photos.ownedBy(userId, row.front_upload_id)) : null,
        back: row?.back_upload_id ? photoView(photos.ownedBy(userId, row.back_upload_id)) : null,
      };
    }),
    implement(identityEndpoints.saveIdPhotos, (context) => {
      const userId = loggedInUser(context);
      if (names.of(userId) === null) throw identityErrors.realNameRequired();
      const front = photos.ownedBy(userId, context.input.frontId, 'id_front');
      const back = photos.ownedBy(userId, context.input.backId, 'id_back');
      if (front === null || back === null) throw uploadErrors.photoNotFound();
      names.setPhotos(userId, front.id, back.id);
      return { front: photoView(front), back: photoView(back) };
    }),
    implement(identityEndpoints.sessions, (context) => sessions.listOf(loggedInUser(context), context.token)),
    implement(identityEndpoints.endSession, (context) => {
      if (!sessions.closeById(loggedInUser(context), context.params.id ?? '')) throw identityErrors.sessionNotFound();
      return null;
    }),
    implement(identityEndpoints.accountCancelCheck, (context) => {
      const userId = loggedInUser(context);
      const blockers = cancellation.blockers(userId);
      return { allowed: blockers.length === 0, blockers: blockers.map(({ kind, text }) => ({ kind, text })), pending: cancellation.pending(userId) };
    }),
    // The code account/log-out asks for, to the account's own phone; none while a request already waits.
    implement(identityEndpoints.accountCancelSendCode, (context) => {
      const userId = loggedInUser(context);
      if (cancellation.pending(userId) !== null) throw identityErrors.accountCancelPending();
      return cancelCodes.send(userId, context.ip);
    }),
    implement(identityEndpoints.accountCancelRevoke, (context) => {
      cancellation.revoke(loggedInUser(context));
      return { revoked: true as const };
    }),
  ];
}
