import { z } from 'zod';
import { isBrandCompany } from './company';

export const IconConfigEntrySchema = z.looseObject({
  identification: z.number().int(),
  name: z.string(),
  iconUrl: z.string(),
});
export type IconConfigEntry = z.infer<typeof IconConfigEntrySchema>;

export const BaseConfigSchema = z.looseObject({
  iconConfig: z.array(IconConfigEntrySchema).default([]),
});
export type BaseConfig = z.infer<typeof BaseConfigSchema>;

/** Icon identifications the brand company names itself (spec section 3). */
export const HouseIdentification = {
  wholeUnit: 1,
  sharedBed: 2,
  brandApartment: 4,
  franchise: 15,
} as const;
export type HouseIdentification = (typeof HouseIdentification)[keyof typeof HouseIdentification];

const brandIconNames: Readonly<Record<number, string>> = {
  [HouseIdentification.wholeUnit]: '整租',
  [HouseIdentification.sharedBed]: '床位',
  [HouseIdentification.brandApartment]: '品牌公寓',
  [HouseIdentification.franchise]: '加盟',
};

/** The name shown for an icon: the brand company uses its own names, everyone else the server's name. */
export function iconDisplayName(entry: Pick<IconConfigEntry, 'identification' | 'name'>, companyId: string): string {
  if (isBrandCompany(companyId)) {
    return brandIconNames[entry.identification] ?? entry.name;
  }
  return entry.name;
}
