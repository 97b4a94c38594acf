import { userConstellation } from '../db/migrations/0045_user_constellation';
import type { ServerFeature } from '../serverFeature';
import { userRoutes } from './routes';

/**
 * The tenant's own profile: who they are, their nickname, photo and constellation. Its table came with step 0001
 * (home); 0045 adds the constellation.
 */
export const userFeature: ServerFeature = {
  name: 'user',
  routes: userRoutes,
  migrations: [userConstellation],
};
