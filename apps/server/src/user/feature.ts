import type { ServerFeature } from '../serverFeature';
import { userRoutes } from './routes';

/** The tenant's own profile: who they are, their nickname and photo. Its table came with step 0001 (home). */
export const userFeature: ServerFeature = {
  name: 'user',
  routes: userRoutes,
};
