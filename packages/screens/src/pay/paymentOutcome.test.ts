import {
  PAYMENT_TEXT,
  afterPayment,
  alipayPaymentOutcome,
  billResultUrl,
  cardReturnUrl,
  checkoutUrl,
  paidOrderNextPage,
  wechatBridgeOutcome,
  wechatPaymentOutcome,
} from './paymentOutcome';

describe('wechatPaymentOutcome', () => {
  it('reads success as paid, the cancel errMsg as cancelled and any other failure as failed', () => {
    expect(wechatPaymentOutcome({ ok: true })).toBe('paid');
    expect(wechatPaymentOutcome({ ok: false, errMsg: 'requestPayment:fail cancel' })).toBe('cancelled');
    expect(wechatPaymentOutcome({ ok: false, errMsg: 'requestPayment:fail (detail message)' })).toBe('failed');
    expect(wechatPaymentOutcome({ ok: false, errMsg: 'requestPayment:fail cancelled by system?' })).toBe('failed');
    expect(wechatPaymentOutcome({ ok: false })).toBe('failed');
    expect(wechatPaymentOutcome({ ok: false, errMsg: 'cancel' })).toBe('failed');
  });
});

describe('wechatBridgeOutcome (WeixinJSBridge in WeChat\'s browser)', () => {
  it.each([
    ['get_brand_wcpay_request:ok', 'paid'],
    ['get_brand_wcpay_request:cancel', 'cancelled'],
    ['get_brand_wcpay_request:fail', 'failed'],
    ['get_brand_wcpay_request:fail_invalid appid', 'failed'],
    ['get_brand_wcpay_request:okay', 'failed'],
    ['requestPayment:ok', 'failed'],
    ['', 'failed'],
    [undefined, 'failed'],
  ])('err_msg %p -> %s', (errMsg, outcome) => {
    expect(wechatBridgeOutcome(errMsg)).toBe(outcome);
  });

  it('leads a paid or cancelled sheet where the other sheets lead it: the result page, or a toast and another try', () => {
    expect(afterPayment(wechatBridgeOutcome('get_brand_wcpay_request:ok'))).toEqual({ kind: 'showResult' });
    expect(afterPayment(wechatBridgeOutcome('get_brand_wcpay_request:cancel'))).toEqual({ kind: 'stay', toast: PAYMENT_TEXT.cancelled });
    expect(afterPayment(wechatBridgeOutcome('get_brand_wcpay_request:fail'))).toEqual({ kind: 'stay', toast: PAYMENT_TEXT.failed });
  });
});

describe('alipayPaymentOutcome', () => {
  it.each([
    ['9000', 'paid'],
    [9000, 'paid'],
    ['8000', 'unknown'],
    ['6004', 'unknown'],
    ['6001', 'cancelled'],
    ['6002', 'networkError'],
    ['4000', 'failed'],
    ['99', 'failed'],
    ['', 'failed'],
    [undefined, 'failed'],
    [null, 'failed'],
    [' 9000', 'failed'],
  ])('resultCode %p -> %s', (code, outcome) => {
    expect(alipayPaymentOutcome(code)).toBe(outcome);
  });
});

describe('afterPayment', () => {
  it('shows the result page when money may have moved, and stays with a toast when it cannot have', () => {
    expect(afterPayment('paid')).toEqual({ kind: 'showResult' });
    expect(afterPayment('unknown')).toEqual({ kind: 'showResult' });
    expect(afterPayment('cancelled')).toEqual({ kind: 'stay', toast: '已取消支付' });
    expect(afterPayment('networkError')).toEqual({ kind: 'stay', toast: PAYMENT_TEXT.networkError });
    expect(afterPayment('failed')).toEqual({ kind: 'stay', toast: PAYMENT_TEXT.failed });
  });
});

describe('result and return URLs', () => {
  it('names the order and amount by the result page’s parameter names, encoded', () => {
    expect(billResultUrl({ orderNo: 'P20260101', amount: '1500.00' })).toBe(
      '/pages/bill/bill_result/index?newOrderNo=P20260101&amount=1500.00',
    );
    expect(billResultUrl({ orderNo: 'P1', amount: 20, title: '预订定金&' })).toBe(
      '/pages/bill/bill_result/index?newOrderNo=P1&amount=20&title=%E9%A2%84%E8%AE%A2%E5%AE%9A%E9%87%91%26',
    );
    expect(cardReturnUrl({ orderNo: 'P1', amount: '1.00' })).toBe('/aster/pages/bill/bill_result/index?newOrderNo=P1&amount=1.00');
  });

  it('leaves only for plain http(s) checkout pages', () => {
    expect(checkoutUrl('http://127.0.0.1:8080/provider/baofoo/checkout?session=a')).toBe(
      'http://127.0.0.1:8080/provider/baofoo/checkout?session=a',
    );
    expect(checkoutUrl('https://pay.example.com')).toBe('https://pay.example.com');
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', '/provider/baofoo/checkout', '//evil.com/x', 'https://a b.com', 'https://user@evil.com', 'http:\\\\evil.com', 'ftp://x.com']) {
      expect(checkoutUrl(bad)).toBeNull();
    }
  });
});

