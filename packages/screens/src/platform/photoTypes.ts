// Taking or picking a photo, shrinking it and uploading it with progress. The interface and the shared numbers
// live here (inside photos.wechat.ts, './photos' would resolve to that file itself); photos.ts is the plain
// fallback (Jest, tools).

export type PhotoSource = 'camera' | 'album';

/** A photo on the device: a temporary file path (mini-programs) or an object URL (H5), shown as an <image> src. */
export interface LocalPhoto {
  path: string;
  /** Bytes, when the platform says. */
  size?: number;
}

export interface PhotoUploadRequest {
  url: string;
  /** The app's request headers, without a content type (the platform writes the multipart one). */
  headers: Record<string, string>;
  /** Text fields sent with the file. */
  fields: Record<string, string>;
  /** The form field the file travels in. */
  fileField: string;
  /** 0-100, as the bytes go out. */
  onProgress: (percent: number) => void;
}

/** The server's answer as it came: status and body text (the envelope is read by the caller). */
export interface PhotoUploadAnswer {
  status: number;
  body: string;
}

export interface PhotoPort {
  /** Opens the camera or the album for one photo; null when the tenant cancels. */
  choose(source: PhotoSource): Promise<LocalPhoto | null>;
  /** A smaller copy for the upload (long edge and quality below); the photo itself when it cannot shrink it. */
  compress(photo: LocalPhoto): Promise<LocalPhoto>;
  /** Sends the photo as multipart/form-data; rejects only when no answer came (network, timeout). */
  upload(photo: LocalPhoto, request: PhotoUploadRequest): Promise<PhotoUploadAnswer>;
}

/**
 * Long edge and JPEG quality of an uploaded photo: an ID card or a licence stays readable at 1600 px, and the file
 * lands at a few hundred KB, well under the server's limit.
 */
export const PHOTO_MAX_EDGE = 1600;
export const PHOTO_QUALITY = 0.8;

/** Why a photo could not be taken: the platform refused (not a cancel). */
export const PHOTO_CHOOSE_FAILED = '无法打开相机或相册，请检查权限设置后重试';
