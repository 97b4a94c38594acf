import { z } from 'zod';
import { CompanyIdSchema } from './company';
import { NumericCodeSchema } from './common';

export const HomeQuerySchema = z.object({
  cityId: z.number().int().nonnegative(),
  lat: z.number().optional(),
  lon: z.number().optional(),
  searchKey: z.string().optional(),
  typeList: z.array(z.number().int()).optional(),
  type: z.number().int().optional(),
  companyId: CompanyIdSchema.optional(),
  scanCode: z.string().optional(),
  appId: z.string().optional(),
});
export type HomeQuery = z.infer<typeof HomeQuerySchema>;

/** Banner position types the home page asks for (spec section 3). */
export const BannerPosition = { top: 1, middle: 2, popup: 4 } as const;
export type BannerPosition = (typeof BannerPosition)[keyof typeof BannerPosition];

export const ContractCountsSchema = z.looseObject({
  activeCount: NumericCodeSchema.default(0),
  unBindCount: NumericCodeSchema.default(0),
});
export type ContractCounts = z.infer<typeof ContractCountsSchema>;
