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
};

export const builtPages: ReadonlySet<string> = new Set(Object.keys(screenRegistry));

/** Screens that reload on a pull-down: the generator turns the platform's pull-down refresh on for them. */
export const pullDownRefreshPages: ReadonlySet<string> = new Set(['pages/index/index']);
