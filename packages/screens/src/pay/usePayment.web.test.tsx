import * as React from 'react';
import { View, Text } from 'remax/one';
import { businessErrorAnswer, okAnswer } from '@aster/core-api/testing';
import type { TransportRequest } from '@aster/core-api';
import { openScreen, type Answers } from '@screens/testing/openScreen';
import { storage } from '../platform/storage';
import { shownUi } from '../platform/ui';
import { browserPayment, browserPaymentEvents } from './browserPayment';
import { REMEMBERED_CHANNEL_KEY } from './cashierChannels';
import { usePayment } from './usePayment.web';

jest.mock('remax/one', () => ({ View: 'view', Text: 'text' }));

const ORDER = { orderNo: 'PO202611280001', amount: '2000.00' };
const RESULT_PAGE = '/pages/bill/bill_result/index?newOrderNo=PO202611280001&amount=2000.00&title=%E9%A2%84%E8%AE%A2%E5%AE%9A%E9%87%91';
const CHANNELS = { phoneBrowser: ['baofoo', 'alipay', 'wechat'], wechatBrowser: ['alipay', 'wechat', 'baofoo'] };
const WECHAT_JSAPI = { channel: 'wechat', appId: 'wx0123456789abcdef', timeStamp: '1764640000', nonceStr: 'n0nce', package: 'prepay_id=wx1', signType: 'RSA', paySign: 'c2ln' };

/** A pay button as every paying page has one: usePayment's pay on tap, 支付中… while it runs. */
function PayButton() {
  const { pay, paying } = usePayment();
  return (
    <View data-testid="pay" onTap={() => void pay(ORDER, { resultTitle: '预订定金' })}>
      <Text>{paying ? '支付中…' : '去支付'}</Text>
    </View>
  );
}

const body = (request: TransportRequest): Record<string, unknown> => JSON.parse(request.data ?? '{}') as Record<string, unknown>;

function open(answers: Answers) {
  return openScreen(PayButton, { answers, openedFrom: '/pages/contract/pages/reservation_detail/index?id=5' });
}

const cashiers = () => browserPaymentEvents.filter((event) => event.kind === 'cashier');
const left = () => browserPaymentEvents.flatMap((event) => (event.kind === 'leave' ? [event.url] : []));

beforeEach(() => {
  browserPaymentEvents.length = 0;
  shownUi.length = 0;
  storage.remove(REMEMBERED_CHANNEL_KEY);
  jest.restoreAllMocks();
});

