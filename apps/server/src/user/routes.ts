import { userEndpoints } from '@aster/core-api';
import { implement, loggedInUser, type ApiRoute } from '../http/api';
import { errors } from '../http/errors';
import { userView } from '../auth/users';
import type { Services } from '../services';

export function userRoutes(services: Services): ApiRoute[] {
  const { users } = services;
  const e = userEndpoints;
  return [
    implement(e.userInfo, (context) => {
      const user = users.byId(loggedInUser(context));
      if (!user) throw errors.unauthorized();
      return userView(user, context.origin);
    }),
    implement(e.updateUserInfo, (context) => {
      // Checked by core-domain's UserInfoSchema (the catalogue's request): the nickname trimmed as the app checks it, the
      // photo link, the constellation id (0-12).
      const { userName, photo, constellation } = context.input;
      users.updateProfile(loggedInUser(context), { userName, photo, constellation });
      return null;
    }),
  ];
}
