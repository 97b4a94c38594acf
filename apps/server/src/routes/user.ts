import { userEndpoints } from '@aster/core-api';
import { implement, loggedInUser, type ApiRoute } from '../http/api';
import { BusinessError, errors } from '../http/errors';
import type { Services } from '../services';
import { userView } from './views';

const MAX_NAME_LENGTH = 20;
// Emoji and other pictographs: the nickname is shown in places that cannot draw them.
const EMOJI = /\p{Extended_Pictographic}/u;

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
      const { userName, photo } = context.input;
      const name = userName?.trim();
      if (name !== undefined) {
        if (name.length === 0 || [...name].length > MAX_NAME_LENGTH) throw new BusinessError('USER_NAME_INVALID', `昵称长度为 1–${MAX_NAME_LENGTH} 个字`);
        if (EMOJI.test(name)) throw new BusinessError('USER_NAME_INVALID', '昵称不能包含表情符号');
      }
      if (photo !== undefined && photo !== '' && !/^(https:\/\/|\/static\/)/.test(photo)) {
        throw new BusinessError('PHOTO_INVALID', '头像地址不正确');
      }
      users.updateProfile(loggedInUser(context), { userName: name, photo });
      return null;
    }),
  ];
}
