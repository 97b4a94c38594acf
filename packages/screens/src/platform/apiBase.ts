import { grayEnabled } from '@aster/core-api';

/**
 * The API base URL, fixed at build time: ASTER_API_BASE when building (remax.config.js hands it to the bundle as
 * REMAX_APP_API_BASE), else '' on H5 (same origin) and http://127.0.0.1:8080 on the mini-programs.
 */
export const API_BASE_URL: string = process.env.REMAX_APP_API_BASE ?? '';

/**
 * Whether requests carry the gray-environment marker (spec section 7), fixed at build time: ASTER_GRAY=1 when
 * building (remax.config.js hands it to the bundle as REMAX_APP_GRAY) sends it; off otherwise.
 */
export const GRAY_ENVIRONMENT: boolean = grayEnabled(process.env.REMAX_APP_GRAY);
