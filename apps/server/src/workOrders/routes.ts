import { catalogue } from '@aster/core-api';
import { implement, loggedInUser, type ApiRoute } from '../http/api';
import type { Services } from '../services';
import { createWorkOrderStore, settingOfType, WORK_ORDER_TIME, workOrderErrors } from './workOrderStore';

/** The tenant's work orders and the work-order settings (the same for every company on the reference server). */
export function workOrderRoutes(services: Services): ApiRoute[] {
  const store = createWorkOrderStore(services.db, services.clock);
  const e = catalogue.workOrder;
  const home = catalogue.home;
  const ok = { ok: true as const };
  return [
    implement(home.workOrderTime, () => WORK_ORDER_TIME),
    implement(home.workOrderSetting, (context) => {
      const setting = settingOfType(context.input.type);
      if (setting === null) throw workOrderErrors.notFound();
      return setting;
    }),
    implement(e.list, (context) => store.list(loggedInUser(context), context.input.kind)),
    implement(e.detail, (context) => store.detail(loggedInUser(context), context.params.id ?? '')),
    implement(e.add, (context) => store.add(loggedInUser(context), context.input)),
    implement(e.cancel, (context) => {
      store.cancel(loggedInUser(context), context.params.id ?? '');
      return ok;
    }),
    implement(e.urge, (context) => {
      store.urge(loggedInUser(context), context.params.id ?? '');
      return ok;
    }),
    implement(e.rate, (context) => {
      store.rate(loggedInUser(context), context.params.id ?? '', context.input);
      return ok;
    }),
  ];
}
