import { promisifyMini, type AlipayApi, type AuthSetting } from './miniApi';
import { ensurePermissionWith, type AuthApi, type Capability } from './permissionFlow';
import type { PermissionPort } from './permissions';
import { ui } from './ui';

declare const my: AlipayApi;

// Alipay's authSetting keys; bluetooth has none (the system asks when the adapter opens).
const SCOPES: Readonly<Record<Capability, string | null>> = { location: 'location', album: 'album', bluetooth: null };

const authApi: AuthApi = {
  scope: (capability) => SCOPES[capability],
  getSetting: () =>
    promisifyMini<{ authSetting: AuthSetting }>((callbacks) => my.getSetting(callbacks)).then((result) => result.authSetting),
  // Alipay has no authorize for device scopes: its prompt comes with the first call.
  authorize: null,
  openSetting: () =>
    promisifyMini<{ authSetting: AuthSetting }>((callbacks) => my.openSetting(callbacks)).then((result) => result.authSetting),
};

export const permissions = {
  ensurePermission: (capability: Capability) => ensurePermissionWith(authApi, ui, capability),
} satisfies PermissionPort;
