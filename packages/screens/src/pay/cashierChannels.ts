import { type PayChannel, PayChannelSchema, readStoredJson, type StoragePort, writeStoredJson } from '@aster/core-domain';

/** Where an H5 page runs: WeChat's in-app browser pays by JSAPI (WeixinJSBridge), another phone browser on a provider's page. */
export type BrowserPlace = 'wechat-browser' | 'phone-browser';

/** What pay/channels answers: the channels the operator configured for each place. */
export interface OfferedChannels {
  phoneBrowser: readonly PayChannel[];
  wechatBrowser: readonly PayChannel[];
}

/** The cashier's rows, in this order whatever order the server lists them in. */
export const CASHIER_CHANNELS: readonly PayChannel[] = ['wechat', 'alipay', 'baofoo'];

export const CHANNEL_LABELS: Readonly<Record<PayChannel, string>> = {
  wechat: '微信支付',
  alipay: '支付宝',
  baofoo: '银行卡',
};

export const CASHIER_TEXT = {
  title: '选择支付方式',
  pay: '立即支付',
  close: '关闭',
  noChannel: '暂无可用的支付方式，请稍后重试',
} as const;

/** Storage key of the channel the tenant paid with last (this device's choice, not the account's). */
export const REMEMBERED_CHANNEL_KEY = 'payChannel';

/** WeChat's in-app browser names itself MicroMessenger in its user agent (its mini-program web-view too). */
export function browserPlaceOf(userAgent: string): BrowserPlace {
  return /MicroMessenger/i.test(userAgent) ? 'wechat-browser' : 'phone-browser';
}

/**
 * The channels the cashier offers here. No answer from the server (one that has no pay/channels: the spec's H5 pays
 * by card only) leaves the card page alone. WeChat's browser blocks Alipay's pages, so Alipay is never offered there.
 */
export function cashierChannels(offered: OfferedChannels | null, place: BrowserPlace): PayChannel[] {
  if (offered === null) return ['baofoo'];
  const allowed = place === 'wechat-browser' ? offered.wechatBrowser : offered.phoneBrowser;
  return CASHIER_CHANNELS.filter((channel) => allowed.includes(channel) && !(place === 'wechat-browser' && channel === 'alipay'));
}

/** The row chosen when the cashier opens: the one paid with last time when it is still offered, else the first. */
export function preselectedChannel(channels: readonly PayChannel[], remembered: PayChannel | null): PayChannel | undefined {
  return remembered !== null && channels.includes(remembered) ? remembered : channels[0];
}

export function readRememberedChannel(storage: StoragePort): PayChannel | null {
  return readStoredJson(storage, REMEMBERED_CHANNEL_KEY, PayChannelSchema);
}

export function rememberChannel(storage: StoragePort, channel: PayChannel): void {
  writeStoredJson(storage, REMEMBERED_CHANNEL_KEY, channel);
}
