import { z } from 'zod';
import { AccountCancelPendingSchema, SmsSentSchema } from '@aster/core-domain';
import { defineEndpoint, inCatalogueFeature } from './define';

/**
 * What a photo is for. The server keeps the kind with the bytes, so an ID card photo cannot be handed in as a
 * business licence by mistake. The talent_* kinds are a talent-housing application's documents (TALENT_DOCUMENTS).
 */
export const PHOTO_KINDS = ['id_front', 'id_back', 'licence', 'transfer_receipt', 'work_order', 'talent_degree', 'talent_contract', 'talent_insurance'] as const;
export const PhotoKindSchema = z.enum(PHOTO_KINDS);
export type PhotoKind = z.infer<typeof PhotoKindSchema>;

/** The multipart field the photo's bytes travel in (wx.uploadFile `name`, my.uploadFile `fileName`, FormData). */
export const PHOTO_FILE_FIELD = 'file';

/** An id the server gave an uploaded photo: random letters and digits, never a counter another tenant could guess. */
export const UploadIdSchema = z.string().max(64, '照片编号不正确').regex(/^[A-Za-z0-9_-]{16,64}$/, '照片编号不正确');

export const UploadedPhotoSchema = z.looseObject({ id: UploadIdSchema, size: z.number().int().nonnegative() });
export type UploadedPhoto = z.infer<typeof UploadedPhotoSchema>;

/** An uploaded photo read back by its owner: the picture as a data URL (an <image> shows it; no link to leak). */
export const PhotoViewSchema = z.looseObject({
  id: UploadIdSchema,
  kind: PhotoKindSchema,
  dataUrl: z.string().regex(/^data:image\/(jpeg|png);base64,/),
});
export type PhotoView = z.infer<typeof PhotoViewSchema>;


/** The ID card photos on file with the tenant's real name (user-idimg): each side, or null. */
export const IdPhotosSchema = z.looseObject({ front: PhotoViewSchema.nullable(), back: PhotoViewSchema.nullable() });
export type IdPhotos = z.infer<typeof IdPhotosSchema>;

/** One signed-in session of the tenant (user_safety): when it began, until when it lasts, where it was last used from, whether it is this one. */
export const AccountSessionSchema = z.looseObject({
  id: z.string().min(1),
  createdAt: z.number(),
  expiresAt: z.number(),
  current: z.boolean(),
  /** The platform header of its requests (weapp, aliapp, thePublic, h5, unknown); null before its first call. */
  platform: z.string().nullish(),
  lastSeenAt: z.number().nullish(),
});
export type AccountSession = z.infer<typeof AccountSessionSchema>;

/** What keeps an account from being cancelled now, each said to the tenant (a lease, an unpaid bill...). */
export const AccountCancelBlockerSchema = z.looseObject({ kind: z.string(), text: z.string() });
/** `pending`: the request in its cooling-off period (account/log-out made it), which the tenant may still undo. */
export const AccountCancelCheckSchema = z.looseObject({
  allowed: z.boolean(),
  blockers: z.array(AccountCancelBlockerSchema),
  pending: AccountCancelPendingSchema.nullable().default(null),
});
export type AccountCancelCheck = z.infer<typeof AccountCancelCheckSchema>;

/** What a colleague sees before joining through a share link: the company, its code masked. */
export const CompanySharePreviewSchema = z.looseObject({ companyName: z.string(), creditCode: z.string(), joined: z.boolean() });
export type CompanySharePreview = z.infer<typeof CompanySharePreviewSchema>;

const identityPageEndpoints = {
  companyShare: defineEndpoint({ method: 'GET', path: 'identity/company-share/{code}', response: CompanySharePreviewSchema, needsAuth: true, extension: "company_authentication: a colleague's company share code" }),
  idPhotos: defineEndpoint({ method: 'GET', path: 'identity/id-photos', response: IdPhotosSchema, needsAuth: true, extension: 'user-idimg: the ID card photos on file' }),
  /** Both sides at once, each an upload of the caller's own of its kind. */
  saveIdPhotos: defineEndpoint({
    method: 'POST',
    path: 'identity/id-photos',
    request: z.object({ frontId: UploadIdSchema, backId: UploadIdSchema }),
    response: IdPhotosSchema,
    needsAuth: true,
    extension: 'user-idimg: upload the ID card photos',
  }),
  sessions: defineEndpoint({ method: 'GET', path: 'identity/sessions', response: z.array(AccountSessionSchema), needsAuth: true, extension: 'user_safety: where my account is logged in' }),
  /** Signs one of the caller's other sessions out (this one ends with logout). */
  endSession: defineEndpoint({ method: 'POST', path: 'identity/sessions/{id}/end', response: z.unknown(), needsAuth: true, extension: 'user_safety: log another device out' }),
  accountCancelCheck: defineEndpoint({ method: 'GET', path: 'identity/account-cancel-check', response: AccountCancelCheckSchema, needsAuth: true, extension: 'user_cancel: what stops the account from being cancelled' }),
  /** Sends the code account/log-out asks for to the account's own phone (the server picks it; answered masked). */
  accountCancelSendCode: defineEndpoint({ method: 'POST', path: 'account-cancel/send-code', response: SmsSentSchema, needsAuth: true, extension: 'user_cancel: the SMS code before the account log-out' }),
  /** Undoes the caller's log-out request during its cooling-off period (撤销注销). */
  accountCancelRevoke: defineEndpoint({ method: 'POST', path: 'account-cancel/revoke', response: z.object({ revoked: z.literal(true) }), needsAuth: true, extension: 'user_cancel: undo the account log-out during its cooling-off period' }),
};

export const identityEndpoints = {
  ...identityPageEndpoints,
  /**
   * One photo, as multipart/form-data: the text field `kind` and the file field `file` (JPEG or PNG, checked by its
   * first bytes on the server, at most the configured size). The request schema names the text fields only.
   */
  uploadPhoto: defineEndpoint({
    method: 'POST',
    path: 'uploads/photo',
    request: z.object({ kind: PhotoKindSchema }),
    response: UploadedPhotoSchema,
    needsAuth: true,
    extension: 'photo uploads (ID photos, repairs, handover)',
  }),
  /** A photo of the caller's own: another tenant's id answers not-found. */
  photo: defineEndpoint({
    method: 'GET',
    path: 'uploads/{id}',
    response: PhotoViewSchema,
    needsAuth: true,
    extension: 'an uploaded photo, shown back to its owner',
  }),
};

// The catalogue feature of each endpoint (catalogue/index.ts), for the client's extension check.
inCatalogueFeature('identity', identityEndpoints);
