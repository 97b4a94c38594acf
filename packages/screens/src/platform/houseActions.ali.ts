import { DOWNLOAD_FAILED, type HouseActionsPort, type MapTarget, OPEN_FILE_FAILED } from './houseActionTypes';

interface Callbacks<T> {
  success?: (result: T) => void;
  fail?: (error: { errorMessage?: string; error?: number }) => void;
}

interface DownloadTask {
  onProgressUpdate?: (listener: (event: { progress: number }) => void) => void;
}

// The slice of my these calls use. Alipay's coordinates are strings; its file path is apFilePath.
declare const my: {
  openLocation(options: { latitude: string; longitude: string; name: string; address: string; scale: number } & Callbacks<unknown>): void;
  previewImage(options: { urls: string[]; current: number } & Callbacks<unknown>): void;
  downloadFile(options: { url: string } & Callbacks<{ apFilePath: string }>): DownloadTask | undefined;
  openDocument(options: { filePath: string; fileType: 'pdf' } & Callbacks<unknown>): void;
  setClipboard(options: { text: string } & Callbacks<unknown>): void;
};

function call<T>(run: (callbacks: Required<Callbacks<T>>) => void, failure = '操作失败'): Promise<T> {
  return new Promise((resolve, reject) => run({ success: resolve, fail: (error) => reject(new Error(error.errorMessage ?? failure)) }));
}

export const houseActions = {
  openMap: (target: MapTarget) =>
    call((callbacks) =>
      my.openLocation({
        latitude: String(target.latitude),
        longitude: String(target.longitude),
        name: target.name,
        address: target.address,
        scale: 16,
        ...callbacks,
      }),
    ).then(() => undefined),
  previewImages: async (urls: readonly string[], index: number) => {
    await call((callbacks) => my.previewImage({ urls: [...urls], current: index, ...callbacks }));
    return true;
  },
  openPdf: async (url: string, onProgress: (percent: number) => void) => {
    const file = await new Promise<string>((resolve, reject) => {
      const task = my.downloadFile({ url, success: (result) => resolve(result.apFilePath), fail: () => reject(new Error(DOWNLOAD_FAILED)) });
      task?.onProgressUpdate?.((event) => onProgress(event.progress));
    });
    onProgress(100);
    await call((callbacks) => my.openDocument({ filePath: file, fileType: 'pdf', ...callbacks })).catch(() => {
      throw new Error(OPEN_FILE_FAILED);
    });
  },
  copyText: (text: string) => call((callbacks) => my.setClipboard({ text, ...callbacks })).then(() => undefined),
  pageOrigin: () => null,
} satisfies HouseActionsPort;
