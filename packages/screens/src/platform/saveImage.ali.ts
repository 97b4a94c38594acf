import { permissions } from './permissions';
import type { SaveImageOutcome, SaveImagePort } from './saveImageTypes';

// The slice of my this port uses: Alipay saves a network picture in one call.
declare const my: {
  saveImage(options: { url: string; showActionSheet: boolean; success?: () => void; fail?: (error: { error?: number; errorMessage?: string }) => void }): void;
};

export const saveImage = {
  save: async (url: string): Promise<SaveImageOutcome> => {
    if ((await permissions.ensurePermission('album')) !== 'granted') return 'denied';
    return new Promise<SaveImageOutcome>((resolve) =>
      my.saveImage({
        url,
        showActionSheet: false,
        success: () => resolve('saved'),
        // 2001-2003 and 15: the tenant or the system refused the album.
        fail: (error) => resolve([15, 2001, 2002, 2003].includes(error.error ?? 0) ? 'denied' : 'failed'),
      }),
    );
  },
} satisfies SaveImagePort;
