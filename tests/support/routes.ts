import { HOME_PAGE, LOGIN_PAGE, findRouteByPath, routeTable, type Route } from '../../packages/core-domain/src';
import { builtPages } from '../../packages/screens/src/pages/registry';

/** Pages in this build (the generated registry) and the route table they come from. */
export { HOME_PAGE, LOGIN_PAGE, builtPages, routeTable };
export type { Route };

/** The row of a page the test names by its URL text. */
export function routeOf(pagePath: string): Route {
  const route = findRouteByPath(pagePath);
  if (route === undefined) throw new Error(`No route ${pagePath} in the route table`);
  return route;
}

/** Every short web alias of spec section 2 with the page it names. */
export function aliases(): { alias: string; route: Route; built: boolean }[] {
  return routeTable.flatMap((route) => route.aliases.map((alias) => ({ alias, route, built: builtPages.has(route.path) })));
}
