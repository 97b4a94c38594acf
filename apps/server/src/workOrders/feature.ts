import { z } from 'zod';
import { workOrdersSchema } from '../db/migrations/0021_work_orders';
import { registerOperatorRoute } from '../http/operatorRoute';
import type { ServerFeature } from '../serverFeature';
import { workOrderRoutes } from './routes';
import { seedWorkOrders } from './seed';
import { createWorkOrderStore } from './workOrderStore';

/** The dev flag that plays the operator: moves an order one step (accepted, assigned to a worker, visiting, done). */
export const DEV_WORK_ORDER_ADVANCE_PATH = '/__dev/work-orders/:id/advance';

/**
 * Work orders (issue 15): repairs, cleanings and complaints about a rented room, their steps with deadlines from the
 * work-order settings, their photos (the uploads feature, kind work_order) and the tenant's ratings.
 */
export const workOrdersFeature: ServerFeature = {
  name: 'workOrders',
  requires: ['contracts', 'uploads'],
  routes: (services) => workOrderRoutes(services),
  register: (app, services) => {
    const store = createWorkOrderStore(services.db, services.clock);
    registerOperatorRoute(app, services, DEV_WORK_ORDER_ADVANCE_PATH, z.object({}), (id) => store.advance(id));
  },
  migrations: [workOrdersSchema],
  seed: seedWorkOrders,
  // The tenant's orders go with the account (their photos go with the uploads feature).
  accountCancel: (services) => ({ onAccountCancel: (userId) => createWorkOrderStore(services.db, services.clock).deleteAllOf(userId) }),
};
