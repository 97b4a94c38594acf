import type { PagePath } from './routeTable';

// Pages named in several places of the app; a path used once is written in its pageLink call. A module of its own,
// without the route table, so that index.html's early script (screens' app/earlyRequests.ts) can name pages.
export const HOME_PAGE = 'pages/index/index' satisfies PagePath;
export const LOGIN_PAGE = 'pages/login_by_phone/index' satisfies PagePath;
export const ERROR_PAGE = 'pages/error/index' satisfies PagePath;
export const MINE_PAGE = 'pages/mine/index' satisfies PagePath;
export const WEBVIEW_PAGE = 'pages/webview/index' satisfies PagePath;
export const HOUSE_DETAIL_PAGE = 'pages/house_detail/index' satisfies PagePath;
export const HOUSE_LIST_PAGE = 'pages/house/house_list/index' satisfies PagePath;
export const BILL_RESULT_PAGE = 'pages/bill/bill_result/index' satisfies PagePath;

/** Spec section 2: the H5 app is served under this base path in browser mode. */
export const WEB_BASE_PATH = '/aster';
