import fc from 'fast-check';
import { hasInvisible } from '../validation/text';
import { UserInfoSchema } from './auth';
import { ImUserSchema, NICKNAME_MAX_LENGTH, NicknameSchema, UserSchema, isAuthenticated } from './user';

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

describe('NicknameSchema', () => {
  const message = (name: string) => NicknameSchema.safeParse(name).error?.issues[0]?.message ?? null;

  it('accepts 1-20 characters once trimmed, counted in code points, and saves them trimmed', () => {
    for (const name of ['租', '张三', 'Tenant_01', '一'.repeat(NICKNAME_MAX_LENGTH), '𠀋'.repeat(NICKNAME_MAX_LENGTH)]) expect(message(name)).toBeNull();
    expect(NicknameSchema.parse('  李四 ')).toBe('李四');
    expect(message(` ${'一'.repeat(NICKNAME_MAX_LENGTH)} `)).toBeNull();
  });

  it('asks for a name when blank and refuses more than 20 characters', () => {
    expect(message('')).toBe('请输入昵称');
    expect(message(' \t\n')).toBe('请输入昵称');
    expect(message('一'.repeat(NICKNAME_MAX_LENGTH + 1))).toBe('昵称不能超过20个字');
  });

  it.each(['小明😀', '👍', '🇨🇳租客', '租客❤️', '1️⃣号', '#️⃣', '🏴󠁧󠁢󠁥󠁮󠁧󠁿'])('refuses the emoji in %j (flags and keycaps too)', (name) => {
    expect(message(name)).toBe('昵称不能包含表情符号');
  });

  // Bidi overrides and isolates, NUL, a lone surrogate of either half, zero-width space, joiners and no-break, the BOM,
  // the soft hyphen, a Hangul filler: each would let a name look like another one or like nothing.
  const invisible = ['\u202E', '\u202D', '\u2066', '\u2069', '\u200F', '\u0000', '\u0007', '\uD800', '\uDFFF', '\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF', '\u00AD', '\u3164'];

  it('refuses an invisible character anywhere in the name, instead of saving a tidied copy', () => {
    const visible = fc.string({ unit: fc.constantFrom(...'张三李四租客Tenant_01 ·-'), minLength: 1, maxLength: NICKNAME_MAX_LENGTH - 1 });
    fc.assert(
      fc.property(visible, fc.constantFrom(...invisible), fc.nat(), (name, hidden, at) => {
        const position = at % (name.length + 1);
        expect(message(`${name.slice(0, position)}${hidden}${name.slice(position)}`)).toBe('昵称不能包含不可见字符');
      }),
    );
  });

  it('never saves an invisible character, whatever is typed', () => {
    const typed = fc.string({ unit: fc.oneof(fc.constantFrom(...invisible, ' ', '\t', '一', 'a'), fc.integer({ min: 0, max: 0x10ffff }).map((point) => String.fromCodePoint(point))), maxLength: 30 });
    fc.assert(
      fc.property(typed, (name) => {
        const result = NicknameSchema.safeParse(name);
        if (result.success) expect(hasInvisible(result.data)).toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  it('is the userName rule of the profile update the server receives', () => {
    expect(UserInfoSchema.safeParse({ userName: '🇨🇳' }).success).toBe(false);
    expect(UserInfoSchema.parse({ userName: ' 张三 ' })).toEqual({ userName: '张三' });
    expect(UserInfoSchema.safeParse({ photo: 'javascript:alert(1)' }).error?.issues[0]?.message).toBe('头像地址不正确');
    expect(UserInfoSchema.safeParse({ photo: '/static/demo/a.png' }).success).toBe(true);
  });
});
