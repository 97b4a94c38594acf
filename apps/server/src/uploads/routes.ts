import { PHOTO_FILE_FIELD, identityEndpoints, serverRoutePattern } from '@aster/core-api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { implement, loggedInUser, sessionTokenOf, type ApiRoute } from '../http/api';
import { failure } from '../http/envelope';
import { BusinessError, errors } from '../http/errors';
import type { Services } from '../services';
import { multipartBoundary, parseMultipart, type UploadedFile } from './multipart';
import { declaredPhotoSize } from './photoSize';
import { createPhotoStore, sniffPhoto, type PhotoStore } from './photoStore';

const DAY_MS = 24 * 3600 * 1000;

export const uploadErrors = {
  photoRequired: () => new BusinessError('PHOTO_REQUIRED', '请选择要上传的照片'),
  photoType: () => new BusinessError('PHOTO_TYPE_INVALID', '仅支持 JPG 或 PNG 格式的照片'),
  photoTooLarge: (maxBytes: number) =>
    new BusinessError('PHOTO_TOO_LARGE', `照片不能超过${(maxBytes / 1024 / 1024).toFixed(maxBytes % (1024 * 1024) === 0 ? 0 : 1)}MB，请重新拍摄或选择`),
  photoUnreadable: () => new BusinessError('PHOTO_UNREADABLE', '照片无法识别，请重新拍摄或选择'),
  photoDimensions: (maxPixels: number, maxSide: number) =>
    new BusinessError('PHOTO_DIMENSIONS_TOO_LARGE', `照片尺寸过大（不超过${Math.floor(maxPixels / 10_000)}万像素，边长不超过${maxSide}像素），请重新拍摄或选择`),
  photoDailyLimit: () => new BusinessError('PHOTO_DAILY_LIMIT', '今日上传的照片过多，请明天再试'),
  photoNotFound: () => new BusinessError('PHOTO_NOT_FOUND', '照片不存在或已删除'),
  formInvalid: () => new BusinessError('PARAM_INVALID', '参数错误：上传内容格式不正确'),
};

// The files of a multipart request, kept beside it (not in the body the catalogue schema reads).
const filesOf = new WeakMap<FastifyRequest, UploadedFile[]>();

/**
 * multipart/form-data for the photo upload (wx.uploadFile, my.uploadFile, the browser's FormData): the text fields
 * become the body the catalogue checks, the files wait beside the request. The body may be bigger than the JSON
 * limit by the photo limit (twice it, so an oversize photo gets its own message rather than a bare 413).
 * Who sends it is checked first, as the request arrives: a guest, or a tenant past the day's photos, is answered
 * before a byte of the body is read, on a connection then closed, so the rest is not read either.
 */
export function registerMultipart(app: FastifyInstance, services: Services, photos: PhotoStore = createPhotoStore(services.db, services.clock)): void {
  const { limits, clock, sessions } = services;
  const uploadUrl = serverRoutePattern(identityEndpoints.uploadPhoto);
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'POST' || request.routeOptions.url !== uploadUrl) return;
    const token = sessionTokenOf(request);
    const userId = token === null ? null : sessions.resolve(token);
    const refusal =
      userId === null
        ? errors.unauthorized()
        : photos.countSince(userId, clock.now() - DAY_MS) >= limits.uploadPhotosPerTenantDaily
          ? uploadErrors.photoDailyLimit()
          : null;
    if (refusal !== null) return reply.code(refusal.httpStatus).header('connection', 'close').send(failure(refusal));
  });
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit: limits.uploadPhotoMaxBytes * 2 + 64 * 1024 }, (request, body, done) => {
    const boundary = multipartBoundary(request.headers['content-type']);
    const form = boundary === null ? null : parseMultipart(body as Buffer, boundary);
    if (form === null) return done(uploadErrors.formInvalid(), undefined);
    filesOf.set(request, form.files);
    done(null, form.fields);
  });
}

export function uploadRoutes(services: Services, photos: PhotoStore = createPhotoStore(services.db, services.clock)): ApiRoute[] {
  const { limits, clock } = services;
  const e = identityEndpoints;
  return [
    implement(e.uploadPhoto, (context) => {
      const userId = loggedInUser(context);
      const file = (filesOf.get(context.request) ?? []).find((part) => part.field === PHOTO_FILE_FIELD);
      if (file === undefined || file.bytes.length === 0) throw uploadErrors.photoRequired();
      if (file.bytes.length > limits.uploadPhotoMaxBytes) throw uploadErrors.photoTooLarge(limits.uploadPhotoMaxBytes);
      const mime = sniffPhoto(file.bytes);
      if (mime === null) throw uploadErrors.photoType();
      // The size its header declares is what any decoder (the tenant's phone, the operator's review) would allocate.
      const size = declaredPhotoSize(file.bytes, mime);
      if (size === null) throw uploadErrors.photoUnreadable();
      if (size.width > limits.uploadPhotoMaxSide || size.height > limits.uploadPhotoMaxSide || size.width * size.height > limits.uploadPhotoMaxPixels) {
        throw uploadErrors.photoDimensions(limits.uploadPhotoMaxPixels, limits.uploadPhotoMaxSide);
      }
      if (photos.countSince(userId, clock.now() - DAY_MS) >= limits.uploadPhotosPerTenantDaily) throw uploadErrors.photoDailyLimit();
      // A copy: the parsed body's buffer is a view into the whole request.
      const saved = photos.save(userId, context.input.kind, mime, Buffer.from(file.bytes));
      return { id: saved.id, size: saved.bytes.length };
    }),
    implement(e.photo, (context) => {
      const userId = loggedInUser(context);
      const photo = photos.ownedBy(userId, context.params.id ?? '');
      if (photo === null) throw uploadErrors.photoNotFound();
      return { id: photo.id, kind: photo.kind, dataUrl: `data:${photo.mime};base64,${photo.bytes.toString('base64')}` };
    }),
  ];
}
