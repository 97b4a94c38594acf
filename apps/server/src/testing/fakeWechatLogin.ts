import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeWechatLogin {
  /** What ASTER_WECHAT_API_BASE would be. */
  apiBase: string;
  appId: string;
  appSecret: string;
  /** A login code as wx.login gives it to the user with this openid: good for one exchange. */
  issueCode(openId: string, unionId?: string): string;
  /** jscode2session calls that reached the fake with this code (answered or refused). */
  exchangesOf(code: string): number;
  /** The session keys the fake gave out, to look for them where they must never be. */
  sessionKeys: string[];
  /** Each answer waits this long first, so requests at the same time overlap. */
  delayAnswers(ms: number): void;
  /** WeChat busy: errcode -1 to every call. */
  outage(on: boolean): void;
  close(): Promise<void>;
}

/**
 * A stand-in for WeChat's `GET /sns/jscode2session`: the AppID and AppSecret checked, each code good once (40029
 * for a code it never gave, 40163 for one already used), the answer as WeChat sends it (JSON as text/plain).
 */
export async function startFakeWechatLogin(): Promise<FakeWechatLogin> {
  const appId = `wx${crypto.randomBytes(8).toString('hex')}`;
  const appSecret = crypto.randomBytes(16).toString('hex');
  const codes = new Map<string, { openId: string; unionId?: string; used: boolean }>();
  const calls = new Map<string, number>();
  const sessionKeys: string[] = [];
  let delayMs = 0;
  let busy = false;

  const answer = (response: http.ServerResponse, body: object) => {
    response.writeHead(200, { 'content-type': 'text/plain' });
    response.end(JSON.stringify(body));
  };

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    setTimeout(() => {
      if (request.method !== 'GET' || url.pathname !== '/sns/jscode2session') {
        response.writeHead(404).end();
        return;
      }
      const code = url.searchParams.get('js_code') ?? '';
      calls.set(code, (calls.get(code) ?? 0) + 1);
      if (busy) return answer(response, { errcode: -1, errmsg: 'system error' });
      if (url.searchParams.get('appid') !== appId) return answer(response, { errcode: 40013, errmsg: 'invalid appid' });
      if (url.searchParams.get('secret') !== appSecret) return answer(response, { errcode: 40125, errmsg: 'invalid appsecret' });
      if (url.searchParams.get('grant_type') !== 'authorization_code') return answer(response, { errcode: 40002, errmsg: 'invalid grant_type' });
      const user = codes.get(code);
      if (user === undefined) return answer(response, { errcode: 40029, errmsg: 'invalid code' });
      if (user.used) return answer(response, { errcode: 40163, errmsg: 'code been used' });
      user.used = true;
      const sessionKey = crypto.randomBytes(16).toString('base64');
      sessionKeys.push(sessionKey);
      return answer(response, { session_key: sessionKey, openid: user.openId, ...(user.unionId === undefined ? {} : { unionid: user.unionId }) });
    }, delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiBase: `http://127.0.0.1:${port}`,
    appId,
    appSecret,
    issueCode(openId, unionId) {
      const code = crypto.randomBytes(16).toString('base64url');
      codes.set(code, { openId, unionId, used: false });
      return code;
    },
    exchangesOf: (code) => calls.get(code) ?? 0,
    sessionKeys,
    delayAnswers(ms) {
      delayMs = ms;
    },
    outage(on) {
      busy = on;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
