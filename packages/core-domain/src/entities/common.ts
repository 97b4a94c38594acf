import { z } from 'zod';
import { isValidPhone } from '../validation/validators';

/** Server ids arrive as numbers or digit strings; both are accepted as they are. */
export const EntityIdSchema = z.union([z.string().min(1).max(64), z.number().int()]);
export type EntityId = z.infer<typeof EntityIdSchema>;

/** A calendar date as the server expects it, yyyy-MM-dd. */
export const DateTextSchema = z.string().max(10, 'expected yyyy-MM-dd').regex(/^\d{4}-\d{2}-\d{2}$/, 'expected yyyy-MM-dd');

/** Money as the server sends or expects it: yuan as a number or as decimal text. */
export const YuanAmountSchema = z.union([z.number(), z.string().max(20, 'expected a yuan amount').regex(/^-?\d+(?:\.\d+)?$/, 'expected a yuan amount')]);

/**
 * Fields of any name in a request whose feature is not built yet (relayed as they come): flat values, each
 * bounded, and at most `maxFields` of them, so a client cannot send unbounded work.
 */
export function openFields(maxFields = 50) {
  return z
    .record(z.string().max(64), z.union([z.string().max(2000), z.number(), z.boolean(), z.null()]))
    .refine((fields) => Object.keys(fields).length <= maxFields, `最多${maxFields}个参数`)
    .meta({ maxProperties: maxFields });
}

export const PhoneSchema = z.string().max(20, '请输入正确的手机号').refine(isValidPhone, '请输入正确的手机号');

/** Numeric flags (0/1, type codes) sometimes arrive as digit strings. */
export const NumericCodeSchema = z.preprocess(
  (value) => (typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value),
  z.number().int(),
);
