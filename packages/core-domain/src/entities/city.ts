import { z } from 'zod';

/** cityId 0 means "no city chosen yet" (spec default). */
export const DEFAULT_CITY_ID = 0;

export const CityIdSchema = z.number().int().nonnegative();
export const CityNameSchema = z.string();

export const CitySelectionSchema = z.object({
  cityId: CityIdSchema.default(DEFAULT_CITY_ID),
  cityName: CityNameSchema.default(''),
  latitude: z.number().min(-90).max(90).optional(),
  longitude: z.number().min(-180).max(180).optional(),
});
export type CitySelection = z.infer<typeof CitySelectionSchema>;

export const defaultCitySelection: CitySelection = { cityId: DEFAULT_CITY_ID, cityName: '' };
