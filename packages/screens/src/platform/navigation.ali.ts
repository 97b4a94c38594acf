import type { GetCurrentPages, AlipayApi } from './miniApi';
import { createMiniNavigation } from './miniNavigation';
import type { NavigatorPort } from './navigation';

declare const my: AlipayApi;
declare const getCurrentPages: GetCurrentPages;

export const navigation = createMiniNavigation(my, () => getCurrentPages()) satisfies NavigatorPort;
