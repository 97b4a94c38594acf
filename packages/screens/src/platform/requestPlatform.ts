import type { Platform } from '@aster/core-api';
import { clientPlatform } from './clientPlatform';

/**
 * The platform the requests name (spec section 7's platform header): the mini-program's own; in a browser it depends
 * on which browser (requestPlatform.web.ts). `clientPlatform` says which build this is, this what the server is told.
 */
export const requestPlatform: Platform = clientPlatform;
