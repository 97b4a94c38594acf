import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { WechatPaySettings } from '../pay/wechatPayGateway';

/** The keys a test makes for the merchant and for WeChat Pay (public-key mode), and the APIv3 key they share. */
export interface FakeWechatPayKeys {
  merchant: crypto.KeyPairSyncResult<string, string>;
  platform: crypto.KeyPairSyncResult<string, string>;
  apiV3Key: string;
}

export const FAKE_WECHAT = {
  mchId: '1900000109',
  merchantSerial: '3775B6A45ACD588826D15E583A95F5DD2C0E6420',
  publicKeyId: 'PUB_KEY_ID_0119000001092024061800000000',
  miniAppId: 'wxminiprogram00001',
  mpAppId: 'wxofficialaccount1',
  mpSecret: 'official-account-secret',
} as const;

export interface FakeTransaction {
  appid: string;
  mchid: string;
  out_trade_no: string;
  description: string;
  notify_url: string;
  amount: { total: number; currency: string };
  trade_state: 'SUCCESS' | 'REFUND' | 'NOTPAY' | 'CLOSED' | 'USERPAYING' | 'PAYERROR' | 'REVOKED';
  transaction_id?: string;
  success_time?: string;
  payer?: { openid: string };
  scene_info?: { payer_client_ip?: string; h5_info?: { type?: string } };
}

export interface FakeRefund {
  out_trade_no: string;
  out_refund_no: string;
  amount: { refund: number; total: number; currency: string };
  reason?: string;
}

export interface NotifyOptions {
  /** Seconds since the epoch the notify says it was sent (default now). */
  timestamp?: number;
  /** Signs with this key instead of WeChat Pay's. */
  signWith?: string;
  serial?: string;
  /** Changes the body after it was signed. */
  tamper?: (body: string) => string;
  /** Changes the transaction before it is encrypted (and signed). */
  transaction?: Partial<FakeTransaction>;
}

function makeKeys(): FakeWechatPayKeys {
  const pair = () => crypto.generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });
  return { merchant: pair(), platform: pair(), apiV3Key: crypto.randomBytes(16).toString('hex') };
}

