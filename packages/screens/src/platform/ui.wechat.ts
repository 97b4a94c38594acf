import type { UiPort } from '@aster/core-api';
import { TOAST_DURATION_MS } from '@aster/core-domain';
import type { WechatApi } from './miniApi';
import { BRAND_COLOUR } from '../ui/brandColour';
import type { AppUiPort } from './ui';

declare const wx: WechatApi;

export const ui = {
  toast: (text: string, icon: 'success' | 'none' = 'none') =>
    wx.showToast({ title: text, icon, duration: TOAST_DURATION_MS }),
  showToast: (text: string, durationMs: number) => wx.showToast({ title: text, icon: 'none', duration: durationMs }),
  showLoading: (text: string) => wx.showLoading({ title: text, mask: true }),
  hideLoading: () => wx.hideLoading(),
  showModal: (options: Parameters<UiPort['showModal']>[0]) =>
    new Promise<boolean>((resolve) => {
      wx.showModal({
        title: options.title,
        content: options.content,
        showCancel: options.showCancel,
        confirmText: options.confirmText,
        confirmColor: BRAND_COLOUR,
        cancelText: '取消',
        success: (result) => resolve(result.confirm),
        fail: () => resolve(false),
      });
    }),
} satisfies AppUiPort;
