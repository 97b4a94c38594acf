// Business constants and limits of spec section 9, named once.

/** Default request timeout. */
export const REQUEST_TIMEOUT_MS = 20000;
/** Remote lock opening waits for the lock gateway, hence its own longer timeout. */
export const REMOTE_OPEN_LOCK_TIMEOUT_MS = 60000;
/** While auto-login is pending, other requests wait at most this long. */
export const AUTO_LOGIN_WAIT_CAP_MS = 3000;
/** After a 401 the user is sent to the login page after this delay. */
export const UNAUTHORIZED_REDIRECT_DELAY_MS = 1000;
/** Debounce of the contract and activity list refresh. */
export const REFRESH_DEBOUNCE_MS = 1000;
export const TOAST_DURATION_MS = 2000;
/** Default delay before navigating back after a success message. */
export const BACK_DELAY_MS = 500;

/** Meter record and meter log queries fetch everything in one page. */
export const METER_RECORD_PAGE_SIZE = 1000;
export const CHECKOUT_LIST_PAGE_NUM = 1;
export const CHECKOUT_LIST_PAGE_SIZE = 100;
/** cityId the preference lookup is made with. */
export const PREFERENCE_CITY_ID = 107;
/** A contract is pre-created with this online status. */
export const PRE_CREATED_ONLINE_CONTRACT_STATUS = 5;

/** Spec section 9 device defaults: collect deviceType, lock password config, and the to-do task's "locked" flag. */
export const DEFAULT_DEVICE_COLLECT_TYPE = 2;
export const DEFAULT_LOCK_PASSWORD_CONFIG = 1;
export const DEFAULT_TODO_TASK_LOCKED = 0;

export const TRADE_PASSWORD_LENGTH = 6;
export const PHONE_LENGTH = 11;
export const DEFAULT_RANDOM_ID_LENGTH = 8;
export const DEFAULT_DATE_PATTERN = 'yyyy-MM-dd';
/** Expiry text of an open-ended document, shown as is instead of a date. */
export const LONG_TERM_TEXT = '长期';

/** Screen scaling (Taro-style): design drafts are 750 wide, 1rem is 2 × base font at design scale. */
export const DESIGN_WIDTH = 750;
export const BASE_FONT_SIZE = 20;
export const DEVICE_RATIOS: Readonly<Record<number, number>> = { 640: 1.17, 750: 1, 828: 0.905 };
/** Custom navigation bar: status area = menu button top − 6 (20 when unknown); the bar itself is 44 high. */
export const NAV_BAR_TOP_GAP = 6;
export const DEFAULT_STATUS_BAR_HEIGHT = 20;
export const CUSTOM_NAV_BAR_HEIGHT = 44;
