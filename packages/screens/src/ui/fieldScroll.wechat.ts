import type { WechatApi } from '@screens/platform/miniApi';

declare const wx: WechatApi;

// WeChat scrolls the page to a selector (base library 2.7.3); the offset keeps the field clear of the top.
export function scrollToField(id: string): void {
  wx.pageScrollTo?.({ selector: `#${id}`, offsetTop: -120, duration: 200 });
}
