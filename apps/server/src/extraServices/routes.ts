import { catalogue } from '@aster/core-api';
import { implement, loggedInUser, type ApiRoute } from '../http/api';
import type { Services } from '../services';
import { createExtraServiceStore } from './extraServiceStore';

/** 服务电话, 我的管家, 无线网络, 公告, 我的室友: each answer is about the caller's own rooms, found by their token. */
export function extraServiceRoutes(services: Services): ApiRoute[] {
  const store = createExtraServiceStore(services.db);
  const e = catalogue.extraService;
  return [
    implement(e.servicePhones, (context) => store.servicePhones(context.userId)),
    implement(e.managers, (context) => store.managers(loggedInUser(context), context.origin)),
    implement(e.wifi, (context) => store.wifi(loggedInUser(context))),
    implement(e.notices, (context) => store.notices(context.userId, context.input.pageNo, context.input.pageSize)),
    implement(e.roommates, (context) => store.roommates(loggedInUser(context))),
  ];
}