describe('the H5 cashier in a phone browser', () => {
  it("offers what the server allows, opens the provider's page for the one chosen and remembers it for next time", async () => {
    const page = await open({
      '/pay/channels': () => okAnswer(CHANNELS),
      '/pay-page': () => okAnswer({ payUrl: 'https://openapi.alipay.example/gateway.do?biz=1' }),
    });
    jest.spyOn(browserPayment, 'chooseChannel').mockImplementationOnce((offer) => {
      browserPaymentEvents.push({ kind: 'cashier', offer });
      return Promise.resolve('alipay');
    });
    await page.tap('pay');
    expect(cashiers()).toEqual([{ kind: 'cashier', offer: { channels: ['wechat', 'alipay', 'baofoo'], chosen: 'wechat', amount: '2,000.00' } }]);
    const [request] = page.sent('/pay/orders/PO202611280001/pay-page');
    expect(body(request!)).toEqual({ channel: 'alipay', attemptKey: expect.stringMatching(/^\w{24}$/), returnUrl: `/aster${RESULT_PAGE}` });
    expect(left()).toEqual(['https://openapi.alipay.example/gateway.do?biz=1']);
    // Leaving: the button stays busy and a second tap opens no second attempt.
    expect(page.text()).toBe('支付中…');
    await page.tap('pay');
    expect(cashiers()).toHaveLength(1);
    expect(page.sent('/pay-page')).toHaveLength(1);
    page.unmount();

    // The next payment opens the cashier on Alipay.
    const again = await open({ '/pay/channels': () => okAnswer(CHANNELS), '/pay-page': () => okAnswer({ payUrl: 'https://openapi.alipay.example/gateway.do?biz=2' }) });
    await again.tap('pay');
    expect(cashiers()[1]).toMatchObject({ offer: { chosen: 'alipay' } });
    const attempts = [...page.sent('/pay-page'), ...again.sent('/pay-page')].map((sent) => body(sent).attemptKey);
    expect(new Set(attempts).size).toBe(2);
    again.unmount();
  });

  it("goes to the card checkout with the result page as its way back, and pays WeChat Pay on WeChat's H5 page", async () => {
    const card = await open({ '/pay/channels': () => okAnswer(CHANNELS), '/order/pay-baofoo': () => okAnswer({ payUrl: 'https://pay.test/provider/baofoo/checkout?attempt=1' }) });
    jest.spyOn(browserPayment, 'chooseChannel').mockResolvedValueOnce('baofoo');
    await card.tap('pay');
    const [cardRequest] = card.sent('/order/pay-baofoo');
    expect(body(cardRequest!)).toMatchObject({ tradeId: ORDER.orderNo, amount: '2000.00', returnUrl: `/aster${RESULT_PAGE}` });
    expect(left()).toEqual(['https://pay.test/provider/baofoo/checkout?attempt=1']);
    card.unmount();

    const wechat = await open({ '/pay/channels': () => okAnswer(CHANNELS), '/pay-page': () => okAnswer({ payUrl: 'https://wx.tenpay.example/checkmweb?prepay_id=wx2' }) });
    jest.spyOn(browserPayment, 'chooseChannel').mockResolvedValueOnce('wechat');
    await wechat.tap('pay');
    expect(body(wechat.sent('/pay-page')[0]!)).toMatchObject({ channel: 'wechat' });
    expect(wechat.sent('/prepay')).toHaveLength(0);
    expect(left()).toContain('https://wx.tenpay.example/checkmweb?prepay_id=wx2');
    wechat.unmount();
  });

  it('pays by card straight away, without a sheet, when the server has no pay/channels (a server of the spec)', async () => {
    const page = await open({ '/order/pay-baofoo': () => okAnswer({ payUrl: 'https://pay.test/provider/baofoo/checkout?attempt=3' }) });
    await page.tap('pay');
    expect(page.sent('/pay/channels')).toHaveLength(1);
    expect(cashiers()).toHaveLength(0);
    expect(left()).toEqual(['https://pay.test/provider/baofoo/checkout?attempt=3']);
    expect(page.ui.toasts).toEqual([]);
    page.unmount();
  });

  it('stays when the tenant closes the cashier, and opens it once however often the button is tapped meanwhile', async () => {
    const page = await open({ '/pay/channels': () => okAnswer(CHANNELS) });
    let close: (channel: null) => void = () => undefined;
    jest.spyOn(browserPayment, 'chooseChannel').mockImplementation(
      (offer) =>
        new Promise((resolve) => {
          browserPaymentEvents.push({ kind: 'cashier', offer });
          close = resolve;
        }),
    );
    await page.tap('pay');
    await page.tap('pay');
    expect(cashiers()).toHaveLength(1);
    close(null);
    await page.settle();
    expect(page.text()).toBe('去支付');
    expect(page.sent('/pay-page')).toHaveLength(0);
    expect(page.sent('/pay-baofoo')).toHaveLength(0);
    expect(storage.get(REMEMBERED_CHANNEL_KEY)).toBeNull();
    await page.tap('pay');
    expect(cashiers()).toHaveLength(2);
    page.unmount();
  });

  it('shows the result when the order was paid meanwhile, and says so when nothing may be offered here', async () => {
    const paid = await open({ '/pay/channels': () => okAnswer(CHANNELS), '/pay-page': () => businessErrorAnswer('ORDER_PAID', '订单已支付') });
    await paid.tap('pay');
    expect(paid.currentPage()).toBe(RESULT_PAGE);
    paid.unmount();

    const none = await open({ '/pay/channels': () => okAnswer({ phoneBrowser: [], wechatBrowser: ['wechat'] }) });
    await none.tap('pay');
    expect(shownUi).toContainEqual({ kind: 'toast', text: '暂无可用的支付方式，请稍后重试' });
    expect(none.text()).toBe('去支付');
    none.unmount();
  });
});

