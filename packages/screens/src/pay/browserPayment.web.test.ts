import type { WechatBridgeParams } from './browserPayment';
import { browserPayment } from './browserPayment.web';

type BridgeCallback = (result: { err_msg?: unknown }) => void;

const PARAMS: WechatBridgeParams = {
  channel: 'wechat',
  appId: 'wx0123456789abcdef',
  timeStamp: '1764640000',
  nonceStr: 'n0nce',
  package: 'prepay_id=wx201410272009395522657a690389285100',
  signType: 'RSA',
  paySign: 'c2lnbmVk',
};

// A DOM of just what the browser side touches: the bridge on window, its ready event on document, the page's location.
const listeners = new Map<string, () => void>();
const location = { replace: jest.fn() };
const win = {
  WeixinJSBridge: undefined as { invoke: jest.Mock } | undefined,
  navigator: { userAgent: '' },
  location,
  // Read at each call, so jest's fake timers stand in once a test turns them on.
  setTimeout: (handler: () => void, ms: number) => setTimeout(handler, ms),
  clearTimeout: (timer: ReturnType<typeof setTimeout>) => clearTimeout(timer),
};
Object.assign(globalThis, {
  window: win,
  document: {
    addEventListener: (name: string, listener: () => void) => listeners.set(name, listener),
    removeEventListener: (name: string) => listeners.delete(name),
  },
});

/** WeChat's bridge, answering getBrandWCPayRequest with err_msg. */
function bridgeAnswering(errMsg: string) {
  return {
    invoke: jest.fn((_name: string, _params: Record<string, string>, callback: BridgeCallback) => callback({ err_msg: errMsg })),
  };
}

afterEach(() => {
  win.WeixinJSBridge = undefined;
  listeners.clear();
  jest.useRealTimers();
});

describe("WeChat Pay in WeChat's browser (WeixinJSBridge)", () => {
  it('hands the prepay answer to getBrandWCPayRequest and maps ok to paid', async () => {
    const ok = bridgeAnswering('get_brand_wcpay_request:ok');
    win.WeixinJSBridge = ok;
    await expect(browserPayment.wechatPay(PARAMS)).resolves.toBe('paid');
    expect(ok.invoke).toHaveBeenCalledWith(
      'getBrandWCPayRequest',
      { appId: PARAMS.appId, timeStamp: PARAMS.timeStamp, nonceStr: PARAMS.nonceStr, package: PARAMS.package, signType: 'RSA', paySign: PARAMS.paySign },
      expect.any(Function),
    );
  });

  it('maps cancel to cancelled and fail to failed', async () => {
    win.WeixinJSBridge = bridgeAnswering('get_brand_wcpay_request:cancel');
    await expect(browserPayment.wechatPay(PARAMS)).resolves.toBe('cancelled');
    win.WeixinJSBridge = bridgeAnswering('get_brand_wcpay_request:fail');
    await expect(browserPayment.wechatPay(PARAMS)).resolves.toBe('failed');
  });

  it('waits for WeixinJSBridgeReady when the page was quicker than the bridge', async () => {
    const paid = browserPayment.wechatPay(PARAMS);
    await Promise.resolve();
    const ready = listeners.get('WeixinJSBridgeReady');
    expect(ready).toBeDefined();
    win.WeixinJSBridge = bridgeAnswering('get_brand_wcpay_request:ok');
    ready?.();
    await expect(paid).resolves.toBe('paid');
  });

  it('fails the attempt, charging nothing, when the bridge never comes', async () => {
    jest.useFakeTimers();
    const outcome = browserPayment.wechatPay(PARAMS);
    await Promise.resolve();
    jest.advanceTimersByTime(10_000);
    await expect(outcome).resolves.toBe('failed');
    expect(listeners.has('WeixinJSBridgeReady')).toBe(false);
  });

  it("fails without asking WeChat when the answer has no official account's appId", async () => {
    const ok = bridgeAnswering('get_brand_wcpay_request:ok');
    win.WeixinJSBridge = ok;
    const { appId: _left, ...withoutAppId } = PARAMS;
    await expect(browserPayment.wechatPay(withoutAppId)).resolves.toBe('failed');
    expect(ok.invoke).not.toHaveBeenCalled();
  });
});

describe('the browser side', () => {
  it("reads WeChat's browser from the user agent", () => {
    win.navigator.userAgent = 'Mozilla/5.0 (iPhone) MicroMessenger/8.0.50 NetType/WIFI';
    expect(browserPayment.place()).toBe('wechat-browser');
    win.navigator.userAgent = 'Mozilla/5.0 (iPhone) Version/17.5 Mobile/15E148 Safari/604.1';
    expect(browserPayment.place()).toBe('phone-browser');
  });

  it("leaves for a provider's http(s) page by replacing this one, and for nothing else", () => {
    expect(browserPayment.leaveFor('https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wx1')).toBe(true);
    expect(location.replace).toHaveBeenCalledWith('https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wx1');
    location.replace.mockClear();
    expect(browserPayment.leaveFor('javascript:alert(1)')).toBe(false);
    expect(browserPayment.leaveFor('//evil.example/pay')).toBe(false);
    expect(location.replace).not.toHaveBeenCalled();
  });
});
