import type { Page } from 'playwright-core';
import type { MiniProgram } from '../../packages/mp-harness/src';
import { type OfferedChannels, cashierChannels } from '../../packages/screens/src/pay/cashierChannels';
import type { RunningServer } from './server';

/**
 * What the tenant does in the platform's payment sheet. success / cancel / fail reach the provider like a real
 * sheet would; pending is Alipay's 8000 (the provider confirms 1.5 s later); network is a sheet that never
 * reached the provider (Alipay 6002, a WeChat network failure).
 */
export type SheetOutcome = 'success' | 'cancel' | 'fail' | 'pending' | 'network';

export interface SheetRecord {
  api: 'requestPayment' | 'tradePay';
  /** prepay_id (WeChat) or tradeNO (Alipay) the app handed to the sheet. */
  ref: string;
  outcome: SheetOutcome;
  /** The provider's answer; absent when the sheet never reached it. */
  provider?: { charged: boolean; alreadyPaid?: boolean };
}

export interface PaymentFakes {
  /** For launchMiniProgram's `apis`: wx.requestPayment and my.tradePay. */
  apis: Record<string, (...args: unknown[]) => unknown>;
  /** What the next sheet does; change it between taps. */
  outcome: SheetOutcome;
  /** Every sheet the app opened, in order. */
  sheets: SheetRecord[];
  /** Lets the harness's settle() wait for the provider's answer (call right after launching). */
  attach(app: MiniProgram): void;
}

const ALIPAY_RESULT_CODE: Record<SheetOutcome, string> = { success: '9000', cancel: '6001', fail: '4000', pending: '8000', network: '6002' };
const ALIPAY_MEMO: Record<SheetOutcome, string> = { success: '', cancel: '用户中途取消', fail: '订单支付失败', pending: '正在处理中', network: '网络连接出错' };

type Callbacks = { success?: (result: unknown) => void; fail?: (error: unknown) => void; complete?: (result: unknown) => void };

/**
 * Fakes of the platforms' payment sheets for the harness. They complete, cancel or fail the attempt at the
 * reference server's provider (POST /provider/wechat/pay, /provider/alipay/pay) and answer the app the way the
 * real APIs do: wx.requestPayment through success / fail with errMsg, my.tradePay through success with resultCode.
 */
export function paymentApis(server: RunningServer, outcome: SheetOutcome): PaymentFakes {
  let app: MiniProgram | null = null;

  const providerPay = async (path: string, body: Record<string, string>) => {
    const response = await fetch(`${server.origin}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as { charged: boolean; alreadyPaid?: boolean };
  };

  // Delivers like the platforms do: on a later macrotask, tracked by the harness when attached.
  const sheet = (api: SheetRecord['api'], raw: unknown, work: (record: SheetRecord) => Promise<{ ok: boolean; result: Record<string, unknown> }>) => {
    const callbacks = (typeof raw === 'object' && raw !== null ? raw : {}) as Callbacks;
    const done = app?.activity.begin(api);
    const record: SheetRecord = { api, ref: '', outcome: fakes.outcome };
    fakes.sheets.push(record);
    const deliver = (ok: boolean, result: Record<string, unknown>) => {
      done?.();
      const call = () => {
        (ok ? callbacks.success : callbacks.fail)?.(result);
        callbacks.complete?.(result);
      };
      if (app) app.activity.defer(api, call);
      else setImmediate(call);
    };
    work(record).then(
      ({ ok, result }) => deliver(ok, result),
      (error: unknown) => deliver(false, api === 'tradePay' ? { error: 3, errorMessage: String(error) } : { errMsg: `requestPayment:fail ${String(error)}` }),
    );
  };

  const fakes: PaymentFakes = {
    outcome,
    sheets: [],
    attach: (running) => {
      app = running;
    },
    apis: {
      requestPayment: (raw) =>
        sheet('requestPayment', raw, async (record) => {
          const args = raw as { package?: unknown; paySign?: unknown };
          const prepayId = /^prepay_id=(.+)$/.exec(String(args.package ?? ''))?.[1];
          if (prepayId === undefined || typeof args.paySign !== 'string') return { ok: false, result: { errMsg: 'requestPayment:fail parameter error' } };
          record.ref = prepayId;
          if (record.outcome === 'network') return { ok: false, result: { errMsg: 'requestPayment:fail network error' } };
          if (record.outcome === 'pending') throw new Error('WeChat has no pending outcome');
          record.provider = await providerPay('/provider/wechat/pay', { prepayId, outcome: record.outcome });
          if (record.outcome === 'success') return { ok: true, result: { errMsg: 'requestPayment:ok' } };
          return { ok: false, result: { errMsg: record.outcome === 'cancel' ? 'requestPayment:fail cancel' : 'requestPayment:fail (detail message)' } };
        }),
      tradePay: (raw) =>
        sheet('tradePay', raw, async (record) => {
          const tradeNO = (raw as { tradeNO?: unknown }).tradeNO;
          if (typeof tradeNO !== 'string' || tradeNO === '') return { ok: true, result: { resultCode: '4000', memo: '订单参数错误' } };
          record.ref = tradeNO;
          if (record.outcome !== 'network') record.provider = await providerPay('/provider/alipay/pay', { tradeNO, outcome: record.outcome });
          return { ok: true, result: { resultCode: ALIPAY_RESULT_CODE[record.outcome], memo: ALIPAY_MEMO[record.outcome], result: '' } };
        }),
    },
  };
  return fakes;
}

/** Creates an unpaid order for a user through the server's dev route (dev flags only). */
export async function createDevPayOrder(server: RunningServer, userId: string, amount: string, subject = '测试订单'): Promise<{ orderNo: string; amount: string }> {
  const response = await fetch(`${server.origin}/dev/pay/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', platform: 'h5', companyId: '0' },
    body: JSON.stringify({ userId, amount, subject }),
  });
  const body = (await response.json()) as { errorCode: string | number; data?: { orderNo: string; amount: string }; message?: string };
  if (String(body.errorCode) !== '0' || body.data === undefined) throw new Error(`/dev/pay/orders answered ${String(body.errorCode)} ${body.message ?? ''}`);
  return body.data;
}

