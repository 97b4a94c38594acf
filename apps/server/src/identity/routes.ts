import crypto from 'node:crypto';
import { identityEndpoints, userEndpoints, type PhotoView } from '@aster/core-api';
import { chinaDate, maskIdNumber, maskName, realNameFormOn } from '@aster/core-domain';
import { createAccountCancellation } from '../auth/accountCancel';
import { implement, loggedInUser, type ApiRoute } from '../http/api';
import { describeInvalidInput } from '../http/envelope';
import { BusinessError, errors } from '../http/errors';
import type { Services } from '../services';
import { createPhotoStore, type StoredPhoto } from '../uploads/photoStore';
import { uploadErrors } from '../uploads/routes';
import { createRealNameStore } from './realNames';

/** A face scan started and not confirmed within this is void (Alipay's certify ids live about as long). */
const FACE_VERIFY_TTL_MS = 10 * 60 * 1000;

export const identityErrors = {
  idTaken: () => new BusinessError('REAL_NAME_TAKEN', '该证件已被其他账号实名认证，如有疑问请联系客服'),
  alreadyVerified: () => new BusinessError('REAL_NAME_DONE', '您已完成实名认证'),
  realNameRequired: () => new BusinessError('REAL_NAME_REQUIRED', '请先完成实名认证'),
  faceVerifyExpired: () => new BusinessError('FACE_VERIFY_EXPIRED', '人脸识别已失效，请重新开始'),
  sessionNotFound: () => new BusinessError('SESSION_NOT_FOUND', '该登录设备已退出'),
};

const photoView = (photo: StoredPhoto | null): PhotoView | null =>
  photo === null ? null : { id: photo.id, kind: photo.kind, dataUrl: `data:${photo.mime};base64,${photo.bytes.toString('base64')}` };

/**
 * Real-name identity (user_authentication, facial_recognition), the ID card photos (user-idimg), the tenant's
 * sessions (user_safety) and what stands in the way of cancelling the account (user_cancel). The reference server
 * has no public-security or Alipay certification service behind it: a well-formed identity that no other account
 * holds is taken as verified, and a face scan started here passes when its id comes back within its ten minutes.
 */
export function identityRoutes(services: Services): ApiRoute[] {
  const { db, clock, users, sessions } = services;
  const names = createRealNameStore(db, clock);
  const photos = createPhotoStore(db, clock);
  const cancellation = createAccountCancellation(services);
  const startFace = db.prepare('INSERT INTO face_verifications (verify_id, user_id, name, id_number, created_at) VALUES (?, ?, ?, ?, ?)');
  const takeFace = db.prepare('UPDATE face_verifications SET used_at = ? WHERE verify_id = ? AND user_id = ? AND used_at IS NULL AND created_at > ? RETURNING name, id_number');

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

  const verify = db.transaction((userId: number, identity: { idNumType: number; idNum: string; name: string }, method: 'id' | 'face') => {
    names.save({ user_id: userId, name: identity.name, id_type: identity.idNumType, id_number: identity.idNum, method });
    users.setRealNameVerified(userId, true);
  });

  return [
    implement(userEndpoints.userSelfRealName, (context) => status(loggedInUser(context))),
    implement(userEndpoints.realName, (context) => {
      const userId = loggedInUser(context);
      if (names.of(userId) !== null) throw identityErrors.alreadyVerified();
      verify(userId, checkedIdentity(userId, context.input), 'id');
      return status(userId);
    }),
    implement(userEndpoints.faceVerifyInit, (context) => {
      const userId = loggedInUser(context);
      if (names.of(userId) !== null) throw identityErrors.alreadyVerified();
      const identity = checkedIdentity(userId, { idNumType: 1, ...context.input });
      const verifyId = crypto.randomBytes(18).toString('base64url');
      startFace.run(verifyId, userId, identity.name, identity.idNum, clock.now());
      return { verifyId, certifyUrl: null };
    }),
    implement(userEndpoints.faceVerifyConfirm, (context) => {
      const userId = loggedInUser(context);
      const started = takeFace.get(clock.now(), context.input.verifyId, userId, clock.now() - FACE_VERIFY_TTL_MS) as { name: string; id_number: string } | undefined;
      if (started === undefined) throw identityErrors.faceVerifyExpired();
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
      const blockers = cancellation.blockers(loggedInUser(context));
      return { allowed: blockers.length === 0, blockers: blockers.map(({ kind, text }) => ({ kind, text })) };
    }),
  ];
}
