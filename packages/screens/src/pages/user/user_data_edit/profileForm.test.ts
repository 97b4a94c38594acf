import { NICKNAME_MAX_LENGTH, nicknameError, normalizeNickname, profileMessages } from './profileForm';

describe('nickname', () => {
  it.each(['租', '张三', '  李四  ', 'Tenant_01', '一'.repeat(NICKNAME_MAX_LENGTH)])('accepts %j', (name) => {
    expect(nicknameError(name)).toBeNull();
  });

  it('is saved trimmed', () => {
    expect(normalizeNickname('  李四 ')).toBe('李四');
  });

  it.each(['', '   ', '\t\n'])('asks for a name when it is blank: %j', (name) => {
    expect(nicknameError(name)).toBe(profileMessages.empty);
  });

  it('refuses more than 20 characters, counted after trimming', () => {
    expect(nicknameError('一'.repeat(NICKNAME_MAX_LENGTH + 1))).toBe(profileMessages.tooLong);
    expect(nicknameError(` ${'一'.repeat(NICKNAME_MAX_LENGTH)} `)).toBeNull();
    // Counted as characters: a rare character outside the BMP is one, not two UTF-16 units.
    expect(nicknameError('𠀋'.repeat(NICKNAME_MAX_LENGTH))).toBeNull();
  });

  it.each(['小明😀', '👍', '🇨🇳租客', '租客❤️'])('rejects emoji in %j with a clear message', (name) => {
    expect(nicknameError(name)).toBe('昵称不能包含表情符号');
  });
});
