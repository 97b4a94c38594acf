import type { Platform } from '@aster/core-api';

// The platform named in the request headers. Plain fallback and H5: 'h5'.
export const clientPlatform: Platform = 'h5';
