import { initialSchema } from '../db/migrations/0001_initial_schema';
import type { ServerFeature } from '../serverFeature';
import { homeRoutes } from './routes';
import { seedHomeContent } from './seed';
import { registerStaticAssets } from './staticAssets';

/**
 * The home page and the app's common configuration: banners, icons, ads, cities, settings, scan codes, the
 * company's look. Step 0001 predates the feature modules: it also made the tables of login and the user.
 */
export const homeFeature: ServerFeature = {
  name: 'home',
  routes: homeRoutes,
  register: registerStaticAssets,
  migrations: [initialSchema],
  seed: seedHomeContent,
};
