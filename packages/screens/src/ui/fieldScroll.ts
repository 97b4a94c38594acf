// Brings a form's first wrong field to where the tenant is looking (each shell has its own way: fieldScroll.web.ts,
// fieldScroll.wechat.ts, fieldScroll.ali.ts). This fallback (tests, tools) records the fields it was asked for.
export const scrolledFields: string[] = [];

/**
 * Scrolls the page so the element with this id (a field's wrapper) is in view; `moved` runs when it was not in view
 * (the tenant is then told what is wrong where they look). Where the shell cannot tell, it always runs.
 */
export function scrollToField(id: string, moved: () => void): void {
  scrolledFields.push(id);
  moved();
}
