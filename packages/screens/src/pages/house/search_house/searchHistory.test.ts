import type { StoragePort } from '@aster/core-domain';
import { SEARCH_HISTORY_MAX, clearSearchHistory, readSearchHistory, rememberSearch, searchHistoryKey } from './searchHistory';

function memoryStorage(initial: Record<string, string> = {}): StoragePort & { values: Map<string, string> } {
  const values = new Map(Object.entries(initial));
  return {
    values,
    get: (key) => values.get(key) ?? null,
    set: (key, value) => void values.set(key, value),
    remove: (key) => void values.delete(key),
  };
}

describe('search history', () => {
  const key = searchHistoryKey(42);

  it('is kept per user, guests sharing one', () => {
    expect(searchHistoryKey(42)).toBe('searchHistory:42');
    expect(searchHistoryKey(null)).toBe('searchHistory:guest');
    expect(searchHistoryKey('')).toBe('searchHistory:guest');
    const storage = memoryStorage();
    rememberSearch(storage, searchHistoryKey(1), '张江');
    expect(readSearchHistory(storage, searchHistoryKey(2))).toEqual([]);
  });

  it('puts the newest first, once, and keeps at most ten', () => {
    const storage = memoryStorage();
    for (let index = 1; index <= 12; index += 1) rememberSearch(storage, key, `小区${index}`);
    expect(rememberSearch(storage, key, '小区5')).toEqual(['小区5', '小区12', '小区11', '小区10', '小区9', '小区8', '小区7', '小区6', '小区4', '小区3']);
    expect(readSearchHistory(storage, key)).toHaveLength(SEARCH_HISTORY_MAX);
  });

  it('stores searches sanitised and ignores empty ones', () => {
    const storage = memoryStorage();
    expect(rememberSearch(storage, key, '  徐汇\u200B  滨江 ')).toEqual(['徐汇 滨江']);
    expect(rememberSearch(storage, key, '   ')).toEqual(['徐汇 滨江']);
  });

  it.each([
    ['not JSON', '{oops'],
    ['not a list', '{"a":1}'],
    ['a list of numbers', '[1,2]'],
    ['an over-long entry', JSON.stringify(['x'.repeat(51)])],
  ])('ignores and removes stored data that is %s', (_what, raw) => {
    const storage = memoryStorage({ [key]: raw });
    expect(readSearchHistory(storage, key)).toEqual([]);
    expect(storage.values.has(key)).toBe(false);
  });

  it('clears the history', () => {
    const storage = memoryStorage();
    rememberSearch(storage, key, '张江');
    clearSearchHistory(storage, key);
    expect(readSearchHistory(storage, key)).toEqual([]);
  });
});
