import type { PrepayParams } from '@aster/core-domain';
import type { PaymentSheet } from './payment';
import { wechatPaymentOutcome, type PaymentOutcome } from './paymentOutcome';

interface WechatPaymentApi {
  requestPayment(options: {
    timeStamp: string;
    nonceStr: string;
    package: string;
    signType: string;
    paySign: string;
    success: () => void;
    fail: (error: { errMsg?: string }) => void;
  }): void;
}

declare const wx: WechatPaymentApi;

export const paymentSheet = {
  channel: 'wechat',
  present: (params: PrepayParams) =>
    new Promise<PaymentOutcome>((resolve) => {
      if (params.channel !== 'wechat') {
        resolve('failed');
        return;
      }
      wx.requestPayment({
        timeStamp: params.timeStamp,
        nonceStr: params.nonceStr,
        package: params.package,
        signType: params.signType,
        paySign: params.paySign,
        success: () => resolve(wechatPaymentOutcome({ ok: true })),
        fail: (error) => resolve(wechatPaymentOutcome({ ok: false, errMsg: error.errMsg })),
      });
    }),
} satisfies PaymentSheet;
