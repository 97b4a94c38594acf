import crypto from 'node:crypto';
import { PayChannelSchema, type PayChannel, type PrepayParams } from '@aster/core-domain';
import { simulatorsAllowed } from '../env';
import { BusinessError } from '../http/errors';
import type { Services } from '../services';
import type { OfficialAccountOauth, PayGateway, PayPageParams, PayScene, RawNotify } from './gateway';
import type { AttemptRequest, OpenedAttempt } from './payService';

/** Where every provider sends its notifies: `${NOTIFY_PATH}/{channel}`. */
export const NOTIFY_PATH = '/tapp/v1/pay/notify';
/** Where WeChat's authorise page comes back to (outside the API prefixes: a browser navigation, not an API call). */
export const WECHAT_OAUTH_CALLBACK_PATH = '/pay/wechat-oauth/callback';
/** WeChat's client_type of a mini-program login (open_ids.client_type), Alipay's. */
const CLIENT_TYPE = { wechat: 1, alipay: 5 } as const;

export const paymentErrors = {
  channelUnavailable: (channel: PayChannel) =>
    new BusinessError('PAY_CHANNEL_UNAVAILABLE', channel === 'baofoo' ? '暂不支持银行卡支付，请选择微信支付或支付宝' : '暂不支持该支付方式，请选择其他支付方式'),
  openIdRequired: () => new BusinessError('WECHAT_OPENID_REQUIRED', '请先授权微信'),
  providerUnavailable: () => new BusinessError('PAY_PROVIDER_UNAVAILABLE', '支付服务暂时不可用，请稍后重试'),
};

export interface ProviderReconcileReport {
  /** Attempts the provider said were paid: the order paid (or the money given back). */
  paid: number;
  /** Attempts closed at the provider (past their lifetime, superseded, or never made there). */
  closed: number;
  /** Provider calls that failed (tried again next time). */
  failed: number;
}

