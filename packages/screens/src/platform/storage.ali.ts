import type { StoragePort } from '@aster/core-domain';
import type { AlipayApi } from './miniApi';

declare const my: AlipayApi;

export const storage = {
  get: (key: string) => {
    const { data } = my.getStorageSync({ key });
    return typeof data === 'string' ? data : null;
  },
  set: (key: string, value: string) => my.setStorageSync({ key, data: value }),
  remove: (key: string) => my.removeStorageSync({ key }),
} satisfies StoragePort;
