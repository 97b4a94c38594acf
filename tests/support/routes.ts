import { HOME_PAGE, routeTable, type Route } from '../../packages/core-domain/src';
import { builtPages } from '../../packages/screens/src/pages/registry';

/** Pages in this build (the screens' registry) and the route table they come from. */
export { HOME_PAGE, builtPages, routeTable };
export type { Route };

export function routeOf(pagePath: string): Route {
  const route = routeTable.find((candidate) => candidate.path === pagePath);
  if (route === undefined) throw new Error(`No route ${pagePath} in the route table`);
  return route;
}

/** Every short web alias of spec section 2 with the page it names. */
export function aliases(): { alias: string; route: Route; built: boolean }[] {
  return routeTable.flatMap((route) => route.aliases.map((alias) => ({ alias, route, built: builtPages.has(route.path) })));
}
