import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';

/** One SMS the fake accepted, as Tencent Cloud would deliver it. */
export interface FakeSms {
  phone: string;
  sdkAppId: string;
  signName: string;
  templateId: string;
  params: string[];
}

export interface FakeTencentSms {
  /** `http://sms.tencentcloudapi.test:<port>`: the host's first label is the service the SDK signs for ("sms"). */
  endpoint: string;
  /** Routes every host name to the fake (the SDK's httpProfile.agent), as a hosts-file entry would. */
  agent: http.Agent;
  sent: FakeSms[];
  /** Requests refused for their signature (AuthFailure.*). */
  refusedSignatures: number;
  /** The SendStatus code the next sends answer instead of "Ok" (e.g. LimitExceeded.PhoneNumberDailyLimit). */
  failSendsWith(code: string | null): void;
  /** Cut every connection, as an unreachable gateway. */
  goDown(down: boolean): void;
  close(): Promise<void>;
}

const sha256 = (data: string | Buffer) => crypto.createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => crypto.createHmac('sha256', key).update(data).digest();

const SendSmsBodySchema = z.object({
  PhoneNumberSet: z.array(z.string()).min(1),
  SmsSdkAppId: z.string(),
  TemplateId: z.string(),
  SignName: z.string(),
  TemplateParamSet: z.array(z.string()),
});

/**
 * A stand-in for Tencent Cloud's SMS API (sms.tencentcloudapi.com, version 2021-01-11): it checks each request's
 * TC3-HMAC-SHA256 Authorization the way the API does (canonical request over content-type and host, the payload's
 * SHA-256, the date/service/tc3_request scope, keys derived from "TC3" + SecretKey, 5 minutes of clock skew) with
 * the key pair the test chose, and records SendSms messages.
 */
export async function startFakeTencentSms(credential: { secretId: string; secretKey: string }): Promise<FakeTencentSms> {
  const sent: FakeSms[] = [];
  let failCode: string | null = null;
  let down = false;
  let refusedSignatures = 0;

  const verify = (request: http.IncomingMessage, body: Buffer): string | null => {
    const authorization = request.headers.authorization ?? '';
    const match = /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d{2}-\d{2})\/([^/]+)\/tc3_request, SignedHeaders=([a-z;-]+), Signature=([0-9a-f]{64})$/.exec(authorization);
    if (!match) return 'AuthFailure.SignatureFailure';
    const [, secretId, date, service, signedHeaders, signature] = match as unknown as [string, string, string, string, string, string];
    if (secretId !== credential.secretId) return 'AuthFailure.SecretIdNotFound';
    const timestamp = Number(request.headers['x-tc-timestamp']);
    if (!Number.isInteger(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > 300) return 'AuthFailure.SignatureExpire';
    if (service !== 'sms' || date !== new Date(timestamp * 1000).toISOString().slice(0, 10)) return 'AuthFailure.SignatureFailure';
    const headers = signedHeaders.split(';');
    if (!headers.includes('content-type') || !headers.includes('host')) return 'AuthFailure.SignatureFailure';
    const canonicalHeaders = headers
      .map((name) => `${name}:${name === 'host' ? (request.headers.host ?? '').replace(/:\d+$/, '') : String(request.headers[name] ?? '').trim()}\n`)
      .join('');
    const url = new URL(request.url ?? '/', 'http://fake');
    const canonicalRequest = [request.method, url.pathname, url.search.slice(1), canonicalHeaders, signedHeaders, sha256(body)].join('\n');
    const stringToSign = ['TC3-HMAC-SHA256', String(timestamp), `${date}/${service}/tc3_request`, sha256(canonicalRequest)].join('\n');
    const signingKey = hmac(hmac(hmac(`TC3${credential.secretKey}`, date), service), 'tc3_request');
    const expected = crypto.createHmac('sha256', signingKey).update(stringToSign).digest('hex');
    return crypto.timingSafeEqual(Buffer.from(expected), Buffer.from(signature)) ? null : 'AuthFailure.SignatureFailure';
  };

  const answer = (response: http.ServerResponse, body: object) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ Response: { ...body, RequestId: crypto.randomUUID() } }));
  };

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (down) {
        request.socket.destroy();
        return;
      }
      const body = Buffer.concat(chunks);
      const refused = verify(request, body);
      if (refused !== null) {
        refusedSignatures += 1;
        answer(response, { Error: { Code: refused, Message: 'The provided credentials could not be validated.' } });
        return;
      }
      if (request.headers['x-tc-action'] !== 'SendSms' || request.headers['x-tc-version'] !== '2021-01-11' || !request.headers['x-tc-region']) {
        answer(response, { Error: { Code: 'InvalidAction', Message: 'only SendSms 2021-01-11 is faked' } });
        return;
      }
      const parsed = SendSmsBodySchema.safeParse(JSON.parse(body.toString('utf8')));
      if (!parsed.success) {
        answer(response, { Error: { Code: 'InvalidParameter', Message: parsed.error.message } });
        return;
      }
      const message = parsed.data;
      answer(response, {
        SendStatusSet: message.PhoneNumberSet.map((phone) => {
          if (failCode === null) sent.push({ phone, sdkAppId: message.SmsSdkAppId, signName: message.SignName, templateId: message.TemplateId, params: message.TemplateParamSet });
          return {
            SerialNo: crypto.randomUUID(),
            PhoneNumber: phone,
            Fee: failCode === null ? 1 : 0,
            SessionContext: '',
            Code: failCode ?? 'Ok',
            Message: failCode === null ? 'send success' : 'the fake was told to refuse',
            IsoCode: 'CN',
          };
        }),
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  // Every name resolves to the loopback address, so the SDK signs for the API's own host name while reaching the fake.
  const agent = new http.Agent({
    lookup: ((_hostname: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) =>
      options.all ? callback(null, [{ address: '127.0.0.1', family: 4 }]) : callback(null, '127.0.0.1', 4)) as never,
  });
  return {
    endpoint: `http://sms.tencentcloudapi.test:${port}`,
    agent,
    sent,
    get refusedSignatures() {
      return refusedSignatures;
    },
    failSendsWith(code) {
      failCode = code;
    },
    goDown(value) {
      down = value;
    },
    close: () => {
      agent.destroy();
      return new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
