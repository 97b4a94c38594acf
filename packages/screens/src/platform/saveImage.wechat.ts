import { permissions } from './permissions';
import type { SaveImageOutcome, SaveImagePort } from './saveImageTypes';

interface Callbacks<T> {
  success?: (result: T) => void;
  fail?: (error: { errMsg?: string }) => void;
}

// The slice of wx this port uses.
declare const wx: {
  downloadFile(options: { url: string } & Callbacks<{ tempFilePath: string; statusCode: number }>): void;
  saveImageToPhotosAlbum(options: { filePath: string } & Callbacks<unknown>): void;
};

/** Album permission first (with the app's explanation after a refusal), then download and save. */
export const saveImage = {
  save: async (url: string): Promise<SaveImageOutcome> => {
    if ((await permissions.ensurePermission('album')) !== 'granted') return 'denied';
    const file = await new Promise<string | null>((resolve) =>
      wx.downloadFile({ url, success: (result) => resolve(result.statusCode === 200 ? result.tempFilePath : null), fail: () => resolve(null) }),
    );
    if (file === null) return 'failed';
    return new Promise<SaveImageOutcome>((resolve) =>
      wx.saveImageToPhotosAlbum({
        filePath: file,
        success: () => resolve('saved'),
        fail: (error) => resolve(/cancel|auth deny|authorize/i.test(error.errMsg ?? '') ? 'denied' : 'failed'),
      }),
    );
  },
} satisfies SaveImagePort;
