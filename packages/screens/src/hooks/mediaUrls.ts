import { z } from 'zod';
import { type Domains } from '@aster/core-domain';
import { webOrigin } from './webLinks';

// Media pages (show_image, video, show_pdf) take URLs from their parameters, which anyone can write into a
// link: they open only http(s) files of the app's own server or the configured static domain.

/** The origins media may come from: the API server (when the build names one) and settings/domain. */
export function mediaOrigins(apiBase: string, domains: Domains | undefined): string[] {
  const origins = [apiBase, domains?.tappDomain, domains?.staticDomain]
    .map((url) => (url === undefined || url === '' ? null : webOrigin(url)))
    .filter((origin): origin is string => origin !== null);
  return [...new Set(origins)];
}

/** The URL when it is an http(s) file of one of `origins`, else null. */
export function allowedMediaUrl(url: string | null | undefined, origins: readonly string[]): string | null {
  if (typeof url !== 'string' || url.length > 2048) return null;
  const origin = webOrigin(url);
  return origin !== null && origins.includes(origin) ? url : null;
}

const urlText = z.string().min(1).max(2048);

/** The image list of show_image's `urls` parameter; every entry must pass the allow-list, or the list is refused. */
export function imageListFromParam(param: string | undefined, origins: readonly string[]): string[] | null {
  if (param === undefined) return null;
  let value: unknown = param;
  if (param.startsWith('[')) {
    try {
      value = JSON.parse(param);
    } catch {
      return null;
    }
  }
  const parsed = z.union([urlText, z.array(urlText).min(1).max(50)]).safeParse(value);
  if (!parsed.success) return null;
  const list = typeof parsed.data === 'string' ? [parsed.data] : parsed.data;
  const allowed = list.map((url) => allowedMediaUrl(url, origins));
  return allowed.every((url): url is string => url !== null) ? allowed : null;
}

/** The index to open at: inside the list, 0 otherwise. */
export function clampIndex(index: number | undefined, count: number): number {
  return index !== undefined && index >= 0 && index < count ? index : 0;
}
