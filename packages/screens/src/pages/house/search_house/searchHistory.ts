import { z } from 'zod';
import { type StoragePort, readStoredJson, sanitizeSearchKey, writeStoredJson } from '@aster/core-domain';

/** How many searches the history keeps, newest first. */
export const SEARCH_HISTORY_MAX = 10;

// Stored data is input the app does not control: anything but a list of short texts is dropped.
const StoredHistorySchema = z.array(z.string().min(1).max(50)).max(100);

/** One history per user on this device; guests share one. */
export function searchHistoryKey(userId: string | number | null | undefined): string {
  return `searchHistory:${userId === null || userId === undefined || userId === '' ? 'guest' : String(userId)}`;
}

export function readSearchHistory(storage: StoragePort, key: string): string[] {
  const stored = readStoredJson(storage, key, StoredHistorySchema) ?? [];
  const words = stored.map((word) => sanitizeSearchKey(word)).filter((word) => word !== '');
  return [...new Set(words)].slice(0, SEARCH_HISTORY_MAX);
}

/** Puts a search first (once), keeps at most SEARCH_HISTORY_MAX, and answers the new history. */
export function rememberSearch(storage: StoragePort, key: string, word: string): string[] {
  const clean = sanitizeSearchKey(word);
  const current = readSearchHistory(storage, key);
  if (clean === '') return current;
  const next = [clean, ...current.filter((item) => item !== clean)].slice(0, SEARCH_HISTORY_MAX);
  writeStoredJson(storage, key, next);
  return next;
}

export function clearSearchHistory(storage: StoragePort, key: string): void {
  storage.remove(key);
}
