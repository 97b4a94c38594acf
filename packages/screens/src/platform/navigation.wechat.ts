import type { GetCurrentPages, WechatApi } from './miniApi';
import { createMiniNavigation } from './miniNavigation';
import type { NavigatorPort } from './navigation';

declare const wx: WechatApi;
declare const getCurrentPages: GetCurrentPages;

export const navigation = createMiniNavigation(wx, () => getCurrentPages()) satisfies NavigatorPort;
