/**
 * The API base URL, fixed at build time: ASTER_API_BASE when building (remax.config.js hands it to the bundle as
 * REMAX_APP_API_BASE), else '' on H5 (same origin) and http://127.0.0.1:8080 on the mini-programs.
 */
export const API_BASE_URL: string = process.env.REMAX_APP_API_BASE ?? '';
