import { createNavigator } from './safeNavigation';

// Page navigation: the interface, and a plain fallback (tests, tools) that keeps a page stack in memory.
export interface NavigatorPort {
  /**
   * Each target goes through safeRedirectUrl: a URL outside the app opens the home page instead. The calls
   * never reject: a navigation the platform refuses is logged and the user stays on the page.
   */
  navigateTo(url: string): Promise<void>;
  redirectTo(url: string): Promise<void>;
  reLaunch(url: string): Promise<void>;
  navigateBack(delta?: number): Promise<void>;
  /** The current page as an app URL ('/pages/x/index?a=1'); null before the first page. */
  currentPage(): string | null;
  /** How many pages are on the stack (spec: an ALERT goes back, or home when it is the only page). */
  pageDepth(): number;
}

/** The platform calls behind a NavigatorPort; urls reaching them are already checked. */
export type PlatformNavigation = NavigatorPort;

const stack: string[] = [];

export const navigation: NavigatorPort = createNavigator({
  navigateTo: async (url) => {
    stack.push(url);
  },
  redirectTo: async (url) => {
    stack.splice(-1, 1, url);
  },
  reLaunch: async (url) => {
    stack.splice(0, stack.length, url);
  },
  navigateBack: async (delta = 1) => {
    stack.splice(Math.max(1, stack.length - delta));
  },
  currentPage: () => stack[stack.length - 1] ?? null,
  pageDepth: () => stack.length,
});
