import { devicesSchema } from '../db/migrations/0017_devices';
import type { ServerFeature } from '../serverFeature';
import { createDeviceStore } from './deviceStore';
import { deviceHomeRoutes } from './routes';
import { seedDevices } from './seed';

/**
 * The device cloud (issue 14): the devices of the houses the tenant lives in, per contract and room, and the locks
 * (details, pinning). The meters (0018) and lock access (0019) features build on its tables.
 */
export const devicesFeature: ServerFeature = {
  name: 'devices',
  requires: ['contracts'],
  routes: (services) => deviceHomeRoutes(createDeviceStore(services)),
  migrations: [devicesSchema],
  seed: seedDevices,
};
