import type { AlipayApi } from '@screens/platform/miniApi';

declare const my: AlipayApi;

// Alipay scrolls the page to a selector as well (base library 1.20.0); the tenant is always told.
export function scrollToField(id: string, moved: () => void): void {
  my.pageScrollTo?.({ selector: `#${id}`, duration: 200 });
  moved();
}
