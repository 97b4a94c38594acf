import { workOrdersSchema } from '../db/migrations/0021_work_orders';
import type { ServerFeature } from '../serverFeature';

/**
 * Work orders (issue 15): repairs, cleanings and complaints about a rented room, their steps with deadlines from the
 * work-order settings, their photos (the uploads feature) and the tenant's ratings.
 */
export const workOrdersFeature: ServerFeature = {
  name: 'workOrders',
  requires: ['contracts', 'uploads'],
  migrations: [workOrdersSchema],
};