const AUTHORIZATION = /^WECHATPAY2-SHA256-RSA2048 mchid="([^"]+)",serial_no="([^"]+)",timestamp="(\d+)",nonce_str="([^"]+)",signature="([^"]+)"$/;

/**
 * WeChat Pay API v3 as a test sees it, on loopback: it checks the merchant's Authorization (WECHATPAY2-SHA256-RSA2048
 * with the merchant key the test made) and the Wechatpay-Serial, answers prepay, query, close and refund, signs every
 * answer with its own key, and sends notifies as WeChat does (signed, the transaction encrypted with the APIv3 key).
 */
export async function startFakeWechatPay(keys: FakeWechatPayKeys = makeKeys()) {
  const transactions = new Map<string, FakeTransaction>();
  const refunds = new Map<string, FakeRefund>();
  const refused: string[] = [];
  const now = () => Math.floor(Date.now() / 1000);
  const nonce = () => crypto.randomBytes(16).toString('hex');
  const sign = (message: string, key = keys.platform.privateKey) => crypto.createSign('RSA-SHA256').update(message).sign(key, 'base64');

  const answer = (response: http.ServerResponse, status: number, body?: unknown) => {
    const text = body === undefined ? '' : JSON.stringify(body);
    const timestamp = String(now());
    const once = nonce();
    response.writeHead(status, {
      'content-type': 'application/json',
      'wechatpay-timestamp': timestamp,
      'wechatpay-nonce': once,
      'wechatpay-serial': FAKE_WECHAT.publicKeyId,
      'wechatpay-signature': sign(`${timestamp}\n${once}\n${text}\n`),
    });
    response.end(text);
  };

  const authorised = (request: http.IncomingMessage, body: string): boolean => {
    const match = AUTHORIZATION.exec(request.headers.authorization ?? '');
    if (!match || match[1] !== FAKE_WECHAT.mchId || match[2] !== FAKE_WECHAT.merchantSerial) return false;
    if (request.headers['wechatpay-serial'] !== FAKE_WECHAT.publicKeyId) return false;
    if (Math.abs(now() - Number(match[3])) > 300) return false;
    const message = `${request.method ?? ''}\n${request.url ?? ''}\n${match[3] ?? ''}\n${match[4] ?? ''}\n${body}\n`;
    return crypto.createVerify('RSA-SHA256').update(message).verify(keys.merchant.publicKey, match[5] ?? '', 'base64');
  };

  const order = (body: Record<string, unknown>, extra: Partial<FakeTransaction>): FakeTransaction => {
    const transaction: FakeTransaction = {
      appid: String(body.appid),
      mchid: String(body.mchid),
      out_trade_no: String(body.out_trade_no),
      description: String(body.description),
      notify_url: String(body.notify_url),
      amount: { total: Number((body.amount as { total?: unknown } | undefined)?.total), currency: 'CNY' },
      trade_state: 'NOTPAY',
      ...extra,
    };
    transactions.set(transaction.out_trade_no, transaction);
    return transaction;
  };

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      if (!authorised(request, text)) {
        refused.push(`${request.method ?? ''} ${request.url ?? ''}`);
        response.writeHead(401, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ code: 'SIGN_ERROR', message: '签名错误' }));
        return;
      }
      const body = (text === '' ? {} : JSON.parse(text)) as Record<string, unknown>;
      const url = new URL(request.url ?? '/', 'http://fake');
      const byNo = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)(\/close)?$/.exec(url.pathname);
      if (request.method === 'POST' && url.pathname === '/v3/pay/transactions/jsapi') {
        const payer = body.payer as { openid?: string } | undefined;
        if (!payer?.openid || ![FAKE_WECHAT.miniAppId, FAKE_WECHAT.mpAppId].includes(String(body.appid) as never)) return answer(response, 400, { code: 'PARAM_ERROR', message: '参数错误' });
        order(body, { payer: { openid: payer.openid } });
        return answer(response, 200, { prepay_id: `wx${crypto.randomBytes(14).toString('hex')}` });
      }
      if (request.method === 'POST' && url.pathname === '/v3/pay/transactions/h5') {
        const scene = body.scene_info as FakeTransaction['scene_info'];
        if (!scene?.payer_client_ip || scene.h5_info?.type !== 'Wap') return answer(response, 400, { code: 'PARAM_ERROR', message: '缺少 scene_info' });
        order(body, { scene_info: scene });
        const prepayId = `wx${crypto.randomBytes(14).toString('hex')}`;
        return answer(response, 200, { h5_url: `https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=${prepayId}&package=1037687096` });
      }
      if (byNo && request.method === 'GET' && !byNo[2]) {
        const transaction = transactions.get(decodeURIComponent(byNo[1] ?? ''));
        if (!transaction || url.searchParams.get('mchid') !== FAKE_WECHAT.mchId) return answer(response, 404, { code: 'ORDER_NOT_EXIST', message: '订单不存在' });
        return answer(response, 200, transaction);
      }
      if (byNo && request.method === 'POST' && byNo[2]) {
        const transaction = transactions.get(decodeURIComponent(byNo[1] ?? ''));
        if (!transaction) return answer(response, 404, { code: 'ORDER_NOT_EXIST', message: '订单不存在' });
        if (transaction.trade_state === 'SUCCESS') return answer(response, 400, { code: 'ORDERPAID', message: '订单已支付' });
        transaction.trade_state = 'CLOSED';
        return answer(response, 204);
      }
      if (request.method === 'POST' && url.pathname === '/v3/refund/domestic/refunds') {
        const refund = body as unknown as FakeRefund;
        const transaction = transactions.get(refund.out_trade_no);
        if (!transaction || transaction.trade_state !== 'SUCCESS' && transaction.trade_state !== 'REFUND') return answer(response, 400, { code: 'INVALID_REQUEST', message: '订单未支付' });
        if (refund.amount.total !== transaction.amount.total) return answer(response, 400, { code: 'PARAM_ERROR', message: '订单金额不符' });
        refunds.set(refund.out_refund_no, refund);
        transaction.trade_state = 'REFUND';
        return answer(response, 200, { out_refund_no: refund.out_refund_no, status: 'SUCCESS' });
      }
      return answer(response, 404, { code: 'NOT_FOUND', message: '接口不存在' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const notifyOf = (outTradeNo: string, options: NotifyOptions = {}) => {
    const transaction = { ...transactions.get(outTradeNo), ...options.transaction } as FakeTransaction;
    const aad = 'transaction';
    const iv = crypto.randomBytes(6).toString('hex');
    const cipher = crypto.createCipheriv('aes-256-gcm', Buffer.from(keys.apiV3Key), Buffer.from(iv)).setAAD(Buffer.from(aad));
    const ciphertext = Buffer.concat([cipher.update(JSON.stringify(transaction), 'utf8'), cipher.final(), cipher.getAuthTag()]).toString('base64');
    const body = JSON.stringify({
      id: crypto.randomUUID(),
      create_time: new Date().toISOString(),
      resource_type: 'encrypt-resource',
      event_type: 'TRANSACTION.SUCCESS',
      summary: '支付成功',
      resource: { original_type: 'transaction', algorithm: 'AEAD_AES_256_GCM', ciphertext, associated_data: aad, nonce: iv },
    });
    const timestamp = String(options.timestamp ?? now());
    const once = nonce();
    const headers = {
      'content-type': 'application/json',
      'wechatpay-timestamp': timestamp,
      'wechatpay-nonce': once,
      'wechatpay-serial': options.serial ?? FAKE_WECHAT.publicKeyId,
      'wechatpay-signature': sign(`${timestamp}\n${once}\n${body}\n`, options.signWith),
      'wechatpay-signature-type': 'WECHATPAY2-SHA256-RSA2048',
    };
    return { url: transaction.notify_url, headers, body: options.tamper ? options.tamper(body) : body };
  };

  return {
    keys,
    baseUrl,
    transactions,
    refunds,
    /** Requests refused for their Authorization. */
    refused,
    /** The tenant pays in WeChat's sheet: the transaction succeeds (no notify sent yet). */
    pay(outTradeNo: string): FakeTransaction {
      const transaction = transactions.get(outTradeNo);
      if (!transaction) throw new Error(`no transaction ${outTradeNo}`);
      Object.assign(transaction, { trade_state: 'SUCCESS', transaction_id: `4200${crypto.randomInt(10 ** 9)}`, success_time: new Date().toISOString().replace('Z', '+00:00') });
      return transaction;
    },
    notifyOf,
    /** Sends the notify of a transaction to its notify_url, as WeChat does; answers the HTTP status. */
    async notify(outTradeNo: string, options: NotifyOptions = {}): Promise<number> {
      const { url, headers, body } = notifyOf(outTradeNo, options);
      return (await fetch(url, { method: 'POST', headers, body })).status;
    },
    settings(overrides: Partial<WechatPaySettings> = {}): WechatPaySettings {
      return {
        miniAppId: FAKE_WECHAT.miniAppId,
        officialAccount: { appId: FAKE_WECHAT.mpAppId, secret: FAKE_WECHAT.mpSecret },
        mchId: FAKE_WECHAT.mchId,
        merchantSerial: FAKE_WECHAT.merchantSerial,
        merchantPrivateKey: keys.merchant.privateKey,
        apiV3Key: keys.apiV3Key,
        publicKeyId: FAKE_WECHAT.publicKeyId,
        publicKey: keys.platform.publicKey,
        baseUrl,
        wechatApiBaseUrl: baseUrl,
        oauthAuthorizeUrl: `${baseUrl}/connect/oauth2/authorize`,
        timeoutMs: 5_000,
        ...overrides,
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeWechatPay = Awaited<ReturnType<typeof startFakeWechatPay>>;
export { makeKeys as makeFakeWechatPayKeys };
