import { promisifyMini, type AuthSetting, type WechatApi } from './miniApi';
import { ensurePermissionWith, type AuthApi, type Capability } from './permissionFlow';
import type { PermissionPort } from './permissions';
import { ui } from './ui';

declare const wx: WechatApi;

const SCOPES: Readonly<Record<Capability, string>> = {
  location: 'scope.userLocation',
  album: 'scope.writePhotosAlbum',
  bluetooth: 'scope.bluetooth',
};

const authApi: AuthApi = {
  scope: (capability) => SCOPES[capability],
  getSetting: () =>
    promisifyMini<{ authSetting: AuthSetting }>((callbacks) => wx.getSetting(callbacks)).then((result) => result.authSetting),
  authorize: (scope) => promisifyMini<unknown>((callbacks) => wx.authorize({ scope, ...callbacks })).then(() => undefined),
  // Called from the modal's confirm: WeChat lets openSetting follow that tap.
  openSetting: () =>
    promisifyMini<{ authSetting: AuthSetting }>((callbacks) => wx.openSetting(callbacks)).then((result) => result.authSetting),
};

export const permissions = {
  ensurePermission: (capability: Capability) => ensurePermissionWith(authApi, ui, capability),
} satisfies PermissionPort;
