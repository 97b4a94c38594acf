import { SECTION_7_CALLS } from '../../packages/core-api/src/catalogue/section7';

/** Section 7's calls as patterns over "METHOD /path" (a `{name}` is one path segment). */
const SECTION_7_PATTERNS = SECTION_7_CALLS.map((label) => new RegExp(`^${label.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}$`));

/** Whether "METHOD /path" is a call of spec section 7. */
export const isSection7Call = (call: string): boolean => SECTION_7_PATTERNS.some((pattern) => pattern.test(call));

/** The calls of a list ("GET /tapp/v1/home/config"...) that are not section 7 calls: what a spec-only backend cannot answer. */
export const outsideSection7 = (calls: readonly string[]): string[] => [...new Set(calls.filter((call) => !isSection7Call(call)))];