describe("the H5 cashier in WeChat's browser", () => {
  beforeEach(() => {
    jest.spyOn(browserPayment, 'place').mockReturnValue('wechat-browser');
  });

  it('offers WeChat Pay and the card but not Alipay, and pays WeChat Pay through WeixinJSBridge to the result page', async () => {
    const page = await open({ '/pay/channels': () => okAnswer(CHANNELS), '/prepay': () => okAnswer(WECHAT_JSAPI) });
    jest.spyOn(browserPayment, 'wechatPay').mockResolvedValueOnce('paid');
    await page.tap('pay');
    expect(cashiers()[0]).toMatchObject({ offer: { channels: ['wechat', 'baofoo'], chosen: 'wechat' } });
    expect(body(page.sent('/pay/orders/PO202611280001/prepay')[0]!)).toEqual({ channel: 'wechat', place: 'wechat-browser', attemptKey: expect.stringMatching(/^\w{24}$/) });
    expect(browserPayment.wechatPay).toHaveBeenCalledWith(expect.objectContaining({ appId: 'wx0123456789abcdef', package: 'prepay_id=wx1' }));
    expect(page.currentPage()).toBe(RESULT_PAGE);
    page.unmount();
  });

  it('stays with a toast when the tenant cancels WeChat’s sheet, and a new tap is a new attempt', async () => {
    const page = await open({ '/pay/channels': () => okAnswer(CHANNELS), '/prepay': () => okAnswer(WECHAT_JSAPI) });
    jest.spyOn(browserPayment, 'wechatPay').mockResolvedValueOnce('cancelled').mockResolvedValueOnce('failed');
    await page.tap('pay');
    expect(shownUi).toContainEqual({ kind: 'toast', text: '已取消支付' });
    expect(page.text()).toBe('去支付');
    await page.tap('pay');
    expect(shownUi).toContainEqual({ kind: 'toast', text: '支付失败，请稍后重试' });
    const keys = page.sent('/prepay').map((sent) => body(sent).attemptKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
    expect(page.currentPage()).toBe('/pages/contract/pages/reservation_detail/index?id=5');
    page.unmount();
  });

  it("goes to WeChat's authorisation, back to this page, when the server has no openid of the tenant yet", async () => {
    const page = await open({
      '/pay/channels': () => okAnswer(CHANNELS),
      '/prepay': () => businessErrorAnswer('WECHAT_OPENID_REQUIRED', '请先授权微信'),
      '/pay/wechat-oauth-url': () => okAnswer({ url: 'https://open.weixin.qq.com/connect/oauth2/authorize?appid=wx0123456789abcdef&scope=snsapi_base' }),
    });
    const pay = jest.spyOn(browserPayment, 'wechatPay');
    await page.tap('pay');
    expect(body(page.sent('/pay/wechat-oauth-url')[0]!)).toEqual({ returnUrl: '/aster/pages/contract/pages/reservation_detail/index?id=5' });
    expect(left()).toEqual(['https://open.weixin.qq.com/connect/oauth2/authorize?appid=wx0123456789abcdef&scope=snsapi_base']);
    expect(pay).not.toHaveBeenCalled();
    expect(storage.get(REMEMBERED_CHANNEL_KEY)).toBe('"wechat"');
    page.unmount();
  });
});
