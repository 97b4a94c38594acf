import { z } from 'zod';
import { workOrdersSchema } from '../db/migrations/0021_work_orders';
import { registerOperatorList, registerOperatorRoute } from '../http/operatorRoute';
import { ACTION_ROLES } from '../operator/roles';
import type { ServerFeature } from '../serverFeature';
import { workOrderRoutes } from './routes';
import { seedWorkOrders } from './seed';
import { createWorkOrderStore } from './workOrderStore';

/** The dev route that plays maintenance (the operator API's work-orders/advance): moves an order one step (accepted, assigned to a worker, visiting, done). */
export const DEV_WORK_ORDER_ADVANCE_PATH = '/__dev/work-orders/:id/advance';

/**
 * Work orders (issue 15): repairs, cleanings and complaints about a rented room, their steps with deadlines from the
 * work-order settings, their photos (the uploads feature, kind work_order) and the tenant's ratings.
 */
export const workOrdersFeature: ServerFeature = {
  name: 'workOrders',
  requires: ['contracts', 'uploads', 'operator'],
  routes: (services) => workOrderRoutes(services),
  register: (app, services) => {
    const store = createWorkOrderStore(services.db, services.clock);
    const roles = ACTION_ROLES.maintenance;
    registerOperatorRoute(app, services, { devPath: DEV_WORK_ORDER_ADVANCE_PATH, action: 'work-orders/advance', roles, body: z.object({}), act: (id) => store.advance(id) });
    registerOperatorList(app, services, { path: 'work-orders', roles, statuses: ['submitted', 'accepted', 'assigned', 'visiting', 'done', 'rated', 'cancelled'], list: (status, limit, after) => store.listed(status, limit, after) });
  },
  migrations: [workOrdersSchema],
  seed: seedWorkOrders,
  // The tenant's orders go with the account (their photos go with the uploads feature).
  accountCancel: (services) => ({ onAccountCancel: (userId) => createWorkOrderStore(services.db, services.clock).deleteAllOf(userId) }),
};
