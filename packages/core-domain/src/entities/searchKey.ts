import { z } from 'zod';
import { sanitizeRules } from '../validation/sanitize';
import { inputMaxLength, textLength } from '../validation/text';

// In a module of its own: the home catalogue's search suggestions read it, and the rest of the house entities (some
// 360 zod schemas built at import) need not come with the H5 first load for it.

/** What the tenant searched for, as sent (sanitizeSearchKey): at most 50 characters, counted as every limit is. */
export const SearchKeySchema = z
  .string()
  .max(inputMaxLength(sanitizeRules.searchKey.maxLength), { message: `搜索词最多${sanitizeRules.searchKey.maxLength}个字`, abort: true })
  .refine((key) => textLength(key) <= sanitizeRules.searchKey.maxLength, `搜索词最多${sanitizeRules.searchKey.maxLength}个字`);
