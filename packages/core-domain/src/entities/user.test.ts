import { ImUserSchema, UserSchema, isAuthenticated } from './user';

describe('isAuthenticated', () => {
  it('needs truth=1 and authBinding=1', () => {
    expect(isAuthenticated({ truth: 1, authBinding: 1 })).toBe(true);
    expect(isAuthenticated({ truth: 1, authBinding: 0 })).toBe(false);
    expect(isAuthenticated({ truth: 0, authBinding: 1 })).toBe(false);
    expect(isAuthenticated({ truth: 2, authBinding: 1 })).toBe(false);
    expect(isAuthenticated({})).toBe(false);
    expect(isAuthenticated(null)).toBe(false);
    expect(isAuthenticated(undefined)).toBe(false);
  });

  it('works on users parsed from digit-string flags', () => {
    expect(isAuthenticated(UserSchema.parse({ truth: '1', authBinding: '1' }))).toBe(true);
    expect(isAuthenticated(UserSchema.parse({ truth: '1', authBinding: '0' }))).toBe(false);
  });
});

describe('UserSchema', () => {
  it('keeps unknown server fields and rejects wrong flag types', () => {
    expect(UserSchema.parse({ userId: 9, nickName: 'x' })).toEqual({ userId: 9, nickName: 'x' });
    expect(UserSchema.safeParse({ truth: 'yes' }).success).toBe(false);
    expect(UserSchema.safeParse('user').success).toBe(false);
    expect(ImUserSchema.safeParse({ imUserId: 5 }).success).toBe(false);
  });
});
