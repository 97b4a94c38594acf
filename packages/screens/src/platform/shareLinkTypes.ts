// The link a tenant copies to send a page of the app to someone (company_authentication/share). The interface lives
// here (inside shareLink.web.ts, './shareLink' would resolve to that file itself); shareLink.ts is the plain one.
export interface ShareLinkPort {
  /** The address someone else opens for an app page URL ('/pages/x/index?a=1'). */
  linkTo(pageUrl: string): string;
}
