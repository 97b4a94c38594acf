import { z } from 'zod';
import { YuanAmountSchema } from './common';

export const PayOrderSchema = z.looseObject({
  orderNo: z.string().min(1),
  amount: YuanAmountSchema,
  paySubChannel: z.union([z.string(), z.number()]).optional(),
  subAccountType: z.union([z.string(), z.number()]).optional(),
});
export type PayOrder = z.infer<typeof PayOrderSchema>;

/** Stored under the payData key between leaving for payment and coming back; only deviceType is read. */
export const PayDataSchema = z.looseObject({
  deviceType: z.union([z.string(), z.number()]).optional(),
});
export type PayData = z.infer<typeof PayDataSchema>;
