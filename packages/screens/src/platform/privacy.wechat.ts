import { PRIVACY_AGREE_BUTTON_ID, type WechatApi } from './miniApi';
import type { PrivacyAnswer, PrivacyPort } from './privacy';

declare const wx: WechatApi;

export const privacy = {
  listen: (onNeed: (answer: (choice: PrivacyAnswer) => void) => void) => {
    // Base libraries before 2.32.3 have no consent event (and hold nothing back).
    if (typeof wx.onNeedPrivacyAuthorization !== 'function' || !wx.canIUse('onNeedPrivacyAuthorization')) return;
    wx.onNeedPrivacyAuthorization((resolve) => {
      // Tells WeChat the app's own consent sheet is showing.
      resolve({ event: 'exposureAuthorization' });
      onNeed((choice) =>
        resolve(choice === 'agree' ? { buttonId: PRIVACY_AGREE_BUTTON_ID, event: 'agree' } : { event: 'disagree' }),
      );
    });
  },
  openContract: () => wx.openPrivacyContract?.({}),
} satisfies PrivacyPort;
