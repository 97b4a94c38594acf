import { z } from 'zod';
import { ActivitySignUpSchema } from '@aster/core-domain';
import { defineEndpoint, queryNumber } from './define';

// Activity screens come with their own issue: answers stay open until then.
export const activityEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    prefix: '/unity-activity',
    path: 'v1/list/multi',
    request: z.object({ activityStatus: queryNumber().int().optional() }),
  }),
  detail: defineEndpoint({ method: 'GET', prefix: '/unity-activity', path: 'v1/{id}' }),
  participate: defineEndpoint({
    method: 'POST',
    prefix: '/unity-activity',
    path: 'v1/participate/{id}',
    request: ActivitySignUpSchema,
    needsAuth: true,
  }),
};
