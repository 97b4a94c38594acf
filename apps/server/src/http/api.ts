import { REQUEST_HEADERS, serverKey, serverRoutePattern, type AnyEndpointDef } from '@aster/core-api';
import { DEFAULT_COMPANY_ID } from '@aster/core-domain';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { describeInvalidInput, success } from './envelope';
import { errors } from './errors';
import { answersWithListsEmptied, withListsEmptied } from './faults';
import { linkOrigin } from './links';

/** What a handler knows about the call: the validated input and who is asking. */
export interface ApiContext<D extends AnyEndpointDef> {
  input: z.output<D['request']>;
  /** Path parameters (`{id}`), as text. */
  params: Readonly<Record<string, string>>;
  /** The companyId header when it is digits, else the public account "0". */
  companyId: string;
  ip: string;
  /** scheme://host[:port] of this server (configured, never the Host header): image links in answers point here. */
  origin: string;
  /** The logged-in user, null for a guest (endpoints marked needsAuth never see null). */
  userId: number | null;
  token: string | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type ApiHandler<D extends AnyEndpointDef> = (
  context: ApiContext<D>,
) => z.input<D['response']> | Promise<z.input<D['response']>>;

export interface ApiRoute {
  def: AnyEndpointDef;
  handler: ApiHandler<AnyEndpointDef>;
}

/** Pairs a catalogue endpoint with its handler; the types of input and answer come from the catalogue. */
export function implement<D extends AnyEndpointDef>(def: D, handler: ApiHandler<D>): ApiRoute {
  return { def, handler: handler as unknown as ApiHandler<AnyEndpointDef> };
}

/** The user id behind a context of a needsAuth endpoint. */
export function loggedInUser(context: { userId: number | null }): number {
  if (context.userId === null) throw errors.unauthorized();
  return context.userId;
}

export interface ApiRegistration {
  /** The user behind a session token, or null. */
  resolveToken(token: string): number | null;
  publicOrigin?: string;
  /** Check every answer against the catalogue's response schema (a mismatch is a server bug: 500 and a log line). */
  validateResponses: boolean;
}

const TOKEN_HEADER = serverKey(REQUEST_HEADERS.token);
const COMPANY_HEADER = serverKey(REQUEST_HEADERS.companyId);

function headerValue(request: FastifyRequest, name: string): string | null {
  const value = request.headers[name];
  const text = Array.isArray(value) ? value[0] : value;
  return text && text.length > 0 ? text : null;
}

/** The session token a request carries in the app's header, or null. */
export const sessionTokenOf = (request: FastifyRequest): string | null => headerValue(request, TOKEN_HEADER);

/**
 * Answers of this size or more go compressed when the caller accepts it: the house list (11 KB of JSON, 1.6 KB in
 * brotli) and a house's detail (7 KB, 1.7 KB) lie between the H5 pages' first paint and their LCP photo at phone speeds.
 */
export const COMPRESS_ANSWERS_FROM_BYTES = 1024;

function accepts(acceptEncoding: string, coding: string): boolean {
  return acceptEncoding.split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    return name === coding && !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
  });
}

/** The JSON answer, compressed as the request's Accept-Encoding prefers (br, then gzip) when it is worth it. */
function sendJson(request: FastifyRequest, reply: FastifyReply, json: string): FastifyReply {
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  const acceptEncoding = request.headers['accept-encoding'] ?? '';
  if (Buffer.byteLength(json) < COMPRESS_ANSWERS_FROM_BYTES) return reply.send(json);
  if (accepts(acceptEncoding, 'br')) {
    return reply.header('content-encoding', 'br').send(brotliCompressSync(json, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }));
  }
  if (accepts(acceptEncoding, 'gzip')) return reply.header('content-encoding', 'gzip').send(gzipSync(json));
  return reply.send(json);
}

/** GET reads the query; POST reads the body, plus the catalogue's queryKeys from the query string. */
function rawInput(def: AnyEndpointDef, request: FastifyRequest): Record<string, unknown> {
  const query = (request.query ?? {}) as Record<string, unknown>;
  if (def.method === 'GET') return query;
  const body = request.body;
  const fields = body !== null && typeof body === 'object' && !Array.isArray(body) ? { ...(body as Record<string, unknown>) } : {};
  for (const key of def.queryKeys ?? []) {
    if (query[key] !== undefined) fields[key] = query[key];
  }
  return fields;
}

export function registerApiRoutes(app: FastifyInstance, routes: readonly ApiRoute[], options: ApiRegistration): void {
  for (const { def, handler } of routes) {
    app.route({
      method: def.method,
      url: serverRoutePattern(def),
      handler: async (request, reply) => {
        const token = headerValue(request, TOKEN_HEADER);
        const userId = token === null ? null : options.resolveToken(token);
        if (def.needsAuth && userId === null) throw errors.unauthorized();
        const parsed = def.request.safeParse(rawInput(def, request));
        if (!parsed.success) throw errors.invalidParams(describeInvalidInput(parsed.error));
        const company = headerValue(request, COMPANY_HEADER);
        const data = await handler({
          input: parsed.data,
          params: (request.params ?? {}) as Record<string, string>,
          companyId: company !== null && /^\d+$/.test(company) ? company : DEFAULT_COMPANY_ID,
          ip: request.ip,
          origin: linkOrigin(options.publicOrigin, request),
          userId,
          token,
          request,
          reply,
        });
        if (options.validateResponses) {
          const checked = def.response.safeParse(data);
          if (!checked.success) {
            request.log.error({ endpoint: `${def.method} ${def.prefix}/${def.path}`, issues: checked.error.issues }, 'answer does not match the catalogue');
            throw errors.internal();
          }
        }
        // Answers carry tokens and personal data: no shared cache may keep them.
        const answer = answersWithListsEmptied(request) ? withListsEmptied(data) : data;
        return sendJson(request, reply.header('cache-control', 'no-store'), JSON.stringify(success(answer)));
      },
    });
  }
}
