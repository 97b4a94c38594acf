import { browserPlatform, type Platform } from '@aster/core-api';

/** H5: `thePublic` inside WeChat's browser (the public-account H5), `h5` in any other browser (spec section 7). */
export const requestPlatform: Platform = browserPlatform(typeof navigator === 'undefined' ? null : navigator.userAgent);
