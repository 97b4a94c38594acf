import { LimitsSchema, type Limits } from '../config';

/** The default limits (a share link open 24 hours), for tests that build the stores without a server. */
export const limitsForTests: Limits = LimitsSchema.parse({});
