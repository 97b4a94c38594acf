import { containsEmoji } from '@aster/core-domain';

export const NICKNAME_MAX_LENGTH = 20;

export const profileMessages = {
  empty: '请输入昵称',
  tooLong: `昵称不能超过${NICKNAME_MAX_LENGTH}个字`,
  emoji: '昵称不能包含表情符号',
} as const;

/** The nickname as saved: surrounding spaces dropped. */
export function normalizeNickname(text: string): string {
  return text.trim();
}

/** Why a nickname cannot be saved, or null: 1-20 characters once trimmed (counted as characters, not UTF-16 units), no emoji. */
export function nicknameError(text: string): string | null {
  const name = normalizeNickname(text);
  if (name === '') return profileMessages.empty;
  if (containsEmoji(name)) return profileMessages.emoji;
  if ([...name].length > NICKNAME_MAX_LENGTH) return profileMessages.tooLong;
  return null;
}
