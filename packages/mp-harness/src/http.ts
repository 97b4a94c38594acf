// The real network side of wx.request / my.request: one HTTP exchange with Node's client.
import http from 'node:http';
import https from 'node:https';

export interface HttpExchange {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: Buffer | undefined;
  timeoutMs: number;
}

export interface HttpReply {
  status: number;
  /** Header names as the server sent them; repeated headers joined with ", " (Set-Cookie kept apart). */
  headers: Record<string, string>;
  cookies: string[];
  body: Buffer;
}

export type HttpFailureKind = 'timeout' | 'network' | 'abort';

export class HttpFailure extends Error {
  constructor(
    readonly kind: HttpFailureKind,
    message: string,
  ) {
    super(message);
    this.name = 'HttpFailure';
  }
}

export interface HttpCall {
  reply: Promise<HttpReply>;
  abort(): void;
}

export function sendHttp(exchange: HttpExchange): HttpCall {
  const url = new URL(exchange.url);
  const client = url.protocol === 'https:' ? https : http;
  let settled = false;
  let rejectReply: (failure: HttpFailure) => void = () => undefined;
  let request: http.ClientRequest | undefined;
  let timer: NodeJS.Timeout | undefined;

  const reply = new Promise<HttpReply>((resolve, reject) => {
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      if (timer) clearTimeout(timer);
      outcome();
    };
    rejectReply = (failure) => {
      finish(() => reject(failure));
      request?.destroy();
    };
    timer = setTimeout(() => rejectReply(new HttpFailure('timeout', 'timeout')), exchange.timeoutMs);
    request = client.request(url, { method: exchange.method, headers: exchange.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', (err) => finish(() => reject(new HttpFailure('network', err.message))));
      res.on('end', () =>
        finish(() => {
          const headers: Record<string, string> = {};
          const cookies: string[] = [];
          for (let i = 0; i + 1 < res.rawHeaders.length; i += 2) {
            const name = res.rawHeaders[i] as string;
            const value = res.rawHeaders[i + 1] as string;
            if (name.toLowerCase() === 'set-cookie') cookies.push(value);
            headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
          }
          resolve({ status: res.statusCode ?? 0, headers, cookies, body: Buffer.concat(chunks) });
        }),
      );
    });
    request.on('error', (err) => finish(() => reject(new HttpFailure('network', err.message))));
    request.end(exchange.body);
  });

  return { reply, abort: () => rejectReply(new HttpFailure('abort', 'abort')) };
}
