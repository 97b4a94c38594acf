import { z } from 'zod';

/** Company "0" is the public-account mode (no operator company chosen). */
export const DEFAULT_COMPANY_ID = '0';

/**
 * The company whose icons are renamed (spec: "one specific company id is treated as a particular brand").
 * The spec does not give the id; "1001" is our choice, kept in this one constant.
 */
export const BRAND_COMPANY_ID = '1001';

export const CompanyIdSchema = z.string().max(20, 'companyId must be digits').regex(/^\d+$/, 'companyId must be digits');
export type CompanyId = z.infer<typeof CompanyIdSchema>;

export function isPublicAccountMode(companyId: string): boolean {
  return companyId === DEFAULT_COMPANY_ID;
}

export function isBrandCompany(companyId: string): boolean {
  return companyId === BRAND_COMPANY_ID;
}

/**
 * Reads the company id from a `c=digits` parameter of a URL or query string ("?c=12", "a=1&c=12",
 * "https://x/aster?c=12#/home"). Anything else (missing, empty, non-digits) gives null: the caller keeps its current id.
 */
export function readCompanyIdFromQuery(urlOrQuery: string): string | null {
  const match = /(?:^|[?&#])c=([^&#]*)/.exec(urlOrQuery);
  const value = match?.[1];
  return value !== undefined && /^\d+$/.test(value) ? value : null;
}