interface Log {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export type PaymentsServices = Pick<Services, 'pay' | 'providers' | 'mode' | 'clock' | 'paySettings' | 'db'>;

/** The signed state of WeChat's authorisation: who asked, until when, and where to go back to. */
interface OauthState {
  userId: number;
  returnPath: string;
}

/**
 * The pay module's side of the providers: each call to a gateway happens outside any SQLite transaction (the attempt
 * is reserved first, the provider's answer stored after), a notify is believed only once verified and matched to our
 * attempt, amount, app and merchant, and refunds are sent after the transaction that wrote them.
 */
export function createPayments(services: PaymentsServices, log: Log) {
  const { pay, providers, clock, paySettings, db } = services;
  const gateways: Record<PayChannel, PayGateway> = { wechat: providers.wechatPay, alipay: providers.alipayPay, baofoo: providers.cardPay };
  // Signs the OAuth state; made at start, so an authorisation under way at a restart is asked again.
  const stateKey = crypto.randomBytes(32);
  const q = {
    miniProgramOpenId: db.prepare('SELECT open_id FROM open_ids WHERE user_id = ? AND client_type = ? ORDER BY rowid DESC LIMIT 1'),
    officialOpenId: db.prepare('SELECT openid FROM wechat_openids WHERE user_id = ? AND app_id = ?'),
    saveOfficialOpenId: db.prepare(`INSERT INTO wechat_openids (user_id, app_id, openid, created_at) VALUES (?, ?, ?, ?)
      ON CONFLICT (user_id, app_id) DO UPDATE SET openid = excluded.openid, created_at = excluded.created_at`),
  };

  /** A gateway may serve tenants: real, or simulated where simulators are allowed (never in production). */
  const usable = (gateway: PayGateway): boolean => !gateway.simulated || simulatorsAllowed(services.mode);
  const gatewayFor = (channel: PayChannel, scene: PayScene): PayGateway => {
    const gateway = gateways[channel];
    if (!usable(gateway) || !gateway.scenes.includes(scene)) throw paymentErrors.channelUnavailable(channel);
    return gateway;
  };
  const officialAccount = (): OfficialAccountOauth | null => {
    const wechat = providers.wechatPay;
    return usable(wechat) && wechat.scenes.includes('wechat-browser') ? wechat.officialAccount : null;
  };

  const closeAtProvider = async (attempts: OpenedAttempt['superseded']) => {
    for (const attempt of attempts) {
      try {
        await gateways[attempt.channel].close(attempt.out_trade_no);
        pay.providerClosed(attempt.id);
      } catch (error) {
        log.warn({ err: error, outTradeNo: attempt.out_trade_no }, 'pay close failed: the reconciliation closes it later');
      }
    }
  };

  const retryAt = (tries: number) => clock.now() + Math.min(paySettings.notifyRetryMaxMs, paySettings.notifyRetryBaseMs * 2 ** Math.min(tries, 30));
  let sendingRefunds: Promise<number> | null = null;
  const sendRefundsNow = async (): Promise<number> => {
    let done = 0;
    for (const due of pay.dueRefunds(clock.now(), 50)) {
      const gateway = gateways[due.channel];
      try {
        const { state } = await gateway.refund(due.request);
        pay.refundAnswered(due.request.refundNo, { state, nextTryAt: retryAt(due.tries) });
        if (state === 'success') done += 1;
        if (state === 'failed') log.error({ refundNo: due.request.refundNo, outTradeNo: due.request.outTradeNo }, 'pay refund refused by the provider: refund it by hand');
      } catch (error) {
        pay.refundAnswered(due.request.refundNo, { state: 'error', error: error instanceof Error ? error.message : String(error), nextTryAt: retryAt(due.tries) });
        log.warn({ err: error, refundNo: due.request.refundNo }, 'pay refund failed: tried again later');
      }
    }
    return done;
  };

  const payments = {
    gatewayFor,
    officialAccount,
    /** The channels an H5 page may offer, by where it runs. */
    servedChannels(): { phoneBrowser: PayChannel[]; wechatBrowser: PayChannel[] } {
      const serves = (channel: PayChannel, scene: PayScene) => usable(gateways[channel]) && gateways[channel].scenes.includes(scene);
      const card = serves('baofoo', 'card') ? (['baofoo'] as const) : [];
      return {
        phoneBrowser: [...PayChannelSchema.options.filter((channel) => channel !== 'baofoo' && serves(channel, 'phone-browser')), ...card],
        wechatBrowser: [...(officialAccount() ? (['wechat'] as const) : []), ...card],
      };
    },
    /** The payer the provider needs for a sheet: the mini-program's openid (or Alipay's user id), the official account's. */
    payerOf(userId: number, channel: PayChannel, scene: PayScene): string | undefined {
      if (scene === 'wechat-browser') {
        const account = officialAccount();
        if (!account) throw paymentErrors.channelUnavailable(channel);
        const row = q.officialOpenId.get(userId, account.appId) as { openid: string } | undefined;
        if (!row) throw paymentErrors.openIdRequired();
        return row.openid;
      }
      if (scene !== 'mini-program' || channel === 'baofoo') return undefined;
      const row = q.miniProgramOpenId.get(userId, CLIENT_TYPE[channel]) as { open_id: string } | undefined;
      // A real JSAPI payment needs the payer; the simulator does not (tenants who logged in by phone pay there too).
      if (!row && channel === 'wechat' && !gateways.wechat.simulated) throw paymentErrors.openIdRequired();
      return row?.open_id;
    },
    /**
     * One tap on 支付: the attempt reserved (a retry of its key answers the stored answer), the attempts it replaced
     * closed at their provider, the provider asked, its answer stored.
     */
    async prepay(request: AttemptRequest & { clientIp: string; origin: string; subject?: string }): Promise<PrepayParams | PayPageParams> {
      const gateway = gatewayFor(request.channel, request.scene);
      const payerOpenId = payments.payerOf(request.userId, request.channel, request.scene);
      const opened = pay.openAttempt(request);
      if (opened.answer !== null) return opened.answer;
      void closeAtProvider(opened.superseded);
      let result;
      try {
        result = await gateway.prepay({
          outTradeNo: opened.attempt.out_trade_no,
          amountFen: opened.order.amount_fen,
          subject: opened.order.subject.slice(0, 127),
          scene: request.scene,
          payerOpenId,
          clientIp: request.clientIp,
          returnUrl: request.returnUrl === undefined ? undefined : `${request.origin}${request.returnUrl}`,
          // From the attempt's own start: a retry of its key asks WeChat again with the very same order.
          expiresAt: opened.attempt.created_at + paySettings.attemptTtlMs,
          notifyUrl: `${request.origin}${NOTIFY_PATH}/${request.channel}`,
        });
      } catch (error) {
        // The attempt stays open without an answer: the same key asks again, a new tap replaces it.
        log.warn({ err: error, outTradeNo: opened.attempt.out_trade_no }, 'pay prepay failed');
        throw paymentErrors.providerUnavailable();
      }
      return pay.attachPrepay(opened.attempt.id, result);
    },
    /** A notify as it arrived: verified by its gateway, then believed only when it matches our attempt. */
    async acceptNotify(channelText: string, notify: RawNotify): Promise<{ status: number; contentType: string; body: string } | null> {
      const channel = PayChannelSchema.safeParse(channelText);
      if (!channel.success || !usable(gateways[channel.data])) return null;
      const gateway = gateways[channel.data];
      const payment = await gateway.verifyNotify(notify).catch((error: unknown) => {
        log.warn({ err: error }, 'pay notify could not be verified');
        return null;
      });
      if (payment === null) {
        log.warn({ channel: channel.data }, 'pay notify refused: signature, clock window or content');
        return gateway.notifyAnswer(false);
      }
      try {
        const outcome = pay.applyPayment(channel.data, payment);
        log.info({ outTradeNo: payment.outTradeNo, outcome }, 'pay notify');
        if (outcome === 'refunded') void payments.sendRefunds();
        return gateway.notifyAnswer(true);
      } catch (error) {
        if (!(error instanceof BusinessError)) throw error;
        log.warn({ outTradeNo: payment.outTradeNo, code: error.errorCode }, 'pay notify refused: not our attempt, amount, app or merchant');
        return gateway.notifyAnswer(false);
      }
    },
    /**
     * Asks the providers about attempts the server never heard the end of: paid ones pay their order (once), those
     * closed there are closed here, and those past their lifetime (or replaced) are closed at the provider.
     */
    async reconcile({ confirmAfterMs, attemptTtlMs }: { confirmAfterMs: number; attemptTtlMs: number }): Promise<ProviderReconcileReport> {
      const report: ProviderReconcileReport = { paid: 0, closed: 0, failed: 0 };
      const now = clock.now();
      for (const attempt of pay.unsettledAttempts(now - confirmAfterMs, 200)) {
        const gateway = gateways[attempt.channel];
        if (!usable(gateway)) continue;
        try {
          const answer = await gateway.query(attempt.out_trade_no);
          if (answer.outTradeNo !== attempt.out_trade_no) throw new Error('the provider answered another attempt');
          if (answer.state === 'paid' || answer.state === 'refunded') {
            const outcome = pay.applyPayment(attempt.channel, answer);
            if (outcome === 'paid' || outcome === 'refunded') report.paid += 1;
          } else if (answer.state === 'closed' || answer.state === 'failed') {
            pay.providerClosed(attempt.id);
            report.closed += 1;
          } else if (attempt.status !== 'open' || attempt.created_at <= now - attemptTtlMs) {
            await gateway.close(attempt.out_trade_no);
            pay.providerClosed(attempt.id);
            report.closed += 1;
          }
        } catch (error) {
          report.failed += 1;
          log.warn({ err: error, outTradeNo: attempt.out_trade_no }, 'pay reconciliation could not settle an attempt');
        }
      }
      await payments.sendRefunds();
      return report;
    },
    /** Sends the refunds due to their provider (one run at a time); answers how many are done. */
    sendRefunds(): Promise<number> {
      sendingRefunds ??= sendRefundsNow().finally(() => {
        sendingRefunds = null;
      });
      return sendingRefunds;
    },
    /** The state of WeChat's authorisation: short (WeChat takes 128 bytes), signed, good for `ttlMs`. */
    oauthState(userId: number, returnPath: string, ttlMs: number): string {
      const expires = Math.floor((Date.now() + ttlMs) / 1000);
      return `${userId}.${expires}.${stateSignature(userId, expires, returnPath)}`;
    },
    /** The state's user when it is ours, unexpired and for this return path; else null. */
    oauthStateUser(state: string, returnPath: string): OauthState | null {
      const match = /^(\d{1,12})\.(\d{1,12})\.([A-Za-z0-9_-]{32})$/.exec(state);
      if (!match) return null;
      const userId = Number(match[1]);
      const expires = Number(match[2]);
      const expected = Buffer.from(stateSignature(userId, expires, returnPath));
      const given = Buffer.from(match[3] ?? '');
      if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected) || expires * 1000 < Date.now()) return null;
      return { userId, returnPath };
    },
    saveOfficialOpenId(userId: number, appId: string, openid: string): void {
      q.saveOfficialOpenId.run(userId, appId, openid, clock.now());
    },
  };
  const stateSignature = (userId: number, expires: number, returnPath: string) =>
    crypto.createHmac('sha256', stateKey).update(`${userId}\n${expires}\n${returnPath}`).digest('base64url').slice(0, 32);
  return payments;
}

export type Payments = ReturnType<typeof createPayments>;

const instances = new WeakMap<PaymentsServices, Payments>();

const silent: Log = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** The one Payments of a server (its routes and its notify path share the OAuth key); the feature's register makes it first, with the server's log. */
export function paymentsOf(services: PaymentsServices, log: Log = silent): Payments {
  let payments = instances.get(services);
  if (!payments) {
    payments = createPayments(services, log);
    instances.set(services, payments);
  }
  return payments;
}
