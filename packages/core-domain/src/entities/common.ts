import { z } from 'zod';
import { isValidPhone } from '../validation/validators';

/** Server ids arrive as numbers or digit strings; both are accepted as they are. */
export const EntityIdSchema = z.union([z.string().min(1), z.number().int()]);
export type EntityId = z.infer<typeof EntityIdSchema>;

/** A calendar date as the server expects it, yyyy-MM-dd. */
export const DateTextSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected yyyy-MM-dd');

/** Money as the server sends or expects it: yuan as a number or as decimal text. */
export const YuanAmountSchema = z.union([z.number(), z.string().regex(/^-?\d+(?:\.\d+)?$/, 'expected a yuan amount')]);

export const PhoneSchema = z.string().refine(isValidPhone, '请输入正确的手机号');

/** Numeric flags (0/1, type codes) sometimes arrive as digit strings. */
export const NumericCodeSchema = z.preprocess(
  (value) => (typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value),
  z.number().int(),
);
