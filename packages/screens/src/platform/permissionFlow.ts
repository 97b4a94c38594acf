import type { UiPort } from '@aster/core-api';
import type { AuthSetting } from './miniApi';

/** The device capabilities the app asks for (spec section 6), each named and explained the same everywhere. */
export type Capability = 'location' | 'album' | 'bluetooth';

/** 'granted': go ahead with the call (where the platform asks at the call itself, it still may). */
export type PermissionOutcome = 'granted' | 'denied';

export const CAPABILITY_PURPOSES: Readonly<Record<Capability, { name: string; purpose: string; withoutIt: string }>> = {
  location: { name: '位置信息', purpose: '用于自动选择所在城市', withoutIt: '不开启也可以手动选择城市。' },
  album: { name: '相册', purpose: '用于保存图片到相册', withoutIt: '不开启将无法保存图片。' },
  bluetooth: { name: '蓝牙', purpose: '用于连接智能门锁和智能电表', withoutIt: '不开启将无法通过蓝牙开锁和抄表。' },
};

/** The modal after a remembered refusal: the platform will not ask again, only its settings page can undo it. */
export function refusalPrompt(capability: Capability): Parameters<UiPort['showModal']>[0] {
  const { name, purpose, withoutIt } = CAPABILITY_PURPOSES[capability];
  return {
    title: `需要${name}权限`,
    content: `你已拒绝授权${name}，它${purpose}。如需使用，请在设置中开启。${withoutIt}`,
    showCancel: true,
    confirmText: '去设置',
  };
}

/** One mini-program's permission calls, promisified by its platform file. */
export interface AuthApi {
  /** The platform's scope of a capability, or null when it has none (the call itself asks the user). */
  scope(capability: Capability): string | null;
  getSetting(): Promise<AuthSetting>;
  /** Asks up front (wx.authorize); null where the platform only asks at the call (Alipay). */
  authorize: ((scope: string) => Promise<void>) | null;
  openSetting(): Promise<AuthSetting>;
}

/**
 * Whether a capability may be used now. Never asked: ask (a refusal, or a declined privacy consent, is answered
 * quietly: the user has just seen why). Refused before: the platform stays silent for good, so explain and offer
 * its settings page. A failing platform call counts as "never asked" and never throws.
 */
export async function ensurePermissionWith(api: AuthApi, ui: UiPort, capability: Capability): Promise<PermissionOutcome> {
  const scope = api.scope(capability);
  if (scope === null) return 'granted';
  const setting = await api.getSetting().catch((): AuthSetting => ({}));
  const answer = setting[scope];
  if (answer === true) return 'granted';
  if (answer === undefined) {
    if (api.authorize === null) return 'granted';
    return api.authorize(scope).then(
      (): PermissionOutcome => 'granted',
      (): PermissionOutcome => 'denied',
    );
  }
  if (!(await ui.showModal(refusalPrompt(capability)))) return 'denied';
  const after = await api.openSetting().catch((): AuthSetting => ({}));
  return after[scope] === true ? 'granted' : 'denied';
}
