import type { StoragePort } from '@aster/core-domain';
import {
  browserPlaceOf,
  cashierChannels,
  preselectedChannel,
  readRememberedChannel,
  REMEMBERED_CHANNEL_KEY,
  rememberChannel,
} from './cashierChannels';

const WECHAT_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x1800323c) NetType/WIFI Language/zh_CN';
const WECHAT_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; V2307A Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/122.0.6261.120 Mobile Safari/537.36 XWEB/1220099 MMWEBSDK/20240404 MMWEBID/2307 MicroMessenger/8.0.49.2600(0x28003133) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64';
const SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const ALIPAY_APP =
  'Mozilla/5.0 (Linux; U; Android 13; zh-CN; PGT-AN10 Build/HONORPGT-AN10) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/69.0.3497.100 UWS/3.22.2.59 Mobile Safari/537.36 AlipayClient/10.5.96.8000 Language/zh-Hans';

function memoryStorage(): StoragePort & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    get: (key) => values.get(key) ?? null,
    set: (key, value) => {
      values.set(key, value);
    },
    remove: (key) => {
      values.delete(key);
    },
  };
}

describe('where the H5 page runs', () => {
  it("knows WeChat's browser by MicroMessenger, on iOS and Android", () => {
    expect(browserPlaceOf(WECHAT_IOS)).toBe('wechat-browser');
    expect(browserPlaceOf(WECHAT_ANDROID)).toBe('wechat-browser');
  });

  it("takes any other browser for a phone browser (Safari, Alipay's own)", () => {
    expect(browserPlaceOf(SAFARI)).toBe('phone-browser');
    expect(browserPlaceOf(ALIPAY_APP)).toBe('phone-browser');
    expect(browserPlaceOf('')).toBe('phone-browser');
  });
});

describe('the channels the cashier offers', () => {
  const everything = { phoneBrowser: ['baofoo', 'alipay', 'wechat'] as const, wechatBrowser: ['baofoo', 'wechat'] as const };

  it('offers in a phone browser what the server allows there, WeChat Pay first and the card last', () => {
    expect(cashierChannels(everything, 'phone-browser')).toEqual(['wechat', 'alipay', 'baofoo']);
    expect(cashierChannels({ phoneBrowser: ['alipay', 'baofoo'], wechatBrowser: [] }, 'phone-browser')).toEqual(['alipay', 'baofoo']);
  });

  it("offers in WeChat's browser what the server allows there", () => {
    expect(cashierChannels(everything, 'wechat-browser')).toEqual(['wechat', 'baofoo']);
    expect(cashierChannels({ phoneBrowser: ['wechat', 'alipay', 'baofoo'], wechatBrowser: ['baofoo'] }, 'wechat-browser')).toEqual(['baofoo']);
  });

  it("never offers Alipay in WeChat's browser, which blocks its pages, even when the server lists it", () => {
    expect(cashierChannels({ phoneBrowser: [], wechatBrowser: ['alipay', 'wechat', 'baofoo'] }, 'wechat-browser')).toEqual(['wechat', 'baofoo']);
    expect(cashierChannels({ phoneBrowser: [], wechatBrowser: ['alipay'] }, 'wechat-browser')).toEqual([]);
  });

  it('leaves the card page alone when the server did not answer (a server of the spec has no pay/channels)', () => {
    expect(cashierChannels(null, 'phone-browser')).toEqual(['baofoo']);
    expect(cashierChannels(null, 'wechat-browser')).toEqual(['baofoo']);
  });

  it('offers nothing when the server allows nothing here', () => {
    expect(cashierChannels({ phoneBrowser: [], wechatBrowser: ['wechat'] }, 'phone-browser')).toEqual([]);
  });
});

describe('the remembered choice', () => {
  it('opens the cashier on the channel paid with last time, while it is still offered', () => {
    const storage = memoryStorage();
    expect(preselectedChannel(['wechat', 'alipay', 'baofoo'], readRememberedChannel(storage))).toBe('wechat');
    rememberChannel(storage, 'alipay');
    expect(readRememberedChannel(storage)).toBe('alipay');
    expect(preselectedChannel(['wechat', 'alipay', 'baofoo'], readRememberedChannel(storage))).toBe('alipay');
    // Alipay chosen in Safari, then the tenant pays inside WeChat: its first channel instead.
    expect(preselectedChannel(['wechat', 'baofoo'], readRememberedChannel(storage))).toBe('wechat');
    expect(preselectedChannel([], readRememberedChannel(storage))).toBeUndefined();
  });

  it('forgets a stored value that is not a channel (tampered, or from another version)', () => {
    const storage = memoryStorage();
    storage.set(REMEMBERED_CHANNEL_KEY, '"unionpay"');
    expect(readRememberedChannel(storage)).toBeNull();
    expect(storage.values.has(REMEMBERED_CHANNEL_KEY)).toBe(false);
    storage.set(REMEMBERED_CHANNEL_KEY, 'wechat');
    expect(readRememberedChannel(storage)).toBeNull();
  });
});
