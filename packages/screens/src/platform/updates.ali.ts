import type { AlipayApi } from './miniApi';
import type { UpdatePort } from './updates';

declare const my: AlipayApi;

export const updates = {
  onUpdateReady: (callback: () => void) => my.getUpdateManager().onUpdateReady(callback),
  applyUpdate: () => my.getUpdateManager().applyUpdate(),
} satisfies UpdatePort;
