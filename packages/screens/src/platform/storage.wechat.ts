import type { StoragePort } from '@aster/core-domain';
import type { WechatApi } from './miniApi';

declare const wx: WechatApi;

export const storage = {
  // wx answers '' for a missing key: only a non-empty string is a stored value.
  get: (key: string) => {
    const value = wx.getStorageSync(key);
    return typeof value === 'string' && value !== '' ? value : null;
  },
  set: (key: string, value: string) => wx.setStorageSync(key, value),
  remove: (key: string) => wx.removeStorageSync(key),
} satisfies StoragePort;