describe('paidOrderNextPage', () => {
  const built = (pages: string[]) => (url: string) => pages.some((page) => url.startsWith(`/${page}?`));

  it('leads a paid meter top-up to its result (credited, or to be written beside an offline meter)', () => {
    expect(paidOrderNextPage({ bizType: 'meter_topup', bizId: '42' }, () => true)).toEqual({ url: '/pages/device/device_pay_result/index?recordId=42', label: '查看充值' });
    expect(paidOrderNextPage({ bizType: 'meter_topup', bizId: '42' }, () => false)).toEqual({ url: '/pages/index/index', label: '返回首页' });
    expect(paidOrderNextPage({ bizType: 'wallet_topup', bizId: '10001:abcdefgh' }, () => true)).toEqual({ url: '/pages/wallet/wallet/index', label: '查看余额' });
    expect(paidOrderNextPage({ bizType: 'service_order', bizId: '7' }, () => true)).toEqual({ url: '/pages/order/list/index', label: '查看订单' });
    expect(paidOrderNextPage({ bizType: 'created_bill', bizId: '8' }, () => false)).toEqual({ url: '/pages/index/index', label: '返回首页' });
  });

  it('leads a paid reservation to its success page, else its detail, else home', () => {
    const reservation = { bizType: 'reservation', bizId: 'r42' };
    expect(paidOrderNextPage(reservation, built(['pages/contract/pages/online_reservation_success/index', 'pages/contract/pages/reservation_detail/index']))).toEqual({
      url: '/pages/contract/pages/online_reservation_success/index?id=r42',
      label: '查看预订',
    });
    expect(paidOrderNextPage(reservation, built(['pages/contract/pages/reservation_detail/index']))).toEqual({
      url: '/pages/contract/pages/reservation_detail/index?id=r42',
      label: '查看预订',
    });
    expect(paidOrderNextPage(reservation, built([]))).toEqual({ url: '/pages/index/index', label: '返回首页' });
  });

  it("leads a paid bill back to the bill (its orders are '<bill id>@<day>')", () => {
    const bill = { bizType: 'bill', bizId: '41@2026-11-21' };
    expect(paidOrderNextPage(bill, built(['pages/bill/bill_detail/index']))).toEqual({ url: '/pages/bill/bill_detail/index?id=41', label: '查看账单' });
    expect(paidOrderNextPage({ bizType: 'bill', bizId: 'x' }, built(['pages/bill/bill_detail/index']))).toEqual({ url: '/pages/index/index', label: '返回首页' });
  });

  it('leads a payment for someone else to 代付成功 (by its order) or, paid by a paper code, to the next code', () => {
    const friend = { orderNo: 'PO2026112100001', bizType: 'ask_pay', bizId: '7@2026-11-21@10003' };
    expect(paidOrderNextPage(friend, built(['pages/ask_pay/ask_pay_success/index']))).toEqual({ url: '/pages/ask_pay/ask_pay_success/index?orderNo=PO2026112100001', label: '查看代付结果' });
    expect(paidOrderNextPage({ bizType: 'ask_pay', bizId: '7@2026-11-21@10003' }, () => true).url).toBe('/pages/index/index');
    expect(paidOrderNextPage({ bizType: 'bill_code', bizId: '41@2026-11-21@10003' }, () => true)).toEqual({ url: '/pages/minipay/index/index', label: '继续缴费' });
  });

  it('sends unknown kinds and a reservation without id home', () => {
    const all = () => true;
    expect(paidOrderNextPage({ bizType: 'bill', bizId: 'b1' }, all).url).toBe('/pages/index/index');
    expect(paidOrderNextPage({ bizType: 'reservation', bizId: '' }, all).url).toBe('/pages/index/index');
    expect(paidOrderNextPage({ bizType: 'dev', bizId: 'x' }, all).label).toBe('返回首页');
  });
});
