import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chinaTimeOf, fenOf, yuanOf, type AlipaySettings } from '../outside/alipay';

/**
 * A local stand-in for Alipay's open platform gateway (OpenAPI 2.0), for the real adapters' tests over HTTP. Like
 * Alipay it verifies every request's RSA2 signature with the app's public key (a key pair the test generated),
 * signs each answer `{"<method>_response": {...}, "sign"}` with its own "Alipay" private key, and signs the
 * notifies it posts the way Alipay does (the sorted fields with a value, sign and sign_type left out).
 */

interface FakeTrade {
  outTradeNo: string;
  tradeNo: string;
  totalFen: number;
  subject: string;
  productCode: string;
  buyer: string;
  status: 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_CLOSED';
  notifyUrl?: string;
  returnUrl?: string;
  paidAt?: number;
  refundedFen: number;
  /** out_request_no -> refunded fen: Alipay refunds a request number once. */
  refunds: Map<string, number>;
}

interface FakeCertification {
  name: string;
  idNumber: string;
  bizCode: string;
  outerOrderNo: string;
  passed?: boolean;
}

export interface FakeAlipay {
  /** The gateway URL (ASTER_ALIPAY_GATEWAY). */
  gateway: string;
  /** Settings of an app this fake knows, its keys generated for the test. */
  settings: AlipaySettings;
  /** The same app's settings as environment variables, its keys written to files. */
  env(): NodeJS.ProcessEnv;
  /** Every method asked, in order, with its request fields (biz_content parsed), signature checked. */
  calls: { method: string; fields: Record<string, string>; biz: Record<string, unknown> }[];
  trades: Map<string, FakeTrade>;
  certifications: Map<string, FakeCertification>;
  /** The register of names and ID numbers the 二要素 check answers from. */
  register: Map<string, string>;
  /** The next calls of a method answer Alipay's "service unavailable" (20000). */
  failing: Set<string>;
  /** Calls of a method answer what they would as a gateway error_response, out of the method's signed answer. */
  asGatewayError: Set<string>;
  /** A login code of the mini-program's my.getAuthCode, good for one exchange. */
  authCode(openId: string): string;
  /** The buyer pays a trade (my.tradePay or the WAP cashier). */
  pay(outTradeNo: string, at: number): FakeTrade;
  /** The trade's notify fields, signed as Alipay signs them (fields may be changed afterwards to tamper). */
  notifyFields(outTradeNo: string, changes?: Record<string, string>): Record<string, string>;
  /** Signs notify fields with a key: Alipay's (default) or another (a forger's). */
  signNotify(fields: Record<string, string>, privateKey?: crypto.KeyObject): Record<string, string>;
  /** Posts a notify form to a URL as Alipay does; answers the status and the body. */
  postNotify(url: string, fields: Record<string, string>): Promise<{ status: number; body: string }>;
  close(): Promise<void>;
}

const pem = (key: crypto.KeyObject, kind: 'private' | 'public') =>
  (kind === 'private' ? key.export({ type: 'pkcs8', format: 'pem' }) : key.export({ type: 'spki', format: 'pem' })).toString().trim();

/** Alipay's signing content: the fields with a value, sorted by name, as name=value joined by &. */
function signingContent(fields: Record<string, string>, leaveOut: readonly string[]): string {
  return Object.keys(fields)
    .filter((key) => !leaveOut.includes(key) && fields[key] !== '')
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('&');
}

const rsa2Sign = (content: string, key: crypto.KeyObject) => crypto.createSign('RSA-SHA256').update(content, 'utf8').sign(key, 'base64');

