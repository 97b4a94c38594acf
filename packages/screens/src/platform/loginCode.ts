import type { LoginPort } from '@aster/core-api';

// The one-time code a mini-program trades for an openId at /common/v2/login (the silent auto-login).
// Interface: core-api's LoginPort. Plain fallback, also the H5 one: none, browsers have no silent login
// (the user logs in by phone).
export type { LoginPort };

export const loginCode: LoginPort | null = null;