/** The order as the server knows it, asked with the tenant's token. */
export async function orderStateOf(server: RunningServer, token: string, orderNo: string): Promise<{ status: string; paidAt?: string | null }> {
  return server.getData(`/tapp/v1/pay/orders/${encodeURIComponent(orderNo)}`, { token });
}

/** Opens a payment attempt for the tenant (as a tap on 支付 would) without completing it: the order is then paying. */
export async function openPayAttempt(server: RunningServer, token: string, orderNo: string, channel: 'wechat' | 'alipay'): Promise<void> {
  const response = await fetch(`${server.origin}/tapp/v1/pay/orders/${encodeURIComponent(orderNo)}/prepay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', platform: channel === 'wechat' ? 'weapp' : 'aliapp', companyId: '0', token },
    body: JSON.stringify({ channel, attemptKey: `test-${orderNo}` }),
  });
  const body = (await response.json()) as { errorCode: string | number; message?: string };
  if (String(body.errorCode) !== '0') throw new Error(`prepay answered ${String(body.errorCode)} ${body.message ?? ''}`);
}

/** What the H5 cashier offers in a phone browser (headless Chromium is one) against this server, as the app reads it. */
export async function phoneBrowserChannels(server: RunningServer): Promise<string[]> {
  const response = await fetch(`${server.origin}/tapp/v1/pay/channels`, { headers: { platform: 'h5', companyId: '0' } });
  const body = (await response.json().catch(() => null)) as { errorCode?: string | number; data?: OfferedChannels } | null;
  // A server without pay/channels: the app pays by card alone, as the spec's H5 does.
  return cashierChannels(body !== null && String(body.errorCode) === '0' && body.data !== undefined ? body.data : null, 'phone-browser');
}

/**
 * Right after the app's pay button, on H5: the cashier opens when the server offers more than the card in a phone
 * browser, and a journey that pays by card chooses 银行卡 and 立即支付 there; with the card alone the app goes to
 * the provider's checkout at once.
 */
export async function chooseCardAtCashier(page: Page, server: RunningServer): Promise<void> {
  if ((await phoneBrowserChannels(server)).length <= 1) return;
  const cashier = page.getByRole('dialog', { name: '选择支付方式' });
  await cashier.getByRole('radio', { name: '银行卡' }).click();
  await cashier.getByRole('button', { name: '立即支付' }).click();
}
