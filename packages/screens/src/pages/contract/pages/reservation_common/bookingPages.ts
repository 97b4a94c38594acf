import { type PagePath } from '@aster/core-domain';

// The paths of the viewing and reservation pages (route table), for navigation and the login guard.
export const BOOK_ROOM_PAGE: PagePath = 'pages/book_room/index';
export const BOOK_SUCCESS_PAGE: PagePath = 'pages/book_success/index';
export const MINE_BOOK_PAGE: PagePath = 'pages/mine_book/index';
export const HOUSE_LIST_PAGE: PagePath = 'pages/house/house_list/index';
export const RESERVATION_CONFIRM_PAGE: PagePath = 'pages/contract/pages/reservation_confirm/index';
export const PERSON_INFO_PAGE: PagePath = 'pages/contract/pages/person_info/index';
export const RESERVATION_PREVIEW_PAGE: PagePath = 'pages/contract/pages/reservation_contract_preview/index';
export const RESERVATION_SIGN_PAGE: PagePath = 'pages/contract/pages/reservation_sign/index';
export const RESERVATION_SUCCESS_PAGE: PagePath = 'pages/contract/pages/online_reservation_success/index';
export const RESERVATION_LIST_PAGE: PagePath = 'pages/contract/pages/reservation_list/index';
export const RESERVATION_DETAIL_PAGE: PagePath = 'pages/contract/pages/reservation_detail/index';
export const HOUSE_DETAIL_PAGE: PagePath = 'pages/house_detail/index';
