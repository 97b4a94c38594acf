import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { WEB_BASE_PATH, resolveRoute } from '@aster/core-domain';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * Bundler output names carry a content hash (main.3f2a1b9c.js, vendor-8c1e0f2a.chunk.js, and images named by
 * their hash alone, 2b3e1faf89f94a48.png): such a file never changes, so browsers keep it.
 */
const HASHED_ASSET = /(?:^|[.-])[0-9a-f]{8,}[.-]/i;
export const LONG_CACHE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

/**
 * Sent with every H5 answer. Only other sites may not frame the app (the settings and person-info pages act on a
 * tap: clickjacking); the app's own scripts, styles and images are not restricted, so the build works as built.
 * No Referer: the token page's URL (a one-time login token) must not leave with a link or an image request.
 */
export const H5_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "frame-ancestors 'self'; object-src 'none'; base-uri 'self'",
  'x-frame-options': 'SAMEORIGIN',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
};

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
export async function registerH5(app: FastifyInstance, h5Dir: string): Promise<void> {
  const built = fs.existsSync(path.join(h5Dir, 'index.html'));
  if (built) {
    // cacheControl is off for the whole plugin: a per-call option is dropped when it falls back from a
    // missing .br to the .gz or the plain file, and send's `max-age=0` would then replace ours.
    await app.register(fastifyStatic, { root: path.resolve(h5Dir), serve: false, preCompressed: true, cacheControl: false });
  }

  /** Every file may have compressed twins, so caches must key on the request's Accept-Encoding. */
  const sendBuildFile = (reply: FastifyReply, file: string, cacheControl: string) =>
    reply.headers(H5_SECURITY_HEADERS).header('cache-control', cacheControl).header('vary', 'accept-encoding').sendFile(file);

  const sendIndex = (reply: FastifyReply) => {
    if (!built) {
      return reply.code(404).headers(H5_SECURITY_HEADERS).header('cache-control', NO_CACHE).type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);
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
      return reply.code(404).headers(H5_SECURITY_HEADERS).type('text/plain; charset=utf-8').send('Not Found');
    }
    return sendIndex(reply);
  });
}
