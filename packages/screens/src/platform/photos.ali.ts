import { PHOTO_CHOOSE_FAILED, type LocalPhoto, type PhotoPort, type PhotoSource, type PhotoUploadRequest } from './photoTypes';

interface MyFail {
  error?: number;
  errorMessage?: string;
}
interface MyUploadTask {
  onProgressUpdate?(listener: (result: { progress: number }) => void): void;
}
declare const my: {
  chooseImage(options: {
    count: number;
    sourceType: string[];
    sizeType: string[];
    success(result: { apFilePaths?: string[]; filePaths?: string[]; tempFilePaths?: string[] }): void;
    fail(error: MyFail): void;
  }): void;
  compressImage(options: { apFilePaths: string[]; compressLevel: number; success(result: { apFilePaths: string[] }): void; fail(): void }): void;
  uploadFile(options: {
    url: string;
    filePath: string;
    fileName: string;
    fileType: 'image';
    header: Record<string, string>;
    formData: Record<string, string>;
    success(result: { statusCode: number; data: string }): void;
    fail(error: MyFail): void;
  }): MyUploadTask | undefined;
};

/** Alipay's "user cancelled" error code of chooseImage. */
const CANCELLED = 11;

export const photos = {
  choose: (source: PhotoSource) =>
    new Promise<LocalPhoto | null>((resolve, reject) => {
      my.chooseImage({
        count: 1,
        sourceType: [source],
        sizeType: ['compressed'],
        success: (result) => {
          const path = result.apFilePaths?.[0] ?? result.filePaths?.[0] ?? result.tempFilePaths?.[0];
          resolve(path ? { path } : null);
        },
        fail: (error) => (error.error === CANCELLED ? resolve(null) : reject(new Error(PHOTO_CHOOSE_FAILED))),
      });
    }),
  // compressLevel 4 is Alipay's "according to the network" level: the strongest on a slow connection.
  compress: (photo: LocalPhoto) =>
    new Promise<LocalPhoto>((resolve) => {
      my.compressImage({
        apFilePaths: [photo.path],
        compressLevel: 4,
        success: ({ apFilePaths }) => resolve(apFilePaths[0] ? { path: apFilePaths[0] } : photo),
        fail: () => resolve(photo),
      });
    }),
  upload: (photo: LocalPhoto, request: PhotoUploadRequest) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const task = my.uploadFile({
        url: request.url,
        filePath: photo.path,
        fileName: request.fileField,
        fileType: 'image',
        header: request.headers,
        formData: request.fields,
        success: ({ statusCode, data }) => resolve({ status: statusCode, body: typeof data === 'string' ? data : JSON.stringify(data) }),
        fail: (error) => reject(new Error(error.errorMessage ?? 'uploadFile failed')),
      });
      task?.onProgressUpdate?.(({ progress }) => request.onProgress(progress));
    }),
} satisfies PhotoPort;
