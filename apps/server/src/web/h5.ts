import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { WEB_BASE_PATH, resolveRoute } from '@aster/core-domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { H5Sources } from '../config';

/**
 * Bundler output names carry a content hash (main.3f2a1b9c.js, vendor-8c1e0f2a.chunk.js, and images named by
 * their hash alone, 2b3e1faf89f94a48.png): such a file never changes, so browsers keep it.
 */
const HASHED_ASSET = /(?:^|[.-])[0-9a-f]{8,}[.-]/i;
export const LONG_CACHE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

/**
 * Where the cashier's forms may go: WeChat Pay's H5 page and Alipay's gateway and wap cashier (the tenant leaves the
 * app for them to pay).
 */
export const PAYMENT_FORM_TARGETS = ['https://wx.tenpay.com', 'https://openapi.alipay.com', 'https://mclient.alipay.com'] as const;

/** What the policy is built from: the build's inline scripts, the outside origins it calls, the public origin. */
export interface H5PolicyInput {
  /** index.html as built, or null when there is no build. */
  indexHtml: string | null;
  sources: H5Sources;
  publicOrigin?: string;
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SCRIPT_TYPE = /\btype\s*=\s*["']?([^"'\s>]+)/i;
const RUNNABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/**
 * The CSP hash of each inline script index.html runs (the early script): a data block (the page-chunk map,
 * type="application/json") runs nothing and needs none. Hashed over the exact text between the tags, as browsers do.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = SCRIPT_TYPE.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (!RUNNABLE_TYPES.has(type)) continue;
    hashes.push(`'sha256-${crypto.createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/**
 * Sent with every H5 answer. The Content-Security-Policy lets the page run only the build's own files and its
 * hashed inline scripts, talk to this server and the configured API, show pictures from them, the map tiles, data:
 * and blob: (photos picked for upload), be framed by no one (clickjacking on pages that act on a tap), and send forms
 * only to itself and the payment providers. Styles may be inline: React and Leaflet position elements by style.
 * The Referer leaves for other sites as the origin only: the token page's URL (a one-time login token) stays here.
 */
export function h5SecurityHeaders({ indexHtml, sources, publicOrigin }: H5PolicyInput): Record<string, string> {
  const api = sources.apiOrigin === undefined ? [] : [sources.apiOrigin];
  const tiles = sources.mapTileOrigin === undefined ? [] : [sources.mapTileOrigin];
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...(indexHtml === null ? [] : inlineScriptHashes(indexHtml))],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', ...api, ...tiles],
    ['media-src', "'self'", ...api],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...api],
    ['frame-src', "'self'", ...api],
    ['object-src', "'none'"],
    ['frame-ancestors', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'", ...PAYMENT_FORM_TARGETS],
  ];
  const headers: Record<string, string> = {
    'content-security-policy': directives.map((parts) => parts.join(' ')).join('; '),
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
  };
  if (publicOrigin?.startsWith('https://')) headers['strict-transport-security'] = 'max-age=31536000';
  return headers;
}

export function cacheControlFor(relativePath: string): string {
  return HASHED_ASSET.test(path.basename(relativePath)) ? LONG_CACHE : NO_CACHE;
}

/**
 * Where a path outside /aster leads: the short routes of spec section 2 (/repair), page paths (/pages/...)
 * and house_detail_building keep their path under /aster, where the H5 app resolves them. Null for others.
 */
export function webRedirectTarget(pathname: string): string | null {
  if (pathname === '/' || pathname === '') return `${WEB_BASE_PATH}/`;
  if (pathname === WEB_BASE_PATH || pathname.startsWith(`${WEB_BASE_PATH}/`)) return null;
  return resolveRoute(pathname) === undefined ? null : `${WEB_BASE_PATH}${pathname}`;
}

/** A file of the H5 build for a path under /aster/, or null when there is none (traversal is refused). */
function buildFile(h5Dir: string, relative: string): string | null {
  const root = path.resolve(h5Dir);
  const file = path.resolve(root, `.${path.posix.normalize(`/${relative}`)}`);
  if (!file.startsWith(`${root}${path.sep}`)) return null;
  try {
    return fs.statSync(file).isFile() ? path.relative(root, file) : null;
  } catch {
    return null;
  }
}

const NOT_BUILT_PAGE = `<!doctype html><html lang="zh-CN"><meta charset="utf-8"><title>Aster</title>
<body><p>H5 页面尚未构建：请先运行 npm start（或构建 apps/h5）。</p></body></html>`;

/**
 * Serves the H5 build under /aster/: files as they are, any other page path gets index.html (browser
 * history routing). A missing file with an extension is a real 404, not the app.
 * The build writes `.br` and `.gz` twins of its text files (scripts/compress-h5.ts): a file is sent as the
 * twin the request's Accept-Encoding prefers (br, then gzip, then the file itself), with its own ETag, Range
 * and Content-Length, so 304s and ranges stay right per encoding.
 */
export async function registerH5(app: FastifyInstance, h5Dir: string, policy: Omit<H5PolicyInput, 'indexHtml'>): Promise<void> {
  const indexFile = path.join(h5Dir, 'index.html');
  const built = fs.existsSync(indexFile);
  // Hashed when index.html is first served and again whenever a new build replaces it.
  let headers = { modified: -1, values: h5SecurityHeaders({ ...policy, indexHtml: null }) };
  const securityHeaders = () => {
    if (!built) return headers.values;
    const modified = fs.statSync(indexFile, { throwIfNoEntry: false })?.mtimeMs ?? 0;
    if (modified !== headers.modified) headers = { modified, values: h5SecurityHeaders({ ...policy, indexHtml: fs.readFileSync(indexFile, 'utf8') }) };
    return headers.values;
  };
  if (built) {
    // cacheControl is off for the whole plugin: a per-call option is dropped when it falls back from a
    // missing .br to the .gz or the plain file, and send's `max-age=0` would then replace ours.
    await app.register(fastifyStatic, { root: path.resolve(h5Dir), serve: false, preCompressed: true, cacheControl: false });
  }

  /** Every file may have compressed twins, so caches must key on the request's Accept-Encoding. */
  const sendBuildFile = (reply: FastifyReply, file: string, cacheControl: string) =>
    reply.headers(securityHeaders()).header('cache-control', cacheControl).header('vary', 'accept-encoding').sendFile(file);

  const sendIndex = (reply: FastifyReply) => {
    if (!built) {
      return reply.code(404).headers(securityHeaders()).header('cache-control', NO_CACHE).type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);
    }
    return sendBuildFile(reply, 'index.html', NO_CACHE);
  };

  app.get(WEB_BASE_PATH, (request, reply) => {
    const query = request.url.slice(WEB_BASE_PATH.length);
    return reply.redirect(`${WEB_BASE_PATH}/${query}`, 301);
  });

  app.get(`${WEB_BASE_PATH}/*`, (request, reply) => {
    // The router has decoded the path once already: decoding again would read `%25ZZ` as a broken escape (a 500).
    const relative = (request.params as { '*': string })['*'];
    const file = built ? buildFile(h5Dir, relative) : null;
    if (file !== null) {
      return sendBuildFile(reply, file, cacheControlFor(file));
    }
    if (path.posix.extname(relative) !== '') {
      return reply.code(404).headers(securityHeaders()).type('text/plain; charset=utf-8').send('Not Found');
    }
    return sendIndex(reply);
  });
}
