import crypto from 'node:crypto';
import { identityEndpoints, userEndpoints, type CompanyAuth } from '@aster/core-api';
import { maskName } from '@aster/core-domain';
import { implement, loggedInUser, type ApiRoute } from '../http/api';
import { BusinessError } from '../http/errors';
import type { Services } from '../services';
import { createPhotoStore } from '../uploads/photoStore';
import { uploadErrors } from '../uploads/routes';
import { createRealNameStore } from './realNames';

interface CompanyAuthRow {
  id: number;
  user_id: number;
  company_name: string;
  credit_code: string;
  legal_person: string;
  status: 'owner' | 'member' | 'cancelled';
  share_code: string;
  created_at: number;
}

export const companyErrors = {
  realNameRequired: () => new BusinessError('REAL_NAME_REQUIRED', '请先完成个人实名认证'),
  alreadyAuthenticated: () => new BusinessError('COMPANY_AUTH_EXISTS', '您已完成企业认证，如需更换请先取消当前认证'),
  taken: () => new BusinessError('COMPANY_AUTH_TAKEN', '该企业已由其他账号认证，请联系贵司管理员获取邀请链接'),
  notFound: () => new BusinessError('COMPANY_AUTH_NOT_FOUND', '企业认证不存在或已取消'),
  shareInvalid: () => new BusinessError('COMPANY_SHARE_INVALID', '邀请链接已失效，请联系贵司管理员重新分享'),
};

/** Credit codes as answers show them: the registration part and the check character, the rest starred. */
export function maskCreditCode(code: string): string {
  return code.length < 8 ? '*'.repeat(code.length) : `${code.slice(0, 6)}${'*'.repeat(code.length - 8)}${code.slice(-2)}`;
}

/**
 * Company authentication (company_authentication): a real-name tenant submits the licence's company, credit code
 * (GB 32100, checked by the catalogue's core-domain schema), legal person and licence photo (an upload of theirs of
 * kind licence); one owner per credit code; colleagues join through the owner's share code. As with the personal
 * real name, no registry stands behind the reference server: a well-formed licence no one holds is approved.
 */
export function companyAuthRoutes(services: Services): ApiRoute[] {
  const { db, clock } = services;
  const names = createRealNameStore(db, clock);
  const photos = createPhotoStore(db, clock);
  const q = {
    current: db.prepare("SELECT * FROM company_auths WHERE user_id = ? AND status != 'cancelled' ORDER BY id DESC LIMIT 1"),
    ownerOf: db.prepare("SELECT * FROM company_auths WHERE credit_code = ? AND status = 'owner' LIMIT 1"),
    byId: db.prepare('SELECT * FROM company_auths WHERE id = ? AND user_id = ?'),
    byShare: db.prepare("SELECT * FROM company_auths WHERE share_code = ? AND status = 'owner'"),
    insert: db.prepare(`INSERT INTO company_auths (user_id, company_name, credit_code, legal_person, licence_upload_id, status, share_code, created_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING *`),
    cancel: db.prepare("UPDATE company_auths SET status = 'cancelled' WHERE user_id = ? AND status != 'cancelled'"),
    cancelMembersOf: db.prepare("UPDATE company_auths SET status = 'cancelled' WHERE credit_code = ? AND status = 'member'"),
  };
  const view = (row: CompanyAuthRow): CompanyAuth => ({
    id: row.id,
    companyName: row.company_name,
    creditCode: maskCreditCode(row.credit_code),
    legalPerson: maskName(row.legal_person),
    status: row.status === 'cancelled' ? 'cancelled' : 'approved',
    role: row.status === 'member' ? 'member' : 'owner',
    shareCode: row.status === 'owner' ? row.share_code : null,
    createdAt: row.created_at,
  });
  const current = (userId: number) => (q.current.get(userId) as CompanyAuthRow | undefined) ?? null;
  const shareCode = () => crypto.randomBytes(12).toString('base64url');

  const submit = db.transaction((userId: number, form: { companyName: string; creditCode: string; legalPerson: string; licencePhotoId: string }) => {
    if (names.of(userId) === null) throw companyErrors.realNameRequired();
    if (current(userId) !== null) throw companyErrors.alreadyAuthenticated();
    if (photos.ownedBy(userId, form.licencePhotoId, 'licence') === null) throw uploadErrors.photoNotFound();
    if (q.ownerOf.get(form.creditCode) !== undefined) throw companyErrors.taken();
    return q.insert.get(userId, form.companyName, form.creditCode, form.legalPerson, form.licencePhotoId, 'owner', shareCode(), clock.now()) as CompanyAuthRow;
  });
  const join = db.transaction((userId: number, code: string) => {
    const owner = q.byShare.get(code) as CompanyAuthRow | undefined;
    if (owner === undefined) throw companyErrors.shareInvalid();
    if (owner.user_id === userId) return owner;
    const mine = current(userId);
    if (mine !== null && mine.credit_code === owner.credit_code) return mine;
    if (mine !== null) throw companyErrors.alreadyAuthenticated();
    return q.insert.get(userId, owner.company_name, owner.credit_code, owner.legal_person, null, 'member', shareCode(), clock.now()) as CompanyAuthRow;
  });
  const cancel = db.transaction((userId: number) => {
    const mine = current(userId);
    if (mine === null) throw companyErrors.notFound();
    q.cancel.run(userId);
    // The owner's authentication carries its colleagues': they end with it.
    if (mine.status === 'owner') q.cancelMembersOf.run(mine.credit_code);
  });

  return [
    implement(userEndpoints.bizInfoSubmit, (context) => view(submit(loggedInUser(context), context.input))),
    implement(userEndpoints.bizAuthUrl, (context) => {
      const row = current(loggedInUser(context));
      return row === null ? null : view(row);
    }),
    implement(userEndpoints.bizInfo, (context) => {
      const id = Number(context.params.id);
      const row = Number.isSafeInteger(id) ? (q.byId.get(id, loggedInUser(context)) as CompanyAuthRow | undefined) : undefined;
      if (row === undefined) throw companyErrors.notFound();
      return view(row);
    }),
    implement(userEndpoints.bizAuthUrlFor, (context) => view(join(loggedInUser(context), context.params.id ?? ''))),
    implement(userEndpoints.bizAuthCancel, (context) => {
      cancel(loggedInUser(context));
      return null;
    }),
    implement(identityEndpoints.companyShare, (context) => {
      const owner = q.byShare.get(context.params.code ?? '') as CompanyAuthRow | undefined;
      if (owner === undefined) throw companyErrors.shareInvalid();
      const mine = current(loggedInUser(context));
      return { companyName: owner.company_name, creditCode: maskCreditCode(owner.credit_code), joined: mine !== null && mine.credit_code === owner.credit_code };
    }),
  ];
}
