import { userEndpoints } from '@aster/core-api';
import { implement, loggedInUser, type ApiRoute } from '../http/api';
import { BusinessError, errors } from '../http/errors';
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
      // userName comes checked and trimmed by core-domain's NicknameSchema (the catalogue's request), as the app checks it.
      const { userName, photo } = context.input;
      if (photo !== undefined && photo !== '' && !/^(https:\/\/|\/static\/)/.test(photo)) {
        throw new BusinessError('PHOTO_INVALID', '头像地址不正确');
      }
      users.updateProfile(loggedInUser(context), { userName, photo });
      return null;
    }),
  ];
}
