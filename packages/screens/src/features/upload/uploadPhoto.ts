import {
  PHOTO_FILE_FIELD,
  REQUEST_HEADERS,
  buildRequestHeaders,
  endpointPath,
  identityEndpoints,
  isApiError,
  readAnswer,
  type HeaderContext,
  type PhotoKind,
  type UploadedPhoto,
} from '@aster/core-api';
import type { LocalPhoto, PhotoPort } from '@screens/platform/photoTypes';

/** Said when no answer came back (the network dropped, the upload timed out). */
export const UPLOAD_NETWORK_FAILED = '网络异常，照片未上传成功，请重试';

export interface UploadTarget {
  baseUrl: string;
  headers: HeaderContext;
}

/**
 * One photo to the upload endpoint through the platform's uploader (wx.uploadFile, my.uploadFile, XHR), with the
 * app's headers, its answer read by the same envelope and error rules as every other call. Throws an Error whose
 * message is what to tell the tenant.
 */
export async function uploadPhoto(
  port: PhotoPort,
  photo: LocalPhoto,
  kind: PhotoKind,
  target: UploadTarget,
  onProgress: (percent: number) => void,
): Promise<UploadedPhoto> {
  const def = identityEndpoints.uploadPhoto;
  const path = endpointPath(def);
  const headers = buildRequestHeaders(target.headers);
  // The platform writes multipart/form-data with its boundary.
  delete headers[REQUEST_HEADERS.contentType];
  let answer: { status: number; body: string };
  try {
    answer = await port.upload(photo, { url: `${target.baseUrl}${path}`, headers, fields: { kind }, fileField: PHOTO_FILE_FIELD, onProgress });
  } catch {
    throw new Error(UPLOAD_NETWORK_FAILED);
  }
  try {
    return readAnswer(def, path, { status: answer.status, headers: {}, data: answer.body });
  } catch (error) {
    throw new Error(isApiError(error) ? error.message : UPLOAD_NETWORK_FAILED);
  }
}
