import type { User } from '@aster/core-domain';
import type { UserRecord } from '../auth/users';

/** The user as the app's session keeps it (core-domain UserSchema). The owner sees their own full phone. */
export function userView(user: UserRecord, origin = ''): User {
  return {
    userId: String(user.id),
    userName: user.userName,
    mobile: user.mobile,
    photo: absolute(origin, user.photo),
    truth: user.truth,
    authBinding: user.authBinding,
  };
}

/** Paths stored in the seed ("/static/...") become absolute: mini-programs cannot load relative image URLs. */
export function absolute(origin: string, url: string): string {
  return url.startsWith('/') ? `${origin}${url}` : url;
}
