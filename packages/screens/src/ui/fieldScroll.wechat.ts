import type { WechatApi } from '@screens/platform/miniApi';

declare const wx: WechatApi;

// WeChat scrolls the page to a selector (base library 2.7.3); the offset keeps the field clear of the top. Whether
// the field was in view is not known without a query: the tenant is always told.
export function scrollToField(id: string, moved: () => void): void {
  wx.pageScrollTo?.({ selector: `#${id}`, offsetTop: -120, duration: 200 });
  moved();
}
