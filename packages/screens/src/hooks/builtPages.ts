import { type PagePath, findRouteByPath, safeRedirectUrl } from '@aster/core-domain';
import { builtPages } from '../pages/registry';

/** True when page has a screen in this build. */
export function hasScreen(page: PagePath): boolean {
  return builtPages.has(page);
}

/** True when the page behind an app URL ('/pages/x/index?a=1', an alias, /aster/...) is in this build. */
export function isBuiltPage(url: string): boolean {
  const target = safeRedirectUrl(url);
  if (target === null) return false;
  const route = findRouteByPath(target);
  return route !== undefined && builtPages.has(route.path);
}

/** The app URL of a built page, or null: links to pages not built yet lead nowhere rather than to a dead end. */
export function builtPageUrl(url: string | null | undefined): string | null {
  const target = safeRedirectUrl(url);
  return target !== null && isBuiltPage(target) ? target : null;
}
