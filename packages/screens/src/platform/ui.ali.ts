import type { UiPort } from '@aster/core-api';
import { TOAST_DURATION_MS } from '@aster/core-domain';
import type { AlipayApi } from './miniApi';
import type { AppUiPort } from './ui';

declare const my: AlipayApi;

export const ui = {
  toast: (text: string, icon: 'success' | 'none' = 'none') =>
    my.showToast({ content: text, type: icon, duration: TOAST_DURATION_MS }),
  showToast: (text: string, durationMs: number) => my.showToast({ content: text, type: 'none', duration: durationMs }),
  showLoading: (text: string) => my.showLoading({ content: text }),
  hideLoading: () => my.hideLoading(),
  // Alipay has two dialogs: alert (one button) and confirm (two). Neither takes a button colour (WeChat's and H5's
  // are the brand orange, ui/brandColour.ts): Alipay draws them in its own look.
  showModal: (options: Parameters<UiPort['showModal']>[0]) =>
    new Promise<boolean>((resolve) => {
      if (!options.showCancel) {
        my.alert({
          title: options.title,
          content: options.content,
          buttonText: options.confirmText,
          success: () => resolve(true),
          fail: () => resolve(false),
        });
        return;
      }
      my.confirm({
        title: options.title,
        content: options.content,
        confirmButtonText: options.confirmText,
        cancelButtonText: '取消',
        success: (result) => resolve(result.confirm),
        fail: () => resolve(false),
      });
    }),
} satisfies AppUiPort;
