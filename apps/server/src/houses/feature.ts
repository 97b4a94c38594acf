import { housesSchema } from '../db/migrations/0003_houses';
import type { ServerFeature } from '../serverFeature';
import { registerHouseMedia } from './media/routes';
import { houseRoutes } from './routes';
import { seedHouses } from './seedHouses';

/** Finding a room: the house list and its filters, the map, house and store pages, favourites, their pictures. */
export const housesFeature: ServerFeature = {
  name: 'houses',
  routes: houseRoutes,
  register: (app, services) => registerHouseMedia(app, services.db),
  migrations: [housesSchema],
  seed: seedHouses,
};
