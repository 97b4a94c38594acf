import type { WechatApi } from './miniApi';
import type { UpdatePort } from './updates';

declare const wx: WechatApi;

export const updates = {
  onUpdateReady: (callback: () => void) => wx.getUpdateManager().onUpdateReady(callback),
  applyUpdate: () => wx.getUpdateManager().applyUpdate(),
} satisfies UpdatePort;
