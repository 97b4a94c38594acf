import { DOWNLOAD_FAILED, type HouseActionsPort, type MapTarget, OPEN_FILE_FAILED } from './houseActionTypes';

interface Callbacks<T> {
  success?: (result: T) => void;
  fail?: (error: { errMsg?: string }) => void;
}

interface DownloadTask {
  onProgressUpdate?: (listener: (event: { progress: number }) => void) => void;
}

// The slice of wx these calls use (miniApi.ts types the app-wide ones).
declare const wx: {
  openLocation(options: { latitude: number; longitude: number; name: string; address: string; scale: number } & Callbacks<unknown>): void;
  previewImage(options: { urls: string[]; current: string } & Callbacks<unknown>): void;
  downloadFile(options: { url: string } & Callbacks<{ tempFilePath: string; statusCode: number }>): DownloadTask | undefined;
  openDocument(options: { filePath: string; fileType: 'pdf'; showMenu: boolean } & Callbacks<unknown>): void;
  setClipboardData(options: { data: string } & Callbacks<unknown>): void;
};

function call<T>(run: (callbacks: Required<Callbacks<T>>) => void, failure = '操作失败'): Promise<T> {
  return new Promise((resolve, reject) => run({ success: resolve, fail: (error) => reject(new Error(error.errMsg ?? failure)) }));
}

export const houseActions = {
  openMap: (target: MapTarget) => call((callbacks) => wx.openLocation({ ...target, scale: 16, ...callbacks })).then(() => undefined),
  previewImages: async (urls: readonly string[], index: number) => {
    await call((callbacks) => wx.previewImage({ urls: [...urls], current: urls[index] ?? urls[0] ?? '', ...callbacks }));
    return true;
  },
  openPdf: async (url: string, onProgress: (percent: number) => void) => {
    const file = await new Promise<string>((resolve, reject) => {
      const task = wx.downloadFile({
        url,
        success: (result) => (result.statusCode === 200 ? resolve(result.tempFilePath) : reject(new Error(DOWNLOAD_FAILED))),
        fail: () => reject(new Error(DOWNLOAD_FAILED)),
      });
      task?.onProgressUpdate?.((event) => onProgress(event.progress));
    });
    onProgress(100);
    await call((callbacks) => wx.openDocument({ filePath: file, fileType: 'pdf', showMenu: true, ...callbacks })).catch(() => {
      throw new Error(OPEN_FILE_FAILED);
    });
  },
  copyText: (text: string) => call((callbacks) => wx.setClipboardData({ data: text, ...callbacks })).then(() => undefined),
  pageOrigin: () => null,
} satisfies HouseActionsPort;
