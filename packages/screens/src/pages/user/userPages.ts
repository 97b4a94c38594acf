import { type PagePath } from '@aster/core-domain';

// The settings pages' paths (route table), for navigation and the login guard.
export const SETTINGS_PAGE: PagePath = 'pages/user/user_setting/index';
export const PROFILE_EDIT_PAGE: PagePath = 'pages/user/user_data_edit/index';
export const CHANGE_PHONE_PAGE: PagePath = 'pages/change_phone/index';
