/** Paths stored in the seed ("/static/...") become absolute: mini-programs cannot load relative image URLs. */
export function absolute(origin: string, url: string): string {
  return url.startsWith('/') ? `${origin}${url}` : url;
}