export async function startFakeAlipay(options: { appId?: string; sellerId?: string } = {}): Promise<FakeAlipay> {
  const app = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const alipay = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const appId = options.appId ?? '2021000000000001';
  const sellerId = options.sellerId ?? '2088000000000001';
  const calls: FakeAlipay['calls'] = [];
  const trades = new Map<string, FakeTrade>();
  const certifications = new Map<string, FakeCertification>();
  const register = new Map<string, string>();
  const failing = new Set<string>();
  const asGatewayError = new Set<string>();
  const codes = new Map<string, string>();
  let sequence = 0;
  const tradeNo = () => `2026${String(++sequence).padStart(24, '0')}`;

  /** The answer of a method, signed over the exact text of its value as Alipay does. */
  const signedAnswer = (key: string, content: Record<string, unknown>) => {
    const json = JSON.stringify(content);
    return `{"${key}":${json},"sign":"${rsa2Sign(json, alipay.privateKey)}"}`;
  };
  const ok = (content: Record<string, unknown> = {}) => ({ code: '10000', msg: 'Success', ...content });
  const businessFailed = (subCode: string, subMsg: string) => ({ code: '40004', msg: 'Business Failed', sub_code: subCode, sub_msg: subMsg });

  const answerTo = (method: string, fields: Record<string, string>, biz: Record<string, unknown>): Record<string, unknown> => {
    const text = (name: string) => (typeof biz[name] === 'string' ? (biz[name] as string) : '');
    const trade = trades.get(text('out_trade_no'));
    switch (method) {
      case 'alipay.trade.create': {
        const totalFen = fenOf(text('total_amount'));
        const buyer = text('buyer_open_id') || text('buyer_id');
        if (totalFen === null || totalFen <= 0 || text('product_code') !== 'JSAPI_PAY' || buyer === '' || text('op_app_id') !== appId) {
          return { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-parameter', sub_msg: '参数无效' };
        }
        if (trade !== undefined) return businessFailed('ACQ.TRADE_HAS_SUCCESS', '交易已存在');
        const created: FakeTrade = {
          outTradeNo: text('out_trade_no'),
          tradeNo: tradeNo(),
          totalFen,
          subject: text('subject'),
          productCode: 'JSAPI_PAY',
          buyer,
          status: 'WAIT_BUYER_PAY',
          notifyUrl: fields.notify_url,
          refundedFen: 0,
          refunds: new Map(),
        };
        trades.set(created.outTradeNo, created);
        return ok({ out_trade_no: created.outTradeNo, trade_no: created.tradeNo });
      }
      case 'alipay.trade.query':
        if (trade === undefined) return businessFailed('ACQ.TRADE_NOT_EXIST', '交易不存在');
        return ok({
          trade_no: trade.tradeNo,
          out_trade_no: trade.outTradeNo,
          trade_status: trade.status,
          total_amount: yuanOf(trade.totalFen),
          ...(trade.paidAt === undefined ? {} : { send_pay_date: chinaTimeOf(trade.paidAt) }),
        });
      case 'alipay.trade.close':
        if (trade === undefined) return businessFailed('ACQ.TRADE_NOT_EXIST', '交易不存在');
        if (trade.status !== 'WAIT_BUYER_PAY') return businessFailed('ACQ.TRADE_STATUS_ERROR', '交易状态不合法');
        trade.status = 'TRADE_CLOSED';
        return ok({ trade_no: trade.tradeNo, out_trade_no: trade.outTradeNo });
      case 'alipay.trade.refund': {
        if (trade === undefined) return businessFailed('ACQ.TRADE_NOT_EXIST', '交易不存在');
        const requestNo = text('out_request_no') || trade.outTradeNo;
        const amount = fenOf(text('refund_amount'));
        const done = trade.refunds.get(requestNo);
        const answer = (fundChange: 'Y' | 'N') =>
          ok({ trade_no: trade.tradeNo, out_trade_no: trade.outTradeNo, fund_change: fundChange, refund_fee: yuanOf(trade.refundedFen) });
        if (done !== undefined) return done === amount ? answer('N') : businessFailed('ACQ.REFUND_AMT_NOT_EQUAL_TOTAL', '退款金额与原退款请求不一致');
        if (trade.status !== 'TRADE_SUCCESS') return businessFailed('ACQ.TRADE_STATUS_ERROR', '交易状态不合法');
        if (amount === null || amount <= 0 || trade.refundedFen + amount > trade.totalFen) return businessFailed('ACQ.REFUND_AMT_NOT_EQUAL_TOTAL', '退款金额超限');
        trade.refunds.set(requestNo, amount);
        trade.refundedFen += amount;
        if (trade.refundedFen === trade.totalFen) trade.status = 'TRADE_CLOSED';
        return answer('Y');
      }
      case 'alipay.system.oauth.token': {
        const openId = fields.grant_type === 'authorization_code' ? codes.get(fields.code ?? '') : undefined;
        if (openId === undefined) return { error: { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.code-invalid', sub_msg: '授权码code无效' } };
        codes.delete(fields.code ?? '');
        return ok({ open_id: openId, access_token: `authusrB${crypto.randomBytes(12).toString('hex')}`, expires_in: 1296000, re_expires_in: 2592000 });
      }
      case 'datadigital.fincloud.generalsaas.twometa.check':
        if (text('cert_type') !== 'IDENTITY_CARD') return { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-parameter', sub_msg: '证件类型无效' };
        return ok({ match: register.get(text('cert_no')) === text('cert_name') ? 'T' : 'F' });
      case 'datadigital.fincloud.generalsaas.face.certify.initialize': {
        const identity = (biz.identity_param ?? {}) as Record<string, string>;
        if (identity.identity_type !== 'CERT_INFO' || identity.cert_type !== 'IDENTITY_CARD' || !identity.cert_name || !identity.cert_no || text('outer_order_no') === '') {
          return { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-parameter', sub_msg: '参数无效' };
        }
        const certifyId = crypto.randomBytes(16).toString('hex');
        certifications.set(certifyId, { name: identity.cert_name, idNumber: identity.cert_no, bizCode: text('biz_code'), outerOrderNo: text('outer_order_no') });
        return ok({ certify_id: certifyId });
      }
      case 'datadigital.fincloud.generalsaas.face.certify.verify':
        if (!certifications.has(text('certify_id'))) return businessFailed('CERTIFY_ID_NOT_EXIST', '认证单据不存在');
        return ok({ certify_url: `${gatewayUrl.origin}/face?certify_id=${text('certify_id')}` });
      case 'datadigital.fincloud.generalsaas.face.certify.query': {
        const certification = certifications.get(text('certify_id'));
        if (certification === undefined) return businessFailed('CERTIFY_ID_NOT_EXIST', '认证单据不存在');
        return ok(certification.passed === undefined ? {} : { passed: certification.passed ? 'T' : 'F' });
      }
      default:
        return { error: { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-method', sub_msg: '不存在的方法名' } };
    }
  };

  /** The request's fields (query and form body), checked as Alipay checks them: app, signature, method. */
  const handle = (fields: Record<string, string>): { key: string; content: Record<string, unknown> } | { page: FakeTrade } => {
    const method = fields.method ?? '';
    const key = `${method.replaceAll('.', '_')}_response`;
    const refused = (subCode: string, subMsg: string) => ({ key: 'error_response', content: { code: '40002', msg: 'Invalid Arguments', sub_code: subCode, sub_msg: subMsg } });
    if (fields.app_id !== appId) return refused('isv.invalid-app-id', '无效的AppID参数');
    if (fields.sign_type !== 'RSA2' || fields.charset !== 'utf-8' || !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(fields.timestamp ?? '')) {
      return refused('isv.invalid-parameter', '公共参数无效');
    }
    const signed = crypto.createVerify('RSA-SHA256').update(signingContent(fields, ['sign']), 'utf8').verify(app.publicKey, fields.sign ?? '', 'base64');
    if (!signed) return refused('isv.invalid-signature', '验签出错');
    let biz: Record<string, unknown> = {};
    try {
      biz = fields.biz_content === undefined ? {} : (JSON.parse(fields.biz_content) as Record<string, unknown>);
    } catch {
      return refused('isv.invalid-parameter', 'biz_content 不是 JSON');
    }
    calls.push({ method, fields, biz });
    if (failing.has(method)) return { key, content: { code: '20000', msg: 'Service Currently Unavailable', sub_code: 'isp.unknow-error', sub_msg: '系统繁忙' } };
    if (method === 'alipay.trade.wap.pay') {
      const totalFen = fenOf(typeof biz.total_amount === 'string' ? biz.total_amount : '');
      const outTradeNo = typeof biz.out_trade_no === 'string' ? biz.out_trade_no : '';
      const trade = trades.get(outTradeNo) ?? {
        outTradeNo,
        tradeNo: tradeNo(),
        totalFen: totalFen ?? 0,
        subject: typeof biz.subject === 'string' ? biz.subject : '',
        productCode: String(biz.product_code),
        buyer: '',
        status: 'WAIT_BUYER_PAY' as const,
        notifyUrl: fields.notify_url,
        returnUrl: fields.return_url,
        refundedFen: 0,
        refunds: new Map<string, number>(),
      };
      trades.set(outTradeNo, trade);
      return { page: trade };
    }
    const content = answerTo(method, fields, biz);
    if ('error' in content) return { key: 'error_response', content: content.error as Record<string, unknown> };
    return { key: asGatewayError.has(method) ? 'error_response' : key, content };
  };

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const fields: Record<string, string> = Object.fromEntries(url.searchParams);
      if (request.method === 'POST') for (const [key, value] of new URLSearchParams(Buffer.concat(chunks).toString('utf8'))) fields[key] = value;
      const answer = handle(fields);
      if ('page' in answer) {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<title>支付宝收银台</title><p>${yuanOf(answer.page.totalFen)}</p>`);
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json;charset=utf-8' }).end(signedAnswer(answer.key, answer.content));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const gatewayUrl = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/gateway.do`);
  const settings: AlipaySettings = {
    appId,
    privateKey: pem(app.privateKey, 'private'),
    alipayPublicKey: pem(alipay.publicKey, 'public'),
    sellerId,
    gateway: gatewayUrl.toString(),
    timeoutMs: 5_000,
    faceBizCode: 'FUTURE_TECH_BIZ_FACE_SDK',
  };
  let keyDir: string | undefined;

  const signNotify: FakeAlipay['signNotify'] = (fields, privateKey = alipay.privateKey) => ({
    ...fields,
    sign_type: 'RSA2',
    sign: rsa2Sign(signingContent(fields, ['sign', 'sign_type']), privateKey),
  });

  return {
    gateway: settings.gateway,
    settings,
    env() {
      keyDir ??= fs.mkdtempSync(path.join(os.tmpdir(), 'fake-alipay-'));
      const privateFile = path.join(keyDir, 'app_private_key.pem');
      // The public key as the open platform shows it: bare base64, no PEM lines.
      const publicFile = path.join(keyDir, 'alipay_public_key.txt');
      fs.writeFileSync(privateFile, settings.privateKey);
      fs.writeFileSync(publicFile, alipay.publicKey.export({ type: 'spki', format: 'der' }).toString('base64'));
      return {
        ASTER_ALIPAY_APP_ID: appId,
        ASTER_ALIPAY_PRIVATE_KEY_FILE: privateFile,
        ASTER_ALIPAY_PUBLIC_KEY_FILE: publicFile,
        ASTER_ALIPAY_SELLER_ID: sellerId,
        ASTER_ALIPAY_GATEWAY: settings.gateway,
      };
    },
    calls,
    trades,
    certifications,
    register,
    failing,
    asGatewayError,
    authCode(openId) {
      const code = crypto.randomBytes(12).toString('hex');
      codes.set(code, openId);
      return code;
    },
    pay(outTradeNo, at) {
      const trade = trades.get(outTradeNo);
      if (trade === undefined || trade.status !== 'WAIT_BUYER_PAY') throw new Error(`fake Alipay: no trade ${outTradeNo} waiting to be paid`);
      trade.status = 'TRADE_SUCCESS';
      trade.paidAt = at;
      return trade;
    },
    notifyFields(outTradeNo, changes = {}) {
      const trade = trades.get(outTradeNo);
      if (trade === undefined) throw new Error(`fake Alipay: no trade ${outTradeNo}`);
      const fields: Record<string, string> = {
        notify_time: chinaTimeOf(Date.now()),
        notify_type: 'trade_status_sync',
        notify_id: crypto.randomBytes(16).toString('hex'),
        charset: 'utf-8',
        version: '1.0',
        auth_app_id: appId,
        app_id: appId,
        seller_id: sellerId,
        trade_no: trade.tradeNo,
        out_trade_no: trade.outTradeNo,
        trade_status: trade.status,
        total_amount: yuanOf(trade.totalFen),
        receipt_amount: yuanOf(trade.totalFen),
        subject: trade.subject,
        ...(trade.paidAt === undefined ? {} : { gmt_payment: chinaTimeOf(trade.paidAt) }),
      };
      return signNotify({ ...fields, ...changes });
    },
    signNotify,
    async postNotify(url, fields) {
      const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' }, body: new URLSearchParams(fields).toString() });
      return { status: response.status, body: await response.text() };
    },
    async close() {
      if (keyDir !== undefined) fs.rmSync(keyDir, { recursive: true, force: true });
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
