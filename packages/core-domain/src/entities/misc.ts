import { z } from 'zod';
import { PRE_CREATED_ONLINE_CONTRACT_STATUS } from '../constants';
import { DateTextSchema, EntityIdSchema, openFields } from './common';

export const DotLogSchema = z.object({
  device: z.object({ system: z.string().max(100), model: z.string().max(100), brand: z.string().max(100) }),
  appInfo: openFields().optional(),
  zk: z.string().max(200).optional(),
  dotContent: z.string().max(2000),
  isPush: z.boolean().default(false),
});
export type DotLog = z.infer<typeof DotLogSchema>;

export const AlipaySubscriptionFlagsSchema = z.object({
  isSubscribed: z.boolean().default(false),
  isRejectedForever: z.boolean().default(false),
});
export type AlipaySubscriptionFlags = z.infer<typeof AlipaySubscriptionFlagsSchema>;

// An http(s) URL checked by pattern: z.url() needs the URL class, which the mini-programs' engines lack
// (every settings/domain answer failed to parse there).
const domainUrl = () => z.string().regex(/^https?:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i, 'expected an http(s) URL');

export const DomainsSchema = z.object({
  pmsDomain: domainUrl(),
  tappDomain: domainUrl(),
  staticDomain: domainUrl(),
});
export type Domains = z.infer<typeof DomainsSchema>;

export const ContractExtrasSchema = z.object({
  company: z.string().max(100).optional(),
  email: z.string().max(100).optional(),
  occupation: z.string().max(100).optional(),
  onlineContractStatus: z.number().int().default(PRE_CREATED_ONLINE_CONTRACT_STATUS),
  showSign: z.boolean().optional(),
  signImage: z.string().max(200_000).optional(),
  flowType: z.union([z.string().max(20), z.number()]).optional(),
  sign: z.string().max(512).optional(),
  contractId: EntityIdSchema.optional(),
  expectCheckoutDate: DateTextSchema.optional(),
});
export type ContractExtras = z.infer<typeof ContractExtrasSchema>;

export const CheckoutApplySchema = z.object({
  contractId: EntityIdSchema,
  expectCheckoutDate: DateTextSchema,
});
export type CheckoutApply = z.infer<typeof CheckoutApplySchema>;
