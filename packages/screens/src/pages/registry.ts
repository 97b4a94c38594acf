/**
 * The screens that exist: page path (from the route table) -> screen module, relative to this folder.
 * Only these pages are built into the apps; the route table keeps the others for later issues. After adding
 * a screen here, `bash scripts/build-apps.sh` regenerates the apps' page entries and app.config files.
 * Plain data on purpose: the app imports it to know which pages are built, without loading any screen.
 */
export const screenRegistry: Readonly<Record<string, string>> = {
  'pages/index/index': 'index/IndexPage',
  'pages/pick_city/index': 'pick_city/PickCityPage',
  'pages/error/index': 'error/ErrorPage',
  'pages/webview/index': 'webview/WebviewPage',
  'pages/mine/index': 'mine/MinePage',
  'pages/login_by_phone/index': 'login_by_phone/LoginByPhonePage',
  'pages/oauth-token-login/index': 'oauth-token-login/OauthTokenLoginPage',
  'pages/login_third/index': 'login_third/LoginThirdPage',
  'pages/change_phone/index': 'change_phone/ChangePhonePage',
  'pages/user/user_setting/index': 'user/user_setting/UserSettingPage',
  'pages/user/user_data_edit/index': 'user/user_data_edit/UserDataEditPage',
  'pages/bill/bill_result/index': 'bill/bill_result/BillResultPage',
  'pages/house_detail/index': 'house_detail/HouseDetailPage',
  'pages/house/house_cost_info/index': 'house/house_cost_info/HouseCostInfoPage',
  'pages/house/deposit/index': 'house/deposit/DepositPage',
  'pages/store/detail': 'store/StoreDetailPage',
  'pages/show_image/index': 'show_image/ShowImagePage',
  'pages/video/index': 'video/VideoPage',
  'pages/show_pdf/index': 'show_pdf/ShowPdfPage',
  'pages/follow_public/index': 'follow_public/FollowPublicPage',
  'pages/house/search_house/index': 'house/search_house/SearchHousePage',
  'pages/house/house_list/index': 'house/house_list/HouseListPage',
  'pages/house/map_search_house/index': 'house/map_search_house/MapSearchHousePage',
  'pages/house/house_map_poi/index': 'house/house_map_poi/HouseMapPoiPage',
  'pages/book_room/index': 'book_room/BookRoomPage',
  'pages/book_success/index': 'book_success/BookSuccessPage',
  'pages/mine_book/index': 'mine_book/MineBookPage',
  'pages/contract/pages/reservation_confirm/index': 'contract/pages/reservation_confirm/ReservationConfirmPage',
  'pages/contract/pages/person_info/index': 'contract/pages/person_info/PersonInfoPage',
  'pages/contract/pages/reservation_contract_preview/index': 'contract/pages/reservation_contract_preview/ReservationContractPreviewPage',
  'pages/contract/pages/reservation_sign/index': 'contract/pages/reservation_sign/ReservationSignPage',
  'pages/contract/pages/online_reservation_success/index': 'contract/pages/online_reservation_success/OnlineReservationSuccessPage',
  'pages/contract/pages/reservation_list/index': 'contract/pages/reservation_list/ReservationListPage',
  'pages/contract/pages/reservation_detail/index': 'contract/pages/reservation_detail/ReservationDetailPage',
};

export const builtPages: ReadonlySet<string> = new Set(Object.keys(screenRegistry));

/** Screens that reload on a pull-down: the generator turns the platform's pull-down refresh on for them. */
export const pullDownRefreshPages: ReadonlySet<string> = new Set(['pages/index/index', 'pages/mine_book/index']);
