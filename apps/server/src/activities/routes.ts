import { catalogue } from '@aster/core-api';
import { implement, loggedInUser, type ApiRoute } from '../http/api';
import type { Services } from '../services';
import { createActivityStore } from './activityStore';

/** 社区活动, 活动详情, 报名, 我的报名 and 取消报名: sign-ups and cancels are the caller's own, found by their token. */
export function activityRoutes(services: Services): ApiRoute[] {
  const store = createActivityStore(services.db, services.clock);
  const e = catalogue.activity;
  return [
    implement(e.list, (context) => store.list(context.input.activityStatus, context.origin)),
    implement(e.detail, (context) => store.detail(context.params.id ?? '', context.userId, context.origin)),
    implement(e.participate, (context) => store.signUp(context.params.id ?? '', loggedInUser(context), context.input, context.origin)),
    implement(e.mySignUps, (context) => store.mine(loggedInUser(context), context.origin)),
    implement(e.cancelSignUp, (context) => store.cancel(context.params.id ?? '', loggedInUser(context), context.origin)),
  ];
}
