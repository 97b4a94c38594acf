import type { FastifyRequest } from 'fastify';

/** Paths stored in the seed ("/static/...") become absolute: mini-programs cannot load relative image URLs. */
export function absolute(origin: string, url: string): string {
  return url.startsWith('/') ? `${origin}${url}` : url;
}

/**
 * scheme://host:port for absolute links (pictures, payUrl): the configured public origin, else the address the
 * request reached on this machine (read from the socket). Never the Host header: anyone can write that, and a
 * link built from it would send a tenant's payment to another site.
 */
export function linkOrigin(publicOrigin: string | undefined, request: FastifyRequest): string {
  if (publicOrigin !== undefined) return publicOrigin;
  const socket = request.raw.socket as typeof request.raw.socket & { encrypted?: boolean };
  const address = (socket.localAddress ?? '127.0.0.1').replace(/^::ffff:(?=\d+\.)/, '');
  const host = address.includes(':') ? `[${address}]` : address;
  return `${socket.encrypted === true ? 'https' : 'http'}://${host}:${socket.localPort ?? 80}`;
}
