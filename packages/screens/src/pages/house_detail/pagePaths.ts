// The pages the house screens lead to (route table paths).
export const SHOW_IMAGE_PAGE = 'pages/show_image/index';
export const VIDEO_PAGE = 'pages/video/index';
export const SHOW_PDF_PAGE = 'pages/show_pdf/index';
export const STORE_PAGE = 'pages/store/detail';
export const COST_PAGE = 'pages/house/house_cost_info/index';
export const DEPOSIT_PAGE = 'pages/house/deposit/index';
export const POI_PAGE = 'pages/house/house_map_poi/index';
export const BOOK_ROOM_PAGE = 'pages/book_room/index';
export const RESERVE_PAGE = 'pages/contract/pages/reservation_confirm/index';
