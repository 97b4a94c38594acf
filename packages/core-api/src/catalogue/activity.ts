import { z } from 'zod';
import { ActivityDetailSchema, ActivityListSchema, ActivitySignUpSchema, ActivityStatusSchema, CityWechatSchema, SignUpSchema } from '@aster/core-domain';
import { defineEndpoint, queryNumber, inCatalogueFeature } from './define';

// Social activities (issue 15). The spec gives three calls under /unity-activity: the list by activityStatus, one
// activity, and the sign-up (contactor, participants, phoneNum). Its answers are "not shown": they are the schemas
// of core-domain's entities/activity.ts. The pages need two more, ours, beside them under /unity-activity/v1:
// 我的报名 (the caller's sign-ups) and cancelling one before the activity starts. A sign-up id is the caller's own
// (anyone else's is "not found"); the sign-up body adds our optional requestKey: a retried send answers the same
// sign-up instead of a refusal.

const auth = { needsAuth: true } as const;
const MAX_SIGN_UPS = 100;

export const activityEndpoints = {
  /** The activities of the list's tab (1 报名中, 2 进行中, 3 已结束; none: all), soonest first (已结束: latest first). */
  list: defineEndpoint({
    method: 'GET',
    prefix: '/unity-activity',
    path: 'v1/list/multi',
    request: z.object({ activityStatus: queryNumber().pipe(ActivityStatusSchema).optional() }),
    response: ActivityListSchema,
  }),
  /** One activity; with a token, the caller's sign-up state and own sign-up. */
  detail: defineEndpoint({ method: 'GET', prefix: '/unity-activity', path: 'v1/{id}', response: ActivityDetailSchema }),
  /** Signs the caller up (places taken in one transaction: never more than the capacity); answers the activity. */
  participate: defineEndpoint({
    method: 'POST',
    prefix: '/unity-activity',
    path: 'v1/participate/{id}',
    request: ActivitySignUpSchema,
    response: ActivityDetailSchema,
    ...auth,
  }),
  /** 我的报名 (ours): the caller's sign-ups, coming activities first, contacts masked. */
  mySignUps: defineEndpoint({ method: 'GET', prefix: '/unity-activity', path: 'v1/sign-up/mine', response: z.array(SignUpSchema).max(MAX_SIGN_UPS), ...auth, extension: 'my activity sign-ups' }),
  /** Cancels one of the caller's sign-ups before the activity starts (ours); its places go back. Answers the sign-up. */
  cancelSignUp: defineEndpoint({ method: 'POST', prefix: '/unity-activity', path: 'v1/sign-up/{id}/cancel', response: SignUpSchema, ...auth, extension: 'cancel an activity sign-up' }),
};

// The operator's WeChat per city (wechat/add, wechat/chooseCity). The spec names the pages and no call (its company
// WeChat calls are the official account's, one per company): this one is ours, under /common/v1 beside them. Public:
// a guest may add the customer service too. The cities are home/city-list's.
export const wechatEndpoints = {
  /** The customer-service WeChat of a city (0 or an unknown city: the fallback city's). */
  cityAccount: defineEndpoint({
    method: 'GET',
    prefix: '/common/v1',
    path: 'company/wechat-city',
    request: z.object({ cityId: queryNumber().pipe(z.number().int().min(0).max(99999999)).default(0) }),
    response: CityWechatSchema,
    extension: "follow_public: the city's official account",
  }),
};

// The catalogue feature of each endpoint (catalogue/index.ts), for the client's extension check.
inCatalogueFeature('activity', activityEndpoints);
inCatalogueFeature('wechat', wechatEndpoints);
