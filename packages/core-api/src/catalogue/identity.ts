import { z } from 'zod';
import { defineEndpoint } from './define';

/**
 * What a photo is for. The server keeps the kind with the bytes, so an ID card photo cannot be handed in as a
 * business licence by mistake.
 */
export const PHOTO_KINDS = ['id_front', 'id_back', 'licence'] as const;
export const PhotoKindSchema = z.enum(PHOTO_KINDS);
export type PhotoKind = z.infer<typeof PhotoKindSchema>;

/** The multipart field the photo's bytes travel in (wx.uploadFile `name`, my.uploadFile `fileName`, FormData). */
export const PHOTO_FILE_FIELD = 'file';

/** An id the server gave an uploaded photo: random letters and digits, never a counter another tenant could guess. */
export const UploadIdSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, '照片编号不正确');

export const UploadedPhotoSchema = z.looseObject({ id: UploadIdSchema, size: z.number().int().nonnegative() });
export type UploadedPhoto = z.infer<typeof UploadedPhotoSchema>;

/** An uploaded photo read back by its owner: the picture as a data URL (an <image> shows it; no link to leak). */
export const PhotoViewSchema = z.looseObject({
  id: UploadIdSchema,
  kind: PhotoKindSchema,
  dataUrl: z.string().regex(/^data:image\/(jpeg|png);base64,/),
});
export type PhotoView = z.infer<typeof PhotoViewSchema>;

export const identityEndpoints = {
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
  }),
  /** A photo of the caller's own: another tenant's id answers not-found. */
  photo: defineEndpoint({
    method: 'GET',
    path: 'uploads/{id}',
    response: PhotoViewSchema,
    needsAuth: true,
  }),
};
