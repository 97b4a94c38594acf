// Handing a page to the mini-program from the H5 app running inside its web-view (bill/mini_program_pay). The
// interface lives here (inside miniProgramHandOff.web.ts, './miniProgramHandOff' would resolve to that file itself).
export interface MiniProgramHandOffPort {
  /** Opens the mini-program's page ('/pages/x/index?a=1'); false when this page is not inside its web-view. */
  navigateTo(pageUrl: string): Promise<boolean>;
}
