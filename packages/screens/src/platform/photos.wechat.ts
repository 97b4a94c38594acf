import { PHOTO_CHOOSE_FAILED, PHOTO_MAX_EDGE, PHOTO_QUALITY, type LocalPhoto, type PhotoPort, type PhotoSource, type PhotoUploadRequest } from './photoTypes';

interface WxFail {
  errMsg?: string;
}
interface WxUploadTask {
  onProgressUpdate?(listener: (result: { progress: number }) => void): void;
}
declare const wx: {
  chooseMedia(options: {
    count: number;
    mediaType: string[];
    sourceType: string[];
    sizeType: string[];
    success(result: { tempFiles: { tempFilePath: string; size: number }[] }): void;
    fail(error: WxFail): void;
  }): void;
  compressImage(options: { src: string; quality: number; compressedWidth?: number; success(result: { tempFilePath: string }): void; fail(): void }): void;
  uploadFile(options: {
    url: string;
    filePath: string;
    name: string;
    header: Record<string, string>;
    formData: Record<string, string>;
    success(result: { statusCode: number; data: string }): void;
    fail(error: WxFail): void;
  }): WxUploadTask | undefined;
};

export const photos = {
  choose: (source: PhotoSource) =>
    new Promise<LocalPhoto | null>((resolve, reject) => {
      wx.chooseMedia({
        count: 1,
        mediaType: ['image'],
        sourceType: [source],
        sizeType: ['compressed'],
        success: ({ tempFiles }) => {
          const file = tempFiles[0];
          resolve(file ? { path: file.tempFilePath, size: file.size } : null);
        },
        // A cancel is the tenant's choice; anything else (a refused camera) is worth saying.
        fail: (error) => (/cancel/i.test(error.errMsg ?? '') ? resolve(null) : reject(new Error(PHOTO_CHOOSE_FAILED))),
      });
    }),
  // wx.compressImage keeps the aspect ratio from compressedWidth; a phone photo is wider than tall or the other
  // way round, and the long edge is what matters, so a portrait photo ends a little larger than PHOTO_MAX_EDGE.
  compress: (photo: LocalPhoto) =>
    new Promise<LocalPhoto>((resolve) => {
      wx.compressImage({
        src: photo.path,
        quality: Math.round(PHOTO_QUALITY * 100),
        compressedWidth: PHOTO_MAX_EDGE,
        success: ({ tempFilePath }) => resolve({ path: tempFilePath }),
        fail: () => resolve(photo),
      });
    }),
  upload: (photo: LocalPhoto, request: PhotoUploadRequest) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const task = wx.uploadFile({
        url: request.url,
        filePath: photo.path,
        name: request.fileField,
        header: request.headers,
        formData: request.fields,
        success: ({ statusCode, data }) => resolve({ status: statusCode, body: typeof data === 'string' ? data : JSON.stringify(data) }),
        fail: (error) => reject(new Error(error.errMsg ?? 'uploadFile failed')),
      });
      task?.onProgressUpdate?.(({ progress }) => request.onProgress(progress));
    }),
} satisfies PhotoPort;
